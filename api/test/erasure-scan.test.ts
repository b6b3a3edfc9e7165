/**
 * After an approved erasure, the student's name, e-mail address and phone are found nowhere in the
 * database but where the privacy notice says they are kept. The student goes through as much of
 * the program as one test can (consent, sessions, an ID uploaded under a file name that carries
 * their name and reviewed with a note quoting it, a Razorpay payment whose link carries them as
 * its customer, the fee verified and invoiced, mails delivered to them and to the admins), then
 * every collection is read whole, GridFS files' metadata included (their chunks hold only the
 * encrypted or kept files' bytes).
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERASED_PLACEHOLDER } from '@portal/domain/data-rights';
import { paidEvent, razorpayId, signWebhook, startRazorpayDouble, type RazorpayDouble } from '@portal/stack/razorpay-double.mjs';
import type { AppConfig } from '../src/config.ts';
import { pngBytes } from '../../tools/test-support/document-files.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { verifyFee } from './helpers/fees.ts';
import { uploadId } from './helpers/multipart.ts';
import { eventually, post } from './helpers/program.ts';
import { razorpayConfig } from './helpers/razorpay-config.ts';
import { factOf } from '../src/features/payment-gateway/gateway-events.ts';
import { outboxStudentIds } from '../src/migrations/2026-11-28-outbox-student-ids.ts';

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

/**
 * Where the privacy notice keeps the erased student's data, and why: the collection and the
 * fields of its documents that may still hold it. Anything else that names them fails the test.
 */
const KEPT: { collection: string; fields: string[]; reason: string }[] = [
  {
    collection: 'invoices',
    fields: ['buyerName', 'buyerEmail'],
    reason: 'tax invoices and credit notes are kept unchanged for 72 months after the annual return (CGST Act s.36)',
  },
];

/** Every document of every collection, as text, with the kept fields left out. */
async function databaseDocuments(): Promise<{ collection: string; text: string }[]> {
  const db = ctx.app.models.User.db.db!;
  const out: { collection: string; text: string }[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    // GridFS chunks hold file bytes (the encrypted ID, letters and signatures, and the kept invoices' PDFs), not fields.
    if (name.endsWith('.chunks')) continue;
    const kept = KEPT.find((k) => k.collection === name)?.fields ?? [];
    for (const doc of await db.collection(name).find({}).toArray()) {
      for (const field of kept) delete doc[field];
      out.push({ collection: name, text: JSON.stringify(doc).toLowerCase() });
    }
  }
  return out;
}

async function mailsDelivered() {
  await ctx.app.outbox.runOnce();
  return ctx.app.models.OutboxMail.countDocuments({ sentAt: null, failedAt: null });
}

