/** POST/DELETE /admin/students/{id}/payment-link (SPEC §5 admin payment link, §7). */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { VALID_LINK, clearPaymentLink, setPaymentLink } from './helpers/fees.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();

describe('payment links', () => {
  it('sets the link with the fixed amount, mails the student, and audits the change', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const res = await setPaymentLink(ctx.app, admin, student.id, { url: `  ${VALID_LINK} `, amountMajor: 4999, currency: 'INR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: student.id,
      email: student.email,
      paymentLinkUrl: VALID_LINK,
      paymentAmountMinor: 499900,
      paymentCurrency: 'INR',
      paymentAssignedAt: expect.any(String),
      feeVerified: false,
    });
    const mail = await waitForMail(inboxUrl(), student.email, { subject: /payment link is ready/ });
    expect(mail.text).toContain(VALID_LINK);
    expect(mail.text).toContain('₹4,999.00');
    const me = (await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers })).json();
    expect(me).toMatchObject({ paymentLinkUrl: VALID_LINK, paymentAmountMinor: 499900, paymentCurrency: 'INR' });
    const [audit] = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: 'payment-link.set' }).lean();
    expect(audit).toMatchObject({ actorEmail: admin.email, before: { paymentLinkUrl: null }, after: { paymentLinkUrl: VALID_LINK } });
  });

  it('mails again only when the link changes, and keeps the assigned time while it stays the same', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const first = (await setPaymentLink(ctx.app, admin, student.id)).json();
    await waitForMail(inboxUrl(), student.email, { subject: /payment link is ready/ });
    const same = (await setPaymentLink(ctx.app, admin, student.id)).json();
    expect(same).toEqual(first);
    const upi = 'upi://pay?pa=careerportal@okaxis&pn=Career%20Portal&am=4999.00&cu=INR';
    const changed = await setPaymentLink(ctx.app, admin, student.id, { url: upi, amountMajor: 4999, currency: 'INR' });
    expect(changed.json().paymentLinkUrl).toBe(upi);
    const mail = await waitForMail(inboxUrl(), student.email, { subject: /payment link has changed/ });
    expect(mail.text).toContain(upi);
    expect((await mailTo(inboxUrl(), student.email)).filter((m) => /payment link/.test(m.subject))).toHaveLength(2);
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'payment-link.set' })).toBe(2);
  });

  it.each([
    '',
    'rzp.io/l/abc123',
    'ftp://example.com/pay',
    'javascript:alert(1)',
    'upi://pay?pn=NoPayee',
    'https://rzp.io/l/\u202eabc',
    'https://rzp.io/l/abc\u200b',
  ])('refuses the link %j with the SPEC message', async (url) => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const res = await setPaymentLink(ctx.app, admin, student.id, { url, amountMajor: 4999, currency: 'INR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.paymentLinkInvalid);
    expect((await ctx.app.models.User.findById(student.id).lean())?.paymentLinkUrl).toBeNull();
  });

  it('accepts only INR 4999 as the amount', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    for (const body of [
      { url: VALID_LINK, amountMajor: 5000, currency: 'INR' },
      { url: VALID_LINK, amountMajor: 4999, currency: 'USD' },
    ]) {
      const res = await setPaymentLink(ctx.app, admin, student.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(API_MESSAGES.paymentAmountFixed(499_900));
    }
    expect((await setPaymentLink(ctx.app, admin, student.id, { url: VALID_LINK })).statusCode).toBe(400);
  });

  it("answers 'Invalid student selection.' for a malformed, unknown or staff id", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    for (const [id, status] of [
      ['nope', 400],
      ['64b7f0c2a1b2c3d4e5f60718', 404],
      [admin.id, 404],
    ] as const) {
      for (const res of [await setPaymentLink(ctx.app, admin, id), await clearPaymentLink(ctx.app, admin, id)]) {
        expect([res.statusCode, res.json().message]).toEqual([status, MESSAGES.invalidStudentSelection]);
      }
    }
  });

  it('DELETE clears the link and its amount (and answers the same when there is none)', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    await setPaymentLink(ctx.app, admin, student.id);
    const res = await clearPaymentLink(ctx.app, admin, student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentLinkUrl: null, paymentAmountMinor: null, paymentAssignedAt: null, paymentCurrency: 'INR' });
    expect((await clearPaymentLink(ctx.app, admin, student.id)).json()).toEqual(res.json());
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'payment-link.clear' })).toBe(1);
    const me = (await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers })).json();
    expect(me.paymentLinkUrl).toBeNull();
  });
});
