/**
 * E-mail one-time codes (ARCHITECTURE "Security decisions"): 6 digits from crypto.randomInt,
 * valid 10 minutes, single use, one live code per address, 5 wrong tries kill it, stored as
 * HMAC-SHA256(secret, email|code) and compared in constant time; 60 s resend cooldown and at
 * most 5 codes per address per hour. The code itself is never stored nor logged.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@portal/domain/constants';
import { API_MESSAGES } from './messages.ts';
import { isDuplicateKeyError, type Models, type OtpCodeDoc } from './models.ts';

export const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
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

export type IssueResult =
  | { ok: true; code: string; rollback: () => Promise<void> }
  | { ok: false; retryAfterSeconds: number; message: string };

/**
 * Creates a new live code for `email` (replacing any earlier one) unless a throttle applies.
 * Optimistic concurrency on lastSentAt: of two simultaneous sends only one wins; the other is
 * answered like a resend within the cooldown.
 */
export async function issueOtp(models: Models, secret: string, email: string, now = new Date()): Promise<IssueResult> {
  const t = now.getTime();
  const doc = await models.OtpCode.findOne({ email }).lean<OtpCodeDoc>();
  const recent = ((doc?.sends ?? []) as unknown as Date[]).map((d) => new Date(d).getTime()).filter((s) => s > t - OTP_HISTORY_MS).sort((a, b) => a - b);

  let wait = 0;
  let message = '';
  if (doc) {
    const cooldownLeft = new Date(doc.lastSentAt).getTime() + OTP_RESEND_COOLDOWN_MS - t;
    if (cooldownLeft > 0) {
      wait = cooldownLeft;
      message = API_MESSAGES.otpCooldown(Math.ceil(cooldownLeft / 1000));
    }
  }
  if (recent.length >= OTP_MAX_PER_HOUR) {
    const hourLeft = (recent[recent.length - OTP_MAX_PER_HOUR] as number) + OTP_HISTORY_MS - t;
    if (hourLeft > wait) {
      wait = hourLeft;
      message = API_MESSAGES.otpHourlyLimit(Math.ceil(hourLeft / 60_000));
    }
  }
  const cooldown = (): IssueResult => ({
    ok: false,
    retryAfterSeconds: Math.ceil(OTP_RESEND_COOLDOWN_MS / 1000),
    message: API_MESSAGES.otpCooldown(Math.ceil(OTP_RESEND_COOLDOWN_MS / 1000)),
  });
  if (wait > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), message };

  const code = generateOtp();
  const codeHash = hashOtp(secret, email, code);
  const fields = {
    codeHash,
    expiresAt: new Date(t + OTP_TTL_MS),
    attempts: 0,
    lastSentAt: now,
    sends: [...recent.map((s) => new Date(s)), now],
    usedAt: null,
  };
  if (!doc) {
    try {
      await models.OtpCode.create({ email, ...fields });
    } catch (err) {
      if (isDuplicateKeyError(err)) return cooldown();
      throw err;
    }
  } else {
    const res = await models.OtpCode.updateOne({ _id: doc._id, lastSentAt: doc.lastSentAt }, { $set: fields });
    if (res.matchedCount === 0) return cooldown();
  }

  // When the mail cannot be sent the code is withdrawn and the cooldown lifted (the send still counts per hour).
  const rollback = async () => {
    await models.OtpCode.updateOne(
      { email, codeHash },
      { $set: { codeHash: null, expiresAt: null, lastSentAt: new Date(t - OTP_RESEND_COOLDOWN_MS) } },
    );
  };
  return { ok: true, code, rollback };
}

export type CheckResult = 'ok' | 'invalid' | 'locked';

/**
 * Checks a code. 'ok' consumes it atomically (a concurrent second use gets 'invalid');
 * a wrong code counts an attempt and the fifth wrong attempt kills the code ('locked').
 */
export async function checkOtp(models: Models, secret: string, email: string, code: string, now = new Date()): Promise<CheckResult> {
  const doc = await models.OtpCode.findOne({ email }).lean<OtpCodeDoc>();
  if (!doc || !doc.codeHash || !doc.expiresAt || new Date(doc.expiresAt) <= now || doc.attempts >= OTP_MAX_ATTEMPTS) {
    return 'invalid';
  }
  const storedHash = doc.codeHash;
  if (sameHash(hashOtp(secret, email, code), storedHash)) {
    const consumed = await models.OtpCode.findOneAndUpdate(
      { _id: doc._id, codeHash: storedHash, attempts: { $lt: OTP_MAX_ATTEMPTS }, expiresAt: { $gt: now } },
      { $set: { codeHash: null, expiresAt: null, usedAt: now } },
    ).lean();
    return consumed ? 'ok' : 'invalid';
  }
  const after = await models.OtpCode.findOneAndUpdate(
    { _id: doc._id, codeHash: storedHash },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  ).lean<OtpCodeDoc>();
  if (after && after.attempts >= OTP_MAX_ATTEMPTS) {
    await models.OtpCode.updateOne({ _id: doc._id, codeHash: storedHash }, { $set: { codeHash: null, expiresAt: null } });
    return 'locked';
  }
  return 'invalid';
}