it('leaves the name, e-mail and phone only where the privacy notice keeps them', async () => {
  const tag = randomBytes(3).toString('hex');
  const name = `Asha Zorvennik ${tag}`;
  const email = `asha.zorvennik.${tag}@example.test`;
  const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const admin = await signInAs(ctx.app, 'ADMIN');
  const student = await studentWith(ctx.app, { name, phone, country: 'India', state: 'Karnataka' }, email);

  // The ID, under a file name that carries the name, reviewed with a note quoting it.
  const upload = await uploadId(ctx.app, student, [
    { filename: `AshaZorvennik${tag}_Aadhaar_4521-7788-9012.png`, type: 'image/png', content: pngBytes() },
  ]);
  expect(upload.statusCode, upload.body).toBe(200);
  const proof = await ctx.app.models.IdProof.findOne({ userId: student.id }).lean();
  const review = await post(ctx.app, admin, `/admin/api/id-proofs/${String(proof!._id)}/review`, {
    approve: true,
    note: `Matches ${name}, phone ${phone}`,
  });
  expect(review.statusCode, review.body).toBe(200);

  // A Razorpay payment: the link's customer is the student; then the fee verified (an invoice).
  const made = await post(ctx.app, admin, `/admin/students/${student.id}/payment-link/razorpay`, {});
  expect(made.statusCode, made.body).toBe(200);
  const user = await ctx.app.models.User.findById(student.id).lean();
  const link = double.links.get(String(user!.paymentLinkId))!;
  const body = paidEvent(link, double.pay(link.id, { method: 'upi' }));
  const delivered = await ctx.app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': razorpayId('evt') },
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  await eventually(
    async () => (await ctx.app.paymentGateway.processPending(), (await ctx.app.models.User.findById(student.id).lean())!.feePaid === true),
    {
      what: 'the payment',
    },
  );
  // Only the payment facts are stored, and they read as the whole body did; an event stored whole by an earlier release is reduced by the erasure.
  const stored = await ctx.app.models.GatewayEvent.findOne({ paymentLinkId: link.id }).lean();
  expect(factOf(JSON.parse(stored!.body))).toEqual(factOf(JSON.parse(body)));
  await ctx.app.models.GatewayEvent.create({
    ...stored,
    _id: undefined,
    eventId: razorpayId('evt'),
    dedupeKey: `event:${razorpayId('evt')}`,
    body,
  });
  expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
  await eventually(async () => (await mailsDelivered()) === 0, { what: 'the mails' });
  await waitForMail(inboxUrl(), admin.email, { subject: /Fee paid through Razorpay/ });

  const needles = [name, name.replace(/\s+/g, ''), email, email.split('@')[0]!, phone, phone.slice(1)].map((s) => s.toLowerCase());
  const before = (await databaseDocuments()).map((d) => d.text).join('\n');
  for (const needle of needles) expect(before, needle).toContain(needle);

  // The erasure, approved and carried out; its own mail is still delivered to the address.
  const { id } = (await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).json();
  const since = (await mailTo(inboxUrl(), email)).length;
  await ctx.app.models.TrainingPreference.create({ _id: student.id, calendarToken: `erasure-scan-${id}`, remindersOn: true });
  expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(200);
  await eventually(async () => (await ctx.app.dataRights.erasurePage('COMPLETED', 0, 100)).items.some((r) => r.id === id), {
    what: 'the erasure',
  });
  // The private calendar feed's token ends with the account.
  expect(await ctx.app.models.TrainingPreference.exists({ _id: student.id })).toBeNull();
  await eventually(async () => (await mailsDelivered()) === 0, { what: 'the erasure mail' });
  await waitForMail(inboxUrl(), email, { since, subject: /being erased/ });

  const found = (await databaseDocuments()).flatMap(({ collection, text }) =>
    needles.filter((n) => text.includes(n)).map((n) => `${collection}: ${n} in ${text.slice(0, 400)}`),
  );
  expect(found).toEqual([]);
  // The kept invoice still names its buyer; the audit keeps the steps without the file name or the note.
  expect(await ctx.app.models.Invoice.countDocuments({ buyerName: name })).toBe(1);
  const reviewed = await ctx.app.models.AuditEntry.findOne({ targetId: String(proof!._id), action: 'id-proof.upload' }).lean();
  expect(reviewed!.after).toMatchObject({ fileName: ERASED_PLACEHOLDER });
});

it('names the student of the mails an earlier release recorded without one (a migration)', async () => {
  const student = await studentWith(ctx.app);
  const admin = await signInAs(ctx.app, 'ADMIN');
  const outbox = ctx.app.models.OutboxMail.collection;
  const base = { data: {}, attachments: [], createdAt: new Date(), sentAt: new Date(), failedAt: null, jobDone: true };
  await outbox.insertMany([
    { ...base, key: `old-to-student:${student.id}`, template: 'fee-verified', to: student.email },
    {
      ...base,
      key: `old-about-student:${student.id}`,
      template: 'payment-received-admin',
      to: admin.email,
      data: { studentId: student.id },
    },
    { ...base, key: `old-to-admin:${admin.id}`, template: 'job-slot-open', to: admin.email },
  ]);
  await outboxStudentIds.up(ctx.app.models, () => undefined);
  const named = await ctx.app.models.OutboxMail.find({ key: { $regex: `^old-.*:(${student.id}|${admin.id})$` } }).lean();
  expect(Object.fromEntries(named.map((m) => [m.key.split(':')[0], m.studentId ? String(m.studentId) : null]))).toEqual({
    'old-to-student': student.id,
    'old-about-student': student.id,
    'old-to-admin': null,
  });
});

it('still delivers the decision mail an erasure finds unsent, then keeps it without the address or contents', async () => {
  const student = await studentWith(ctx.app);
  const key = `erasure-decided:unsent-${student.id}`;
  // Recorded as decide() records it, without waking the worker, so the erasure finds it unsent.
  await ctx.app.models.OutboxMail.create({
    key,
    template: 'erasure-decided',
    to: student.email,
    studentId: student.id,
    data: { approved: true, reason: null, keptLines: [] },
    createdAt: new Date(),
  });
  const since = (await mailTo(inboxUrl(), student.email)).length;
  await ctx.app.outbox.forgetStudent(new Types.ObjectId(student.id), 'erased-test@erased.invalid', ['erasure-decided']);
  await eventually(async () => (await mailsDelivered()) === 0, { what: 'the decision mail' });
  await waitForMail(inboxUrl(), student.email, { since, subject: /being erased/ });
  expect(await ctx.app.models.OutboxMail.findOne({ key }).lean()).toMatchObject({
    to: 'erased-test@erased.invalid',
    data: {},
    erasedTo: null,
    sentAt: expect.any(Date),
  });
});
