/**
 * E-mail one-time codes (ARCHITECTURE "Security decisions"): 6 digits from crypto.randomInt,
 * valid 10 minutes, single use, one live code per address (the newest), 5 wrong tries kill it,
 * stored as HMAC-SHA256(secret, email|code) and compared in constant time; 60 s resend cooldown
 * and at most 5 codes per address per hour. The code itself is never stored nor logged.
 * Every "only once" rule is a unique insert (see the note in models.ts).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@portal/domain/constants';
import { API_MESSAGES } from '../../lib/messages.ts';
import { isDuplicateKeyError, type Models, type OtpCodeDoc } from '../../lib/models.ts';

export const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_HISTORY_MS = 60 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

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

/** The live (newest) code document of an address, whatever its state. */
export function latestCode(models: Models, email: string) {
  return models.OtpCode.findOne({ email }).sort({ seq: -1 }).lean<OtpCodeDoc>();
}

export type IssueResult =
  { ok: true; code: string; rollback: () => Promise<void> } | { ok: false; retryAfterSeconds: number; message: string };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Creates a new live code for `email` unless the cooldown or the hourly limit applies. */
export interface IssueOptions {
  now?: Date;
  /** Seconds between two codes to one address (OTP_RESEND_COOLDOWN_SECONDS, 60 by default). */
  cooldownMs?: number;
}

export async function issueOtp(
  models: Models,
  secret: string,
  email: string,
  { now = new Date(), cooldownMs = OTP_RESEND_COOLDOWN_MS }: IssueOptions = {},
): Promise<IssueResult> {
  const t = now.getTime();
  const [latest, recent] = await Promise.all([
    latestCode(models, email),
    models.OtpCode.find({ email, sentAt: { $gt: new Date(t - OTP_HISTORY_MS) } }, { sentAt: 1 })
      .sort({ sentAt: -1 })
      .limit(OTP_MAX_PER_HOUR)
      .lean(),
  ]);

  let waitMs = 0;
  let message = '';
  if (latest) {
    const cooldownLeft = new Date(latest.sentAt).getTime() + cooldownMs - t;
    if (cooldownLeft > 0) {
      waitMs = cooldownLeft;
      message = API_MESSAGES.otpCooldown(seconds(cooldownLeft));
    }
  }
  if (recent.length >= OTP_MAX_PER_HOUR) {
    // The oldest of the last five sends must leave the one-hour window first.
    const oldest = recent[OTP_MAX_PER_HOUR - 1] as { sentAt: Date };
    const hourLeft = new Date(oldest.sentAt).getTime() + OTP_HISTORY_MS - t;
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
    const doc = await models.OtpCode.create({
      key: `${email}|${seq}`,
      email,
      seq,
      codeHash: hashOtp(secret, email, code),
      expiresAt: new Date(t + OTP_TTL_MS),
      sentAt: now,
    });
    id = doc._id;
  } catch (err) {
    // Another send for this address got there first: answer it like a resend within the cooldown.
    if (isDuplicateKeyError(err)) {
      return { ok: false, retryAfterSeconds: seconds(cooldownMs), message: API_MESSAGES.otpCooldown(seconds(cooldownMs)) };
    }
    throw err;
  }

  // When the mail cannot be sent the code is withdrawn (no cooldown, not counted).
  const rollback = async () => {
    await models.OtpCode.deleteOne({ _id: id });
  };
  return { ok: true, code, rollback };
}

export type CheckResult = 'ok' | 'invalid' | 'expired' | 'locked';

async function claim(models: Models, id: string, now: Date): Promise<boolean> {
  try {
    await models.OtpAttempt.create({ _id: id, at: now });
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/**
 * Checks a code against the live code of the address. Each check first takes one of the five
 * attempt slots; 'ok' then takes the single "used" slot. The fifth wrong attempt kills the code
 * ('locked'); a live code past its ten minutes is 'expired' (the person is told to ask for a new
 * one); a used, killed or replaced code, or none, is 'invalid'.
 */
export async function checkOtp(models: Models, secret: string, email: string, code: string, now = new Date()): Promise<CheckResult> {
  const live = await latestCode(models, email);
  if (!live || !live.codeHash || live.usedAt) return 'invalid';
  if (new Date(live.expiresAt) <= now) return 'expired';
  const codeId = String(live._id);

  let slot = 0;
  for (let s = Math.max(1, (live.attempts ?? 0) + 1); s <= OTP_MAX_ATTEMPTS; s++) {
    if (await claim(models, `${codeId}:${s}`, now)) {
      slot = s;
      break;
    }
  }
  if (slot === 0) {
    await models.OtpCode.updateOne({ _id: live._id }, { $set: { codeHash: null, attempts: OTP_MAX_ATTEMPTS } });
    return 'invalid';
  }

  if (sameHash(hashOtp(secret, email, code), live.codeHash)) {
    if (!(await claim(models, `${codeId}:used`, now))) return 'invalid';
    await models.OtpCode.updateOne({ _id: live._id }, { $set: { codeHash: null, usedAt: now } });
    return 'ok';
  }
  if (slot >= OTP_MAX_ATTEMPTS) {
    await models.OtpCode.updateOne({ _id: live._id }, { $set: { codeHash: null, attempts: slot } });
    return 'locked';
  }
  await models.OtpCode.updateOne({ _id: live._id }, { $max: { attempts: slot } });
  return 'invalid';
}

/** fastify.otp: the sign-in codes of one app (its secret and resend cooldown). */
export interface OtpRepository {
  /** A new live code for the address, or how long to wait (cooldown, hourly limit). */
  issue(email: string, now?: Date): Promise<IssueResult>;
  /** Checks a code against the address's live code, taking one of its attempt slots. */
  check(email: string, code: string, now?: Date): Promise<CheckResult>;
}

export function createOtpRepository({ models, secret, cooldownMs }: { models: Models; secret: string; cooldownMs: number }): OtpRepository {
  return {
    issue: (email, now) => issueOtp(models, secret, email, { now, cooldownMs }),
    check: (email, code, now) => checkOtp(models, secret, email, code, now),
  };
}
