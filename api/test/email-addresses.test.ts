/**
 * Sign-in addresses that cannot be abused: one strict rule (domain parseEmailAddress) on both OTP
 * routes, one mailbox per mail, the per-address limits on the normalized address, and an address
 * the mail server refuses answered as the user's mistake (400), not as an outage (503).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { mailTo } from '../../tools/test-support/inbox.ts';
import { createTestApp, destroyTestApp, inboxUrl, sendOtp, uniqueEmail, useTestApp, verifyOtp } from './helpers/app.ts';

const ctx = useTestApp();

/** Addresses that carried a code to victim@… or disguised one mailbox as many. */
const disguised = (victim: string) => {
  const [local, domain] = victim.split('@');
  return [
    `x<${victim}>`,
    `${victim}>`,
    `<${victim}>`,
    `"${local}"@${domain}`,
    `a<${victim}>`,
    `ceo.portal.example<${victim}>`,
    `Asha <${victim}>`,
    `${victim},other@example.com`,
    `${victim};other@example.com`,
    `${local}\u0000@${domain}`,
    `${local}@${domain}\u0000`,
    `${local}\r\nBcc: ${victim}`,
    `<script>${victim}`,
    `${'a'.repeat(65)}@${domain}`,
    `${local}@[127.0.0.1]`,
  ];
};

describe('addresses that are not exactly one mailbox', () => {
  it('are refused by POST /auth/otp/send with the SPEC message; no code is kept and no mail leaves', async () => {
    const victim = uniqueEmail('victim');
    for (const email of disguised(victim)) {
      const res = await sendOtp(ctx.app, email);
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.emailInvalid });
    }
    expect(await ctx.app.models.OtpCode.countDocuments({})).toBe(0);
    expect(await mailTo(inboxUrl(), victim)).toHaveLength(0);
  });

  it('are refused by POST /auth/otp/verify, so no account gets a disguised address', async () => {
    const victim = uniqueEmail('victim');
    for (const email of disguised(victim)) {
      const res = await verifyOtp(ctx.app, { email, otp: '123456' });
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json().message).toBe(MESSAGES.emailInvalid);
    }
    expect(await ctx.app.models.User.countDocuments({ email: { $regex: victim.split('@')[0] } })).toBe(0);
  });
});

describe('a valid address', () => {
  it('gets one mail with exactly that one recipient', async () => {
    const email = uniqueEmail("o'brien+portal");
    const res = await sendOtp(ctx.app, ` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const mails = await mailTo(inboxUrl(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.map((t) => t.address)).toEqual([email]);
  });

  it('shares its resend cooldown with every spelling of it', async () => {
    const email = uniqueEmail('spelling');
    expect((await sendOtp(ctx.app, email)).statusCode).toBe(200);
    for (const spelling of [email.toUpperCase(), `  ${email}\t`, `${email[0]!.toUpperCase()}${email.slice(1)}`]) {
      const res = await sendOtp(ctx.app, spelling);
      expect(res.statusCode, spelling).toBe(429);
    }
    expect(await mailTo(inboxUrl(), email)).toHaveLength(1);
  });
});

/** A real SMTP server that answers RCPT TO for some mailboxes as a provider would. */
function refusingSmtpServer() {
  const answers: Record<string, { code: number; text: string }> = {
    nouser: { code: 550, text: '5.1.1 No such user here' },
    badname: { code: 553, text: '5.1.3 Mailbox name not allowed' },
    busy: { code: 450, text: '4.2.1 Mailbox busy, try again later' },
    relay: { code: 550, text: '5.7.1 Relaying denied' },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = answers[address.address.split('-')[0]!];
      if (!answer) return callback();
      return callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('an address the mail server refuses', () => {
  const smtp = refusingSmtpServer();
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ config: { smtpUrl: await smtp.listen() }, logLines: lines });
  });
  afterAll(async () => {
    await destroyTestApp(app);
    await smtp.close();
  });
  const logged = (msg: string) => lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.msg === msg);

  it.each(['nouser', 'badname'])('answers 400 with a clear message when it refuses the mailbox for good (%s)', async (kind) => {
    const email = uniqueEmail(kind);
    const res = await sendOtp(app, email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: API_MESSAGES.mailRecipientRefused });
    expect(await app.models.OtpCode.countDocuments({ email })).toBe(0);
    expect((await sendOtp(app, email)).statusCode).toBe(400); // withdrawn: a retry is refused again, not throttled
  });

  it('logs a refused address at info, as a user mistake, without the full address', async () => {
    const email = uniqueEmail('nouser');
    await sendOtp(app, email);
    expect(logged('the mail server refused the address').every((l) => l.level === 30)).toBe(true);
    expect(logged('the mail server refused the address').length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(email);
  });

  it('answers 503 for a temporary refusal and for a policy refusal of the sender, and logs those as errors', async () => {
    for (const kind of ['busy', 'relay']) {
      const res = await sendOtp(app, uniqueEmail(kind));
      expect(res.statusCode, kind).toBe(503);
      expect(res.json().message).toBe(API_MESSAGES.mailFailed);
    }
    expect(logged('sending the OTP mail failed').map((l) => l.level)).toEqual([50, 50]);
  });

  it('still delivers to the mailboxes it accepts', async () => {
    expect((await sendOtp(app, uniqueEmail('fine'))).statusCode).toBe(200);
  });
});
