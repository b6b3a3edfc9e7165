/** E-mail OTP sign-in: SPEC §4/§5 and ARCHITECTURE "Security decisions", through real SMTP. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import type { App } from '../src/app.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { OTP_MAX_FAILED_PER_DAY, OTP_MAX_PER_HOUR } from '../src/features/auth/otp-service.ts';
import { mailTo } from '../../tools/test-support/inbox.ts';
import {
  TEST_OTP_SECRET,
  createTestApp,
  destroyTestApp,
  inboxUrl,
  requestCode,
  sendOtp,
  signInThroughOtp,
  uniqueEmail,
  useTestApp,
  verifyOtp,
} from './helpers/app.ts';
import { hashOtp } from '../src/features/auth/otp-service.ts';

const ctx = useTestApp();

/** A six-digit code different from `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves every send of the address back in time, as if `ms` had passed. */
/** Moves the address's code sends `ms` into the past, as if that time had gone by. */
async function ageSends(email: string, ms: number, app: App = ctx.app) {
  const docs = await app.models.OtpCode.find({ email }).lean();
  for (const d of docs) {
    await app.models.OtpCode.updateOne({ _id: d._id }, { $set: { sentAt: new Date(new Date(d.sentAt).getTime() - ms) } });
  }
}

describe('POST /auth/otp/send', () => {
  it('mails a branded 6-digit code valid for 10 minutes and answers ok', async () => {
    const email = uniqueEmail('send');
    const res = await sendOtp(ctx.app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: MESSAGES.otpSent });

    const mails = await mailTo(inboxUrl(), email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Your Career Portal sign-in code: ${code}`);
    expect(mail.text).toContain('Career Portal');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('If you did not ask for this code, you can ignore this e-mail.');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('valid for 10 minutes');
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const email = uniqueEmail('hash');
    const code = await requestCode(ctx.app, email);
    const doc = await ctx.app.models.OtpCode.findOne({ email }).lean();
    expect(doc?.codeHash).toBe(hashOtp(TEST_OTP_SECRET, email, code));
    expect(JSON.stringify(doc)).not.toContain(code);
  });

  it('gives the same answer for a known and an unknown address', async () => {
    const known = await signInThroughOtp(ctx.app);
    await ageSends(known.email, 61_000);
    const unknown = uniqueEmail('unknown');
    const a = await sendOtp(ctx.app, known.email);
    const b = await sendOtp(ctx.app, unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ ok: true, message: MESSAGES.otpSent });
  });

  it('trims and lowercases the address', async () => {
    const email = uniqueEmail('case');
    const since = (await mailTo(inboxUrl(), email)).length;
    const res = await sendOtp(ctx.app, `  ${email.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.models.OtpCode.countDocuments({ email })).toBe(1);
    expect((await mailTo(inboxUrl(), email)).length).toBe(since + 1);
  });

  it.each([
    ['missing', undefined, MESSAGES.emailRequired],
    ['empty', '', MESSAGES.emailRequired],
    ['blank', '   ', MESSAGES.emailRequired],
    ['null', null, MESSAGES.emailRequired],
    ['malformed', 'not-an-email', MESSAGES.emailInvalid],
  ])('rejects a %s e-mail with the SPEC message', async (_label, email, message) => {
    const res = await sendOtp(ctx.app, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After', async () => {
    const email = uniqueEmail('cooldown');
    await requestCode(ctx.app, email);
    const res = await sendOtp(ctx.app, email);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json().message).toBe(API_MESSAGES.otpCooldown(retryAfter));
    expect(await ctx.app.models.OtpCode.countDocuments({ email })).toBe(1);
  });

  it('honours a shorter OTP_RESEND_COOLDOWN_SECONDS and still refuses a resend inside it', async () => {
    const app = await createTestApp({ config: { otpResendCooldownSeconds: 1 } });
    try {
      const email = uniqueEmail('short-cooldown');
      await requestCode(app, email);
      const early = await sendOtp(app, email);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      await ageSends(email, 1_100, app);
      expect((await sendOtp(app, email)).statusCode).toBe(200);
    } finally {
      await destroyTestApp(app);
    }
  });

  it('allows 5 codes per hour and refuses the 6th with 429 and Retry-After', async () => {
    const email = uniqueEmail('hourly');
    for (let i = 0; i < OTP_MAX_PER_HOUR; i++) {
      if (i > 0) await ageSends(email, 61_000); // past the cooldown, still within the hour
      const res = await sendOtp(ctx.app, email);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
    }
    await ageSends(email, 61_000);
    const sixth = await sendOtp(ctx.app, email);
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    // The oldest of the five was sent 5 x 61 s ago: it leaves the hour in about 3600 - 305 s.
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(sixth.json().message).toBe(API_MESSAGES.otpHourlyLimit(Math.ceil(retryAfter / 60)));

    // Once the oldest send is more than an hour old, a new code can be sent again.
    await ageSends(email, 3600_000 - 5 * 61_000 + 1000);
    expect((await sendOtp(ctx.app, email)).statusCode).toBe(200);
  });

  it('a resend replaces the earlier code', async () => {
    const email = uniqueEmail('replace');
    const first = await requestCode(ctx.app, email);
    await ageSends(email, 61_000);
    const second = await requestCode(ctx.app, email);
    if (first !== second) {
      const old = await verifyOtp(ctx.app, { email, otp: first });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(API_MESSAGES.otpInvalid);
    }
    const res = await verifyOtp(ctx.app, { email, otp: second });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /auth/otp/verify', () => {
  it('signs a new user in: tokens, isNew and newUser true, STUDENT with a Student ID', async () => {
    const email = uniqueEmail('new');
    const code = await requestCode(ctx.app, email);
    const res = await verifyOtp(ctx.app, { email, otp: code, code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'isNew', 'newUser', 'refreshToken']);
    expect(body.isNew).toBe(true);
    expect(body.newUser).toBe(true);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await ctx.app.models.User.findOne({ email }).lean();
    expect(user?.role).toBe('STUDENT');
    expect(user?.studentId).toMatch(/^CP\d{2}-\d{6}$/);
  });

  it('signs a known user in with isNew false', async () => {
    const { email } = await signInThroughOtp(ctx.app);
    await ageSends(email, 61_000);
    const code = await requestCode(ctx.app, email);
    const res = await verifyOtp(ctx.app, { email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().isNew).toBe(false);
    expect(res.json().newUser).toBe(false);
    expect(await ctx.app.models.User.countDocuments({ email })).toBe(1);
  });

  it('accepts the code in either field (otp or code) and the e-mail in any case', async () => {
    const email = uniqueEmail('field');
    const code = await requestCode(ctx.app, email);
    const res = await verifyOtp(ctx.app, { email: ` ${email.toUpperCase()} `, code });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['letters', '12a456'],
  ])('rejects a %s OTP with the SPEC message', async (_label, otp) => {
    const res = await verifyOtp(ctx.app, { email: uniqueEmail('fmt'), otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpRequired);
  });

  it('rejects a bad e-mail with the SPEC message', async () => {
    const res = await verifyOtp(ctx.app, { email: '', otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.emailRequired);
  });

  it('rejects a wrong code and a code for an address without one', async () => {
    const email = uniqueEmail('wrong');
    const code = await requestCode(ctx.app, email);
    const res = await verifyOtp(ctx.app, { email, otp: wrong(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.otpInvalid);
    const none = await verifyOtp(ctx.app, { email: uniqueEmail('none'), otp: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(API_MESSAGES.otpInvalid);
    // The right code still works after one wrong try.
    expect((await verifyOtp(ctx.app, { email, otp: code })).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries: the right code then fails too', async () => {
    const email = uniqueEmail('kill');
    const code = await requestCode(ctx.app, email);
    for (let i = 1; i <= 4; i++) {
      const res = await verifyOtp(ctx.app, { email, otp: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(API_MESSAGES.otpInvalid);
    }
    const fifth = await verifyOtp(ctx.app, { email, otp: wrong(code) });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(API_MESSAGES.otpTooManyAttempts);
    const right = await verifyOtp(ctx.app, { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(API_MESSAGES.otpInvalid);
    expect(await ctx.app.models.User.countDocuments({ email })).toBe(0);
  });

  it('caps tries at 5 even when they arrive at once', async () => {
    const email = uniqueEmail('burst');
    const code = await requestCode(ctx.app, email);
    const results = await Promise.all(Array.from({ length: 12 }, () => verifyOtp(ctx.app, { email, otp: wrong(code) })));
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect((await verifyOtp(ctx.app, { email, otp: code })).statusCode).toBe(400);
  });

  it('accepts the right code on the fifth try after four wrong ones', async () => {
    const email = uniqueEmail('fifth');
    const code = await requestCode(ctx.app, email);
    for (let i = 0; i < 4; i++) await verifyOtp(ctx.app, { email, otp: wrong(code) });
    expect((await verifyOtp(ctx.app, { email, otp: code })).statusCode).toBe(200);
  });

  it('after 20 wrong codes for an address in a day, neither checks its code nor sends another: 429 with Retry-After until the oldest is a day old', async () => {
    const email = uniqueEmail('daily');
    const wrongTries = async (code: string, n: number) => {
      for (let i = 0; i < n; i++) expect((await verifyOtp(ctx.app, { email, otp: wrong(code) })).statusCode).toBe(400);
    };
    // Three codes killed by five wrong tries each, then four wrong tries of a fourth: 19, under the cap.
    for (let i = 0; i < 3; i++) {
      await wrongTries(await requestCode(ctx.app, email), 5);
      await ageSends(email, 61_000);
    }
    await wrongTries(await requestCode(ctx.app, email), 4);
    await ageSends(email, 61_000);
    // A fifth code (within the hourly limit): one more wrong try reaches the cap; the right code is then not checked.
    const code = await requestCode(ctx.app, email);
    await wrongTries(code, OTP_MAX_FAILED_PER_DAY - 19);
    const refused = await verifyOtp(ctx.app, { email, otp: code });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    // The first wrong codes belong to the send of 4 x 61 s ago: a day after it.
    expect(retryAfter).toBeGreaterThan(86_400 - 4 * 61 - 60);
    expect(retryAfter).toBeLessThanOrEqual(86_400 - 4 * 61 + 1);
    expect(refused.json().message).toBe(API_MESSAGES.otpDailyFailureLimit(24));

    await ageSends(email, 3_600_000); // past the hourly limit of sends, still within the day
    const send = await sendOtp(ctx.app, email);
    expect(send.statusCode).toBe(429);
    expect(send.json().message).toBe(API_MESSAGES.otpDailyFailureLimit(23));

    // Once the first killed code is a day old, 15 wrong codes remain: a new code is sent and signs in.
    await ageSends(email, 86_400_000 - 3_600_000 - 214_000); // the first send 30 s past the day, the second 31 s within it
    const fresh = await requestCode(ctx.app, email);
    expect((await verifyOtp(ctx.app, { email, otp: fresh })).statusCode).toBe(200);
  });

  it('rejects an expired code with its own message, apart from a wrong one', async () => {
    const email = uniqueEmail('expired');
    const code = await requestCode(ctx.app, email);
    expect((await verifyOtp(ctx.app, { email, otp: wrong(code) })).json().message).toBe(API_MESSAGES.otpInvalid);
    await ctx.app.models.OtpCode.updateMany({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verifyOtp(ctx.app, { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Request a new one.');
  });

  it('accepts a code only once, also when used twice at the same moment', async () => {
    const email = uniqueEmail('once');
    const code = await requestCode(ctx.app, email);
    expect((await verifyOtp(ctx.app, { email, otp: code })).statusCode).toBe(200);
    const again = await verifyOtp(ctx.app, { email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(API_MESSAGES.otpInvalid);

    const email2 = uniqueEmail('once-race');
    const code2 = await requestCode(ctx.app, email2);
    const race = await Promise.all(Array.from({ length: 5 }, () => verifyOtp(ctx.app, { email: email2, otp: code2 })));
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      await ctx.app.models.Session.countDocuments({ userId: (await ctx.app.models.User.findOne({ email: email2 }).lean())?._id }),
    ).toBe(1);
  });
});

describe('roles from ADMIN_EMAILS and CA_EMAILS', () => {
  it('makes an admin or a CA on first sign-in, and never a student into staff otherwise', async () => {
    const admin = uniqueEmail('boss');
    const ca = uniqueEmail('accounts');
    const app = await createTestApp({ config: { adminEmails: [admin], caEmails: [ca] } });
    try {
      await signInThroughOtp(app, admin);
      await signInThroughOtp(app, ca);
      const student = await signInThroughOtp(app);
      expect((await app.models.User.findOne({ email: admin }).lean())?.role).toBe('ADMIN');
      expect((await app.models.User.findOne({ email: ca }).lean())?.role).toBe('CA');
      expect((await app.models.User.findOne({ email: student.email }).lean())?.role).toBe('STUDENT');
    } finally {
      await destroyTestApp(app);
    }
  });

  it('promotes an existing student listed in ADMIN_EMAILS at the next sign-in', async () => {
    const email = uniqueEmail('later-admin');
    const first = await createTestApp();
    const dbName = first.config.mongodbDb;
    await signInThroughOtp(first, email);
    await first.close();
    const second = await createTestApp({ config: { mongodbDb: dbName, adminEmails: [email] } });
    try {
      await second.models.OtpCode.updateMany({ email }, { $set: { sentAt: new Date(Date.now() - 120_000) } });
      await signInThroughOtp(second, email);
      expect((await second.models.User.findOne({ email }).lean())?.role).toBe('ADMIN');
    } finally {
      await destroyTestApp(second);
    }
  });
});
