/**
 * E-mail one-time codes (ARCHITECTURE "Security decisions"): 6 digits from crypto.randomInt,
 * valid 10 minutes, single use, one live code per address (the newest), 5 wrong tries kill it,
 * stored as HMAC-SHA256(secret, email|code) and compared in constant time; 60 s resend cooldown
 * and at most 5 codes per address per hour; after 20 wrong codes entered for an address in 24 hours,
 * no code is sent or checked for it until the oldest of them is a day old. The code itself is never
 * stored nor logged; a code whose mail cannot be sent is withdrawn (no cooldown, not counted).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@portal/domain/constants';
import { API_MESSAGES } from '../../lib/messages.ts';
import { isDuplicateKeyError } from '../../lib/models.ts';
import { isRecipientRefused, type Mailer } from '../../plugins/mailer.ts';
import type { OtpRepository } from './otp-repository.ts';

export const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_HISTORY_MS = 60 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong codes an address may enter in a day: bounds the guessing budget beyond the hourly limit. */
export const OTP_MAX_FAILED_PER_DAY = 20;
/** The day over which wrong codes count: a code given wrong tries is kept as long (others an hour), with their count. */
export const OTP_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function hashOtp(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}|${code}`).digest('hex');
}

function sameHash(aHex: string, bHex: string): boolean {
  const a = Buffer.from(aHex, 'hex');
  const b = Buffer.from(bHex, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export type IssueResult = { ok: true; code: string; rollback: () => Promise<void> } | ({ ok: false } & OtpWait);

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** An address past a limit: how long until it may try again, and the sentence saying so. */
export interface OtpWait {
  retryAfterSeconds: number;
  message: string;
}

export type CheckResult = 'ok' | 'invalid' | 'expired' | 'locked' | OtpWait;

/** A failure of the mail server, as the log keeps it (never the code). */
export interface MailFailure {
  message: string;
  code: string | undefined;
}

export type SendResult =
  | { ok: true }
  | ({ ok: false; reason: 'wait' } & OtpWait)
  /** The mail server refused the address, or could not be reached: the code is withdrawn. */
  | { ok: false; reason: 'refused' | 'failed'; failure: MailFailure };

/** fastify.otp: the sign-in codes of one app (its secret and resend cooldown). */
export interface OtpService {
  /** Mails a new live code to the address unless the cooldown, the hourly limit or the daily cap of wrong codes applies. */
  send(email: string): Promise<SendResult>;
  /** A new live code for the address, or how long to wait (cooldown, hourly limit, daily cap of wrong codes). */
  issue(email: string, now?: Date): Promise<IssueResult>;
  /**
   * Checks a code against the live code of the address. Each check first takes one of the five
   * attempt slots; 'ok' then takes the single "used" slot. The fifth wrong attempt kills the code
   * ('locked'); a live code past its ten minutes is 'expired' (the person is told to ask for a new
   * one); a used, killed or replaced code, or none, is 'invalid'. An address that entered 20 wrong
   * codes in the last 24 hours is told how long to wait, and its code is not checked.
   */
  check(email: string, code: string, now?: Date): Promise<CheckResult>;
  /** Deletes the attempt slots and codes past their hour of send history; a code given wrong tries after its day. */
  deleteExpired(now: Date): Promise<void>;
}

export function createOtpService(deps: {
  repository: OtpRepository;
  mailer: Pick<Mailer, 'sendOtp'>;
  secret: string;
  /** Between two codes to one address (OTP_RESEND_COOLDOWN_SECONDS, 60 s by default). */
  cooldownMs?: number;
}): OtpService {
  const { repository, secret } = deps;
  const cooldownMs = deps.cooldownMs ?? OTP_RESEND_COOLDOWN_MS;

  /** How long the address waits for its wrong codes of the last day to fall under the cap; null when under it. */
  async function dailyFailureWait(email: string, t: number): Promise<OtpWait | null> {
    const failures = await repository.failuresSince(email, new Date(t - OTP_FAILURE_WINDOW_MS));
    let over = failures.reduce((sum, f) => sum + f.attempts, 0) - OTP_MAX_FAILED_PER_DAY;
    if (over < 0) return null;
    // Oldest first: the code whose wrong tries leaving the day bring the count under the cap.
    const freeing = failures.find((f) => (over -= f.attempts) < 0) as { sentAt: Date };
    const waitMs = freeing.sentAt.getTime() + OTP_FAILURE_WINDOW_MS - t;
    return { retryAfterSeconds: seconds(waitMs), message: API_MESSAGES.otpDailyFailureLimit(Math.ceil(waitMs / 3_600_000)) };
  }

  async function issue(email: string, now = new Date()): Promise<IssueResult> {
    const t = now.getTime();
    const [latest, recent, daily] = await Promise.all([
      repository.latest(email),
      repository.sentSince(email, new Date(t - OTP_HISTORY_MS), OTP_MAX_PER_HOUR),
      dailyFailureWait(email, t),
    ]);

    let waitMs = daily ? daily.retryAfterSeconds * 1000 : 0;
    let message = daily?.message ?? '';
    if (latest) {
      const cooldownLeft = new Date(latest.sentAt).getTime() + cooldownMs - t;
      if (cooldownLeft > 0) {
        waitMs = cooldownLeft;
        message = API_MESSAGES.otpCooldown(seconds(cooldownLeft));
      }
    }
    if (recent.length >= OTP_MAX_PER_HOUR) {
      // The oldest of the last five sends must leave the one-hour window first.
      const oldest = recent[OTP_MAX_PER_HOUR - 1] as Date;
      const hourLeft = oldest.getTime() + OTP_HISTORY_MS - t;
      if (hourLeft > waitMs) {
        waitMs = hourLeft;
        message = API_MESSAGES.otpHourlyLimit(Math.ceil(hourLeft / 60_000));
      }
    }
    if (waitMs > 0) return { ok: false, retryAfterSeconds: seconds(waitMs), message };

    const code = generateOtp();
    const seq = (latest?.seq ?? 0) + 1;
    let id;
    try {
      id = await repository.insert({
        email,
        seq,
        codeHash: hashOtp(secret, email, code),
        expiresAt: new Date(t + OTP_TTL_MS),
        sentAt: now,
      });
    } catch (err) {
      // Another send for this address got there first: answer it like a resend within the cooldown.
      if (isDuplicateKeyError(err)) {
        return { ok: false, retryAfterSeconds: seconds(cooldownMs), message: API_MESSAGES.otpCooldown(seconds(cooldownMs)) };
      }
      throw err;
    }
    return { ok: true, code, rollback: () => repository.remove(id) };
  }

  return {
    async send(email) {
      const issued = await issue(email);
      if (!issued.ok) return { ok: false, reason: 'wait', retryAfterSeconds: issued.retryAfterSeconds, message: issued.message };
      try {
        await deps.mailer.sendOtp(email, issued.code);
      } catch (err) {
        await issued.rollback();
        const failure = { message: (err as Error).message, code: (err as { code?: string }).code };
        return { ok: false, reason: isRecipientRefused(err) ? 'refused' : 'failed', failure };
      }
      return { ok: true };
    },
    issue,
    async check(email, code, now = new Date()) {
      const daily = await dailyFailureWait(email, now.getTime());
      if (daily) return daily;
      const live = await repository.latest(email);
      if (!live || !live.codeHash || live.usedAt) return 'invalid';
      if (new Date(live.expiresAt) <= now) return 'expired';
      const codeId = String(live._id);

      let slot = 0;
      for (let s = Math.max(1, (live.attempts ?? 0) + 1); s <= OTP_MAX_ATTEMPTS; s++) {
        if (await repository.claim(`${codeId}:${s}`, now)) {
          slot = s;
          break;
        }
      }
      if (slot === 0) {
        await repository.kill(live._id, OTP_MAX_ATTEMPTS);
        return 'invalid';
      }

      if (sameHash(hashOtp(secret, email, code), live.codeHash)) {
        if (!(await repository.claim(`${codeId}:used`, now))) return 'invalid';
        await repository.markUsed(live._id, now);
        return 'ok';
      }
      if (slot >= OTP_MAX_ATTEMPTS) {
        await repository.kill(live._id, slot);
        return 'locked';
      }
      await repository.countAttempt(live._id, slot);
      return 'invalid';
    },
    deleteExpired: (now) =>
      repository.deleteBefore(new Date(now.getTime() - OTP_HISTORY_MS), new Date(now.getTime() - OTP_FAILURE_WINDOW_MS)),
  };
}
