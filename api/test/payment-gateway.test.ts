/**
 * Payments confirmed by Razorpay: links made from the admin's list against the local double of
 * Razorpay's Payment Links API, and webhooks signed as Razorpay signs them, on the real database
 * and inbox.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reconcilePayments } from '../src/commands/payments-reconcile.ts';
import { Types } from 'mongoose';
import { formatRupees } from '@portal/domain/money';
import { GATEWAY_STUDENT_MESSAGES } from '@portal/domain/payment-gateway';
import { loadConfig, type AppConfig } from '../src/config.ts';
import type { App } from '../src/app.ts';
import { createTestApp, destroyTestApp, inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { VALID_LINK, clearPaymentLink, setPaymentLink } from './helpers/fees.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { verifyId } from './helpers/program.ts';
import {
  TEST_WEBHOOK_SECRET,
  callbackQuery,
  linkStatusEvent,
  paidEvent,
  razorpayEnv,
  razorpayId,
  refundEvent,
  signWebhook,
  startRazorpayDouble,
  type RazorpayDouble,
} from '@portal/stack/razorpay-double.mjs';
import { razorpayConfig } from './helpers/razorpay-config.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

let double: RazorpayDouble;
const config: Partial<AppConfig> = {};
beforeAll(async () => {
  double = await startRazorpayDouble();
  config.razorpay = razorpayConfig(double);
});
afterAll(async () => {
  await double?.close();
});
const ctx = useTestApp({ config });

function postWebhook(app: App, body: string, headers: Record<string, string | undefined>) {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    payload: body,
    headers: { 'content-type': 'application/json', ...clean },
  });
}

function deliver(app: App, body: string, eventId = razorpayId('evt')) {
  return postWebhook(app, body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': eventId });
}

function createLink(app: App, admin: SignedInUser, studentId: string) {
  return app.inject({ method: 'POST', url: `/admin/students/${studentId}/payment-link/razorpay`, headers: admin.headers, payload: {} });
}

async function studentWithLink(app: App, admin: SignedInUser, fields: Record<string, unknown> = {}) {
  const student = await studentWith(app, fields);
  const res = await createLink(app, admin, student.id);
  expect(res.statusCode, res.body).toBe(200);
  const user = await app.models.User.findById(student.id).lean();
  const link = double.links.get(String(user!.paymentLinkId))!;
  expect(link).toBeDefined();
  return { student, link };
}

const eventsStored = (app: App) => app.models.GatewayEvent.countDocuments();

/** Waits until every stored event is processed (the worker each delivery wakes, or this call). */
async function processed(app: App) {
  await expect
    .poll(
      async () => {
        await app.paymentGateway.processPending();
        return app.models.GatewayEvent.countDocuments({ jobDone: false });
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
}

describe('Razorpay payment links made from the admin list', () => {
  it("creates a Standard link for the cohort's fee, stores it with the student and mails it", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const before = Date.now();
    const res = await createLink(ctx.app, admin, student.id);
    expect(res.statusCode, res.body).toBe(200);
    const call = double.calls.filter((c) => c.path === '/v1/payment_links').at(-1)!;
    const body = call.body as Record<string, unknown>;
    const fee = res.json().feeMinor as number;
    expect(body).toMatchObject({
      amount: fee,
      currency: 'INR',
      accept_partial: false,
      reference_id: `${student.id}-1`,
      customer: { name: 'Priya Sharma', email: student.email, contact: '+919876543210' },
      callback_method: 'get',
    });
    expect(String(body.callback_url)).toMatch(/\/student-main\/pay$/);
    const expireBy = (body.expire_by as number) * 1000;
    expect(expireBy - before).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expireBy - before).toBeLessThan(7 * 24 * 3600_000 + 60_000);

    const user = await ctx.app.models.User.findById(student.id).lean();
    const link = double.links.get(String(user!.paymentLinkId))!;
    expect(res.json()).toMatchObject({ paymentLinkUrl: link.short_url, paymentAmountMinor: fee });
    expect(user).toMatchObject({ paymentLinkUrl: link.short_url, paymentLinkStatus: 'created' });
    expect(await ctx.app.models.GatewayLink.findById(link.id).lean()).toMatchObject({
      studentId: user!._id,
      status: 'created',
      amountMinor: fee,
    });
    const mail = await waitForMail(inboxUrl(), student.email, { subject: /payment link is ready/ });
    expect(mail.text).toContain(link.short_url);

    // A second link takes the next reference and cancels the first at Razorpay.
    const again = await createLink(ctx.app, admin, student.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(double.links.get(link.id)!.status).toBe('cancelled');
    const second = await ctx.app.models.User.findById(student.id).lean();
    expect(double.links.get(String(second!.paymentLinkId))!.reference_id).toBe(`${student.id}-2`);
  });

  it("shows Razorpay's message when it refuses, and changes nothing", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    double.failNext(400, 'Please enter a valid contact number');
    const linksBefore = double.links.size;
    const res = await createLink(ctx.app, admin, student.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Razorpay: Please enter a valid contact number');
    expect(double.links.size).toBe(linksBefore);
    const user = await ctx.app.models.User.findById(student.id).lean();
    expect(user).toMatchObject({ paymentLinkUrl: null, paymentLinkId: null });
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: { $regex: '^payment' } })).toBe(0);
  });

  it('cancels the Razorpay link at Razorpay before a pasted link replaces it or Clear removes it', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const pasted = await setPaymentLink(ctx.app, admin, student.id, {
      url: VALID_LINK,
      amountMajor: double.links.get(link.id)!.amount / 100,
      currency: 'INR',
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(double.links.get(link.id)!.status).toBe('cancelled');
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ paymentLinkUrl: VALID_LINK, paymentLinkId: null });

    const second = await createLink(ctx.app, admin, student.id);
    expect(second.statusCode, second.body).toBe(200);
    const id = String((await ctx.app.models.User.findById(student.id).lean())!.paymentLinkId);
    expect((await clearPaymentLink(ctx.app, admin, student.id)).statusCode).toBe(200);
    expect(double.links.get(id)!.status).toBe('cancelled');
  });

  it('is refused to anyone but an admin', async () => {
    const student = await studentWith(ctx.app);
    const res = await createLink(ctx.app, student, student.id);
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /webhooks/razorpay', () => {
  it('records a paid link: the payment facts, step 2 done, mails to the student and admins, an audit entry', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id, { method: 'upi' });
    const res = await deliver(ctx.app, paidEvent(double.links.get(link.id)!, payment));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, repeat: false });
    await processed(ctx.app);

    const user = await ctx.app.models.User.findById(student.id).lean();
    expect(user).toMatchObject({ feePaid: true, feeVerified: false, paymentLinkStatus: 'paid' });
    expect(user!.gatewayPayment).toMatchObject({
      paymentId: payment.id,
      method: 'upi',
      amountMinor: link.amount,
      bankReference: payment.upiTransactionId,
      paymentLinkId: link.id,
    });
    const journey = (await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: student.headers })).json();
    expect(journey.steps.find((s: { key: string }) => s.key === 'fee')).toMatchObject({ done: true });
    const status = (await ctx.app.inject({ method: 'GET', url: '/student/payment', headers: student.headers })).json();
    expect(status).toMatchObject({ linkStatus: 'paid', payment: { paymentId: payment.id, method: 'upi' } });

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /received your training fee payment/ });
    expect(mail.text).toContain(payment.id);
    expect(mail.text).toContain(`ref ${payment.upiTransactionId}`);
    const adminMail = await waitForMail(inboxUrl(), admin.email, { subject: /Fee paid through Razorpay/ });
    expect(adminMail.text).toContain(student.email);
    expect(await ctx.app.models.AuditEntry.findOne({ targetId: student.id, action: 'payment.gateway-paid' }).lean()).toMatchObject({
      actorRole: 'SYSTEM',
      after: { paymentId: payment.id },
    });
    expect(await ctx.app.models.Invoice.countDocuments({ userId: new Types.ObjectId(student.id) })).toBe(0);
    // The admin's list: "Paid, not verified", with its filter.
    const paid = (
      await ctx.app.inject({ method: 'GET', url: `/admin/api/students?fee=paid&query=${student.email}`, headers: admin.headers })
    ).json();
    expect(paid.items).toHaveLength(1);
    expect(paid.items[0]).toMatchObject({
      feePaid: true,
      paymentState: 'paid',
      gatewayPaymentId: payment.id,
      gatewayPaidAt: expect.any(String),
    });
    expect(paid.counts.fee.paid).toBe(1);

    // The admin's student page shows the facts and the event as it came.
    const view = (await ctx.app.inject({ method: 'GET', url: `/admin/api/students/${student.id}/gateway`, headers: admin.headers })).json();
    expect(view.payment).toMatchObject({ paymentId: payment.id });
    expect(view.events[0]).toMatchObject({ event: 'payment_link.paid', outcome: 'recorded', paymentId: payment.id });
    expect(JSON.parse(view.events[0].body).payload.payment.entity.id).toBe(payment.id);
  });

  it('stores an event once by its id: a repeat answers 200 and does nothing', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    const body = paidEvent(double.links.get(link.id)!, payment);
    const eventId = razorpayId('evt');
    expect((await deliver(ctx.app, body, eventId)).json()).toEqual({ received: true, repeat: false });
    await processed(ctx.app);
    const again = await deliver(ctx.app, body, eventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, repeat: true });
    await processed(ctx.app);
    expect(await ctx.app.models.GatewayEvent.countDocuments({ eventId })).toBe(1);
    await waitForMail(inboxUrl(), student.email, { subject: /received your training fee payment/ });
    expect((await mailTo(inboxUrl(), student.email)).filter((m) => /received your training fee/.test(m.subject))).toHaveLength(1);
  });

  it('stores a payment once whatever the event id: a replay under a new id, or the same body, answers 200 as a repeat', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    const body = paidEvent(double.links.get(link.id)!, payment);
    expect((await deliver(ctx.app, body)).json()).toEqual({ received: true, repeat: false });
    // The event id header is not signed: a replay may carry any.
    expect((await deliver(ctx.app, body)).json()).toEqual({ received: true, repeat: true });
    const rewritten = JSON.stringify({ ...(JSON.parse(body) as object), created_at: Math.floor(Date.now() / 1000) + 1 });
    expect((await deliver(ctx.app, rewritten)).json()).toEqual({ received: true, repeat: true });
    await processed(ctx.app);
    expect(await ctx.app.models.GatewayEvent.countDocuments({ paymentId: payment.id })).toBe(1);
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'payment.gateway-paid' })).toBe(1);

    // An event naming no payment is stored once by its body.
    const expired = linkStatusEvent(double.links.get(link.id)!, 'expired');
    expect((await deliver(ctx.app, expired)).json()).toEqual({ received: true, repeat: false });
    expect((await deliver(ctx.app, expired)).json()).toEqual({ received: true, repeat: true });
    expect(await ctx.app.models.GatewayEvent.countDocuments({ paymentLinkId: link.id, event: 'payment_link.expired' })).toBe(1);
  });

  it("answers 200 to a signed event created over a week ago (a replay, past Razorpay's retries) and neither stores nor processes it", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    const weekAgo = Math.floor((Date.now() - 7 * 24 * 3600_000) / 1000) - 60;
    const body = JSON.stringify({ ...(JSON.parse(paidEvent(double.links.get(link.id)!, payment)) as object), created_at: weekAgo });
    const res = await deliver(ctx.app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: false, repeat: false });
    await processed(ctx.app);
    expect(await ctx.app.models.GatewayEvent.countDocuments({ paymentId: payment.id })).toBe(0);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false, gatewayPayment: null });
  });

  it.each([
    ['a wrong signature', (body: string) => ({ body, signature: signWebhook(body, 'another-secret-0123456789') })],
    ['a body changed after signing', (body: string) => ({ body: body.replace('"captured"', '"failed"'), signature: signWebhook(body) })],
    ['no signature header', (body: string) => ({ body, signature: undefined })],
  ])('refuses %s with 400 and stores nothing', async (_name, forge) => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const { body, signature } = forge(paidEvent(double.links.get(link.id)!, double.pay(link.id)));
    const before = await eventsStored(ctx.app);
    const res = await postWebhook(ctx.app, body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': razorpayId('evt') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The webhook signature is missing or does not match the body.');
    await processed(ctx.app);
    expect(await eventsStored(ctx.app)).toBe(before);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false, gatewayPayment: null });
  });

  it('accepts the previous webhook secret during a rotation', async () => {
    const rotated = await createTestApp({
      config: { razorpay: razorpayConfig(double, { webhookSecrets: ['the-new-secret-0123456789', TEST_WEBHOOK_SECRET] }) },
    });
    try {
      const body = linkStatusEvent(double.links.values().next().value!, 'expired');
      const res = await postWebhook(rotated, body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': razorpayId('evt') });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await destroyTestApp(rotated);
    }
  });

  it('keeps a payment of another amount for an admin ("needs attention") and never marks it paid', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id, { amount: link.amount - 100 });
    expect((await deliver(ctx.app, paidEvent(double.links.get(link.id)!, payment))).statusCode).toBe(200);
    await processed(ctx.app);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({
      feePaid: false,
      feeVerified: false,
      gatewayPayment: null,
    });
    const list = (await ctx.app.inject({ method: 'GET', url: '/admin/api/payments/attention', headers: admin.headers })).json();
    const item = list.items.find((i: { paymentId: string }) => i.paymentId === payment.id);
    expect(item).toMatchObject({ outcome: 'attention', studentEmail: student.email });
    expect(item.attention).toMatch(/^Paid ₹.*but the fee is ₹/);
    const rows = (
      await ctx.app.inject({ method: 'GET', url: `/admin/api/students?query=${student.email}&page=0`, headers: admin.headers })
    ).json();
    expect(rows.items[0]).toMatchObject({ paymentState: 'needs-attention' });

    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/payments/attention/${item.id}/resolve`,
      headers: admin.headers,
      payload: {},
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().items.some((i: { id: string }) => i.id === item.id)).toBe(false);
  });

  it("names the currency paid when it is not the fee's", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    expect((await deliver(ctx.app, paidEvent({ ...double.links.get(link.id)!, currency: 'USD' }, payment))).statusCode).toBe(200);
    await processed(ctx.app);
    const list = (await ctx.app.inject({ method: 'GET', url: '/admin/api/payments/attention', headers: admin.headers })).json();
    const fee = formatRupees(link.amount);
    expect(list.items.find((i: { paymentId: string }) => i.paymentId === payment.id)).toMatchObject({
      attention: `Paid USD ${fee.slice(1)}, but the fee is ${fee}: not verified automatically.`,
    });
  });

  it('keeps a payment of a link that is no longer current, or of an unknown link, for an admin', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link: old } = await studentWithLink(ctx.app, admin);
    expect((await createLink(ctx.app, admin, student.id)).statusCode).toBe(200);
    // Paid anyway (Razorpay had taken the payment before the cancel reached it).
    const late = double.pay(old.id);
    await deliver(ctx.app, paidEvent(double.links.get(old.id)!, late));
    const stranger = { ...old, id: razorpayId('plink'), reference_id: 'made-elsewhere-1' };
    const unknown = { ...late, id: razorpayId('pay') };
    await deliver(ctx.app, paidEvent(stranger, unknown));
    await processed(ctx.app);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false });
    const items = (await ctx.app.inject({ method: 'GET', url: '/admin/api/payments/attention', headers: admin.headers })).json().items;
    expect(items.find((i: { paymentId: string }) => i.paymentId === late.id)).toMatchObject({
      studentId: student.id,
      attention: expect.stringMatching(/no longer the student/),
    });
    expect(items.find((i: { paymentId: string }) => i.paymentId === unknown.id)).toMatchObject({
      studentId: null,
      attention: expect.stringMatching(/no student matched/),
    });
  });

  it('marks an expired link, which the student is told about', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    double.expire(link.id);
    expect((await deliver(ctx.app, linkStatusEvent(double.links.get(link.id)!, 'expired'))).statusCode).toBe(200);
    await processed(ctx.app);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ paymentLinkStatus: 'expired', feePaid: false });
    expect((await ctx.app.models.GatewayLink.findById(link.id).lean())!.status).toBe('expired');
    const status = (await ctx.app.inject({ method: 'GET', url: '/student/payment', headers: student.headers })).json();
    expect(status.linkStatus).toBe('expired');
    const rows = (
      await ctx.app.inject({ method: 'GET', url: `/admin/api/students?query=${student.email}&page=0`, headers: admin.headers })
    ).json();
    expect(rows.items[0]).toMatchObject({ paymentState: 'link-expired' });
    expect(GATEWAY_STUDENT_MESSAGES.linkExpired).toBe('This link has expired; a new one will be sent.');
  });

  it('lists a refund Razorpay processed for a recorded payment for the admins', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    await deliver(ctx.app, paidEvent(double.links.get(link.id)!, payment));
    await processed(ctx.app);
    await deliver(ctx.app, refundEvent(payment.id, link.amount));
    await processed(ctx.app);
    const items = (await ctx.app.inject({ method: 'GET', url: '/admin/api/payments/attention', headers: admin.headers })).json().items;
    expect(
      items.find((i: { event: string; paymentId: string }) => i.event === 'refund.processed' && i.paymentId === payment.id),
    ).toMatchObject({
      studentId: student.id,
      attention: expect.stringMatching(/refund/),
    });
  });

  it('processes an event stored by a process that stopped before processing it, after a restart', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    // The first process stores the event and stops before its worker takes it (as if it died there).
    const db = ctx.app.config.mongodbDb;
    const first = await createTestApp({ config: { ...config, mongodbDb: db } });
    await first.paymentGateway.stop();
    await ctx.app.paymentGateway.stop();
    const payment = double.pay(link.id);
    const res = await deliver(first, paidEvent(double.links.get(link.id)!, payment));
    expect(res.statusCode).toBe(200);
    await first.close();
    expect(await ctx.app.models.GatewayEvent.findOne({ paymentId: payment.id }).lean()).toMatchObject({ jobDone: false, outcome: null });
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false });

    // The next process takes it at start.
    const restarted = await createTestApp({ config: { ...config, mongodbDb: db } });
    try {
      await expect
        .poll(async () => (await restarted.models.GatewayEvent.findOne({ paymentId: payment.id }).lean())?.outcome, {
          timeout: 30_000,
        })
        .toBe('recorded');
      expect(await restarted.models.User.findById(student.id).lean()).toMatchObject({
        feePaid: true,
        gatewayPayment: { paymentId: payment.id },
      });
    } finally {
      await restarted.close();
      ctx.app.paymentGateway.start();
    }
  }, 90_000);
});

describe('the redirect back to Pay Fee', () => {
  it("is valid when Razorpay signed it for the student's link, and ignored when forged", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    const query = callbackQuery(double.links.get(link.id)!, payment.id);
    const check = (body: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/student/payment/callback', headers: student.headers, payload: body });
    const valid = await check(query);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual({ valid: true, status: 'paid' });
    expect((await check({ ...query, razorpay_payment_id: razorpayId('pay') })).json()).toEqual({ valid: false, status: null });
    expect((await check(callbackQuery(double.links.get(link.id)!, payment.id, 'not-the-key-secret'))).json()).toEqual({
      valid: false,
      status: null,
    });
    // Nothing is recorded from the redirect: the webhook is the source of truth.
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false });
  });
});

describe('FEE_AUTO_VERIFY=on', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ config: { razorpay: razorpayConfig(double, { autoVerify: true }) } });
  });
  afterAll(() => destroyTestApp(app));

  it('verifies the fee of a paid link through the admin path: one invoice, its mail and audit entry', async () => {
    const admin = await signInAs(app, 'ADMIN');
    const { student, link } = await studentWithLink(app, admin);
    await verifyId(app, student.id, student.email);
    const payment = double.pay(link.id, { method: 'card' });
    const body = paidEvent(double.links.get(link.id)!, payment);
    await deliver(app, body);
    await deliver(app, body);
    await processed(app);
    expect(await app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: true, feeVerified: true });
    expect(await app.models.Invoice.countDocuments({ userId: new Types.ObjectId(student.id), documentType: 'INVOICE' })).toBe(1);
    expect(await app.models.AuditEntry.findOne({ targetId: student.id, action: 'fee.verify' }).lean()).toMatchObject({
      actorRole: 'SYSTEM',
    });
    const mail = await waitForMail(inboxUrl(), student.email, { subject: /Fee verified/ });
    // The invoice records the payment: on the PDF ("Paid by card, ref …") and in the CA's CSV.
    const invoice = await app.models.Invoice.findOne({ userId: new Types.ObjectId(student.id) }).lean();
    expect(invoice!.payment).toEqual({ paymentId: payment.id, method: 'card', bankReference: payment.rrn });
    expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
    const pdf = await app.invoices.pdfOf(String(invoice!._id));
    expect(await pdfText(pdf!.bytes)).toContain(`Paid by card, ref ${payment.rrn} (Razorpay ${payment.id})`);
    const ca = await signInAs(app, 'CA');
    const csv = await app.inject({ method: 'GET', url: '/ca/invoices/export.csv', headers: ca.headers });
    expect(csv.body.split('\n')[0]).toMatch(/,Payment ID\r?$/);
    expect(csv.body).toContain(`,${payment.id}`);
  });

  it('does not verify a payment that needs attention', async () => {
    const admin = await signInAs(app, 'ADMIN');
    const { student, link } = await studentWithLink(app, admin);
    await verifyId(app, student.id, student.email);
    await deliver(app, paidEvent(double.links.get(link.id)!, double.pay(link.id, { amount: link.amount + 100 })));
    await processed(app);
    expect(await app.models.User.findById(student.id).lean()).toMatchObject({ feePaid: false, feeVerified: false });
    expect(await app.models.Invoice.countDocuments({ userId: new Types.ObjectId(student.id) })).toBe(0);
  });
});

describe('npm run payments:reconcile', () => {
  it('processes what Razorpay says of open links (a missed webhook) through the same path', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, link } = await studentWithLink(ctx.app, admin);
    const payment = double.pay(link.id);
    const lines: string[] = [];
    const code = await reconcilePayments(
      {
        MONGODB_URI: inject('mongoUri'),
        MONGODB_DB: ctx.app.config.mongodbDb,
        SMTP_URL: inject('smtpUrl'),
        PROGRAM_TODAY: '2025-10-20',
        ...razorpayEnv(double),
      },
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    // Without keys there is nothing to ask Razorpay about.
    expect(await reconcilePayments({ MONGODB_URI: inject('mongoUri') }, (line) => lines.push(line))).toBe(2);
    expect(lines.at(-1)).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set/);
    expect(lines.join('\n')).toMatch(/Asked Razorpay about \d+ open payment link\(s\); [1-9]\d* had news/);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({
      feePaid: true,
      gatewayPayment: { paymentId: payment.id },
    });
    // The webhook arriving late changes nothing more.
    await deliver(ctx.app, paidEvent(double.links.get(link.id)!, payment));
    await processed(ctx.app);
    // The command records the student's mail with its worker off; the API's worker sends it on its next
    // round (a late webhook is a repeat now, stored no more, so nothing wakes the worker before then).
    await ctx.app.outbox.runOnce();
    await waitForMail(inboxUrl(), student.email, { subject: /received your training fee payment/ });
    expect((await mailTo(inboxUrl(), student.email)).filter((m) => /received your training fee/.test(m.subject))).toHaveLength(1);
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'payment.gateway-paid' })).toBe(1);
  }, 90_000);
});

describe('the Razorpay settings', () => {
  const base = { NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:1/x' };
  const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }, { warn: () => undefined });

  it('default to the manual path: no keys, no webhooks, links for 7 days, no automatic verification', () => {
    expect(load({}).razorpay).toEqual({
      keyId: null,
      keySecret: null,
      webhookSecrets: [],
      apiUrl: 'https://api.razorpay.com',
      linkExpiryDays: 7,
      autoVerify: false,
    });
  });

  it('take the key id and secret together, and a previous webhook secret only beside a current one', () => {
    expect(() => load({ RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456' })).toThrow(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together/,
    );
    expect(() => load({ RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'old-secret-123' })).toThrow(/RAZORPAY_WEBHOOK_SECRET_PREVIOUS is set but/);
    expect(() => load({ RAZORPAY_KEY_ID: 'pk_live_123', RAZORPAY_KEY_SECRET: 'secret-123' })).toThrow(
      /RAZORPAY_KEY_ID must be a Razorpay key id/,
    );
    expect(
      load({ RAZORPAY_WEBHOOK_SECRET: 'new-secret-123', RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'old-secret-123', FEE_AUTO_VERIFY: 'on' })
        .razorpay,
    ).toMatchObject({ webhookSecrets: ['new-secret-123', 'old-secret-123'], autoVerify: true });
  });
});
