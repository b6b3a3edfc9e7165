// Signs people in through the real API and inbox, for tests that are not about sign-in itself.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mailTo, waitForOtp } from '../../tools/test-support/inbox';
import { sendAs } from './api';
import { DATA_DIR, INBOX_URL } from './stack-env';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

export async function readOtp(email: string, since: number): Promise<string> {
  return waitForOtp(INBOX_URL, email, { since });
}

export async function mailCount(email: string): Promise<number> {
  return (await mailTo(INBOX_URL, email)).length;
}

const staffSessions = new Map<string, Promise<Tokens>>();
/** Where the run's workers share a staff address's session (the stack's data folder, emptied at each run's start). */
const SHARED_SESSIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', DATA_DIR, 'staff-sessions');

/**
 * One session per staff address for the whole run, shared by every worker process through a file:
 * a sign-in per worker would meet the resend cooldown and, with many spec files, the five codes an
 * address may ask for in an hour. The first worker to claim the address signs in; the others wait
 * for its tokens. Tests must not log these sessions out.
 */
export function staffSession(email: string): Promise<Tokens> {
  let session = staffSessions.get(email);
  if (!session) {
    session = sharedSession(email);
    staffSessions.set(email, session);
  }
  return session;
}

async function sharedSession(email: string): Promise<Tokens> {
  mkdirSync(SHARED_SESSIONS, { recursive: true });
  const file = path.join(SHARED_SESSIONS, `${email}.json`);
  let claimed = false;
  try {
    closeSync(openSync(`${file}.claim`, 'wx'));
    claimed = true;
  } catch {
    // Another worker signs this address in.
  }
  if (claimed) {
    const tokens = await signInViaApi(email);
    writeFileSync(`${file}.tmp`, JSON.stringify(tokens));
    renameSync(`${file}.tmp`, file);
    return tokens;
  }
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Tokens;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no session of ${email} appeared in ${SHARED_SESSIONS} within a minute`);
}

export async function signInViaApi(email: string): Promise<Tokens> {
  const since = await mailCount(email);
  await sendAs(null, '/auth/otp/send', { email });
  const code = await readOtp(email, since);
  return sendAs<Tokens>(null, '/auth/otp/verify', { email, otp: code, code });
}

/** Consents to the current privacy notice, as the student's first screen asks before onboarding. */
export async function consentToPrivacyNotice(tokens: Tokens): Promise<void> {
  await sendAs(tokens.accessToken, '/student/privacy/consent', { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true });
}

/** On the privacy notice a new student meets first: reads it, ticks the consent and continues to onboarding. */
export async function acceptPrivacyNotice(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Before you start: your privacy' })).toBeVisible();
  await expect(page.getByText(/Data Protection Board of India/)).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read this notice and I consent/ }).check();
  await page.getByRole('button', { name: 'I agree, continue' }).click();
  await expect(page.getByRole('heading', { name: "Let's set up your profile" })).toBeVisible();
}

/** Gives the privacy consent, then fills the profile (what onboarding does). */
export async function completeProfile(tokens: Tokens, name = 'Asha Rao'): Promise<void> {
  await consentToPrivacyNotice(tokens);
  await sendAs(tokens.accessToken, '/me', { name, phone: '+91 9876543210', country: 'India', state: 'Karnataka' }, 'PUT');
}

/** Puts the tokens in browser storage before any page script runs, as after a sign-in. */
export async function useTokens(context: BrowserContext, tokens: Tokens, profileComplete = false): Promise<void> {
  await context.addInitScript(
    ({ t, done }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
      if (done) localStorage.setItem('profileComplete', 'true');
    },
    { t: tokens, done: profileComplete },
  );
}

/** A student who signed in and completed the profile (journey step 1 not done yet). */
export async function signedInWithProfile(email: string): Promise<Tokens> {
  const tokens = await signInViaApi(email);
  await completeProfile(tokens);
  return tokens;
}

/** On the sign-in page: types `typed` (the address as a person might), sends the code, reads it from the inbox and enters it. */
export async function enterEmailAndCode(page: Page, email: string, typed = email): Promise<void> {
  await page.getByLabel('Email').fill(typed);
  const since = await mailCount(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await readOtp(email, since);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
