/**
 * The mail outbox: one mail per event key, retries with a growing pause while the
 * SMTP server refuses, kept as failed after the last attempt, listed for an admin and sent again
 * on the admin's word. The worker is driven by hand with its own clock; mails go to the real inbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { createOutbox, OUTBOX_MAX_ATTEMPTS, type Outbox } from '../src/features/mail-outbox/outbox-service.ts';
import { createTestApp, destroyTestApp, inboxUrl, uniqueEmail } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { mailTo } from '../../tools/test-support/inbox.ts';

let app: App;
let outbox: Outbox;
let clock: Date;

beforeAll(async () => {
  app = await createTestApp({ config: { outboxWorker: false } });
});
afterAll(() => destroyTestApp(app));
beforeEach(() => {
  clock = new Date('2026-11-25T10:00:00Z');
  outbox = createOutbox(app, { now: () => clock });
});

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

function paymentLinkMail(to: string, key = `payment-link:${to}`) {
  return outbox.enqueue({ key, to, template: 'payment-link', data: { name: 'Asha', url: 'https://rzp.io/l/abc123', changed: false } });
}

/** Runs with the SMTP side refusing every mail. */
async function withMailerDown<T>(run: () => Promise<T>): Promise<T> {
  const send = app.mailer.send;
  app.mailer.send = async () => {
    throw new Error('SMTP down');
  };
  try {
    return await run();
  } finally {
    app.mailer.send = send;
  }
}

describe('the outbox', () => {
  it('records one mail per event key and sends it once', async () => {
    const to = uniqueEmail('once');
    await paymentLinkMail(to);
    await paymentLinkMail(to);
    expect(await app.models.OutboxMail.countDocuments({ to })).toBe(1);
    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await expect.poll(async () => (await mailTo(inboxUrl(), to)).length).toBe(1);
    expect((await mailTo(inboxUrl(), to))[0]!.text).toContain('https://rzp.io/l/abc123');
  });

  it('tries again after a growing pause, then keeps the mail as failed for an admin, who sends it again', async () => {
    const to = uniqueEmail('down');
    await paymentLinkMail(to);
    await withMailerDown(async () => {
      expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
      // Not due yet: the first pause is 5 s.
      later(4_000);
      expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      for (let attempt = 2; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
        later(10 * 60_000);
        expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
      }
      later(10 * 60_000);
      expect(await outbox.runOnce()).toMatchObject({ failed: 1 });
      expect((await app.models.OutboxMail.findOne({ to }).lean())!.failedAt).toEqual(clock);
      later(60 * 60_000);
      expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    });
    const record = await app.models.OutboxMail.findOne({ to }).lean();
    expect(record).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null, lastError: 'SMTP down' });

    const admin = await signInAs(app, 'ADMIN');
    const list = await app.inject({ method: 'GET', url: '/admin/api/mail/failed', headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().items.find((m: { to: string }) => m.to === to);
    expect(row).toMatchObject({
      template: 'payment-link',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'SMTP down',
      key: `payment-link:${to}`,
    });
    expect(list.json().totalItems).toBeGreaterThanOrEqual(1);

    const retry = () => app.inject({ method: 'POST', url: `/admin/api/mail/${row.id}/retry`, headers: admin.headers, payload: {} });
    expect((await retry()).statusCode).toBe(204);
    expect(await outbox.runOnce()).toMatchObject({ sent: 1 });
    await expect.poll(async () => (await mailTo(inboxUrl(), to)).length).toBe(1);
    const again = await retry();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(API_MESSAGES.failedMailNotFound);
    const audit = await app.models.AuditEntry.findOne({ action: 'mail.retry', targetId: row.id }).lean();
    expect(audit).toMatchObject({ actorEmail: admin.email, targetType: 'mail' });
  });

  it('lists and resends failed mails for an admin only', async () => {
    for (const role of ['STUDENT', 'CA'] as const) {
      const user = await signInAs(app, role);
      expect((await app.inject({ method: 'GET', url: '/admin/api/mail/failed', headers: user.headers })).statusCode).toBe(403);
      const retry = await app.inject({
        method: 'POST',
        url: '/admin/api/mail/64b7f0c2a1b2c3d4e5f60718/retry',
        headers: user.headers,
        payload: {},
      });
      expect(retry.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/admin/api/mail/failed' })).statusCode).toBe(401);
    const admin = await signInAs(app, 'ADMIN');
    const unknown = await app.inject({ method: 'POST', url: '/admin/api/mail/not-an-id/retry', headers: admin.headers, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });
});
