/**
 * Razorpay delivers the same event more than once, sometimes at the same moment: five deliveries
 * of one payment_link.paid at once to two API processes (API_WORKERS=2) with FEE_AUTO_VERIFY=on
 * store one event, record one payment, send one mail of each kind and issue one invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { App } from '../src/app.ts';
import { WORKERS_START_TIMEOUT_MS, startApiWorkers, type ApiWorkers } from './helpers/api-workers.ts';
import { createTestApp, destroyTestApp, inboxUrl } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { verifyId } from './helpers/program.ts';
import {
  paidEvent,
  razorpayEnv,
  razorpayId,
  signWebhook,
  startRazorpayDouble,
  type RazorpayDouble,
} from '@portal/stack/razorpay-double.mjs';
import { razorpayConfig } from './helpers/razorpay-config.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

describe('one Razorpay event delivered five times at once to two API processes', () => {
  let double: RazorpayDouble;
  let workers: ApiWorkers;
  let setup: App;

  beforeAll(async () => {
    double = await startRazorpayDouble();
    workers = await startApiWorkers(razorpayEnv(double, { FEE_AUTO_VERIFY: 'on' }));
    // Users are made through a process of its own on the workers' database, which processes no events.
    setup = await createTestApp({ config: { mongodbDb: workers.db, razorpay: razorpayConfig(double) } });
    await setup.paymentGateway.stop();
  }, WORKERS_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    if (workers?.primary.exitCode === null) workers.primary.kill('SIGKILL');
    await destroyTestApp(setup);
    await double?.close();
  });

  it(
    'stores it once and records one payment, one mail of each kind and one invoice',
    async () => {
      const admin = await signInAs(setup, 'ADMIN');
      const student = await studentWith(setup);
      await verifyId(setup, student.id, student.email);
      const made = await fetch(`${workers.base}/admin/students/${student.id}/payment-link/razorpay`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(made.status, await made.clone().text()).toBe(200);
      const linkId = String((await setup.models.User.findById(student.id).lean())!.paymentLinkId);
      const payment = double.pay(linkId);
      const body = paidEvent(double.links.get(linkId)!, payment);
      const eventId = razorpayId('evt');

      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${workers.base}/webhooks/razorpay`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': eventId },
            body,
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { repeat: boolean } })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => !a.body.repeat)).toHaveLength(1);

      await expect
        .poll(async () => (await setup.models.User.findById(student.id).lean())?.feeVerified, { timeout: 20_000, interval: 200 })
        .toBe(true);
      expect(await setup.models.GatewayEvent.countDocuments({ eventId })).toBe(1);
      const userId = new Types.ObjectId(student.id);
      expect(await setup.models.Invoice.countDocuments({ userId, documentType: 'INVOICE' })).toBe(1);
      expect(await setup.models.AuditEntry.countDocuments({ targetId: student.id, action: 'payment.gateway-paid' })).toBe(1);
      expect(await setup.models.AuditEntry.countDocuments({ targetId: student.id, action: 'fee.verify' })).toBe(1);
      await waitForMail(inboxUrl(), student.email, { subject: /Fee verified/, timeoutMs: 20_000 });
      await waitForMail(inboxUrl(), student.email, { subject: /received your training fee/, timeoutMs: 20_000 });
      const mails = await mailTo(inboxUrl(), student.email);
      expect(mails.filter((m) => /received your training fee/.test(m.subject))).toHaveLength(1);
      expect(mails.filter((m) => /Fee verified/.test(m.subject))).toHaveLength(1);
      expect((await mailTo(inboxUrl(), admin.email)).filter((m) => /Fee paid through Razorpay/.test(m.subject))).toHaveLength(1);
    },
    WORKERS_START_TIMEOUT_MS,
  );
});
