/**
 * The student's rights over their data: the export (a ZIP of data.json and their files, at once
 * when small, else built in the background and mailed as a link valid 24 hours, for that student
 * only, once an hour), erasure on request (an admin approves or refuses; approved: nothing that
 * names them survives outside the kept invoices, and the address signs up afresh), and who opened
 * their files.
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES, ERASURE_CERTIFICATE_REASON } from '@portal/domain/data-rights';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { linkSigner } from '../src/lib/signed-link.ts';
import { bearer, inboxUrl, signInThroughOtp, TEST_JWT_SECRET, uniqueEmail, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { verifyFee } from './helpers/fees.ts';
import { uploadId } from './helpers/multipart.ts';
import { eventually, get, post, signaturePng } from './helpers/program.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();
const PDF_MAGIC = Buffer.from('%PDF-');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A student with a name, phone and address of their own (nobody else in this database has them), an ID, an invoice and a signature. */
async function fullStudent(admin: SignedInUser) {
  const tag = randomBytes(3).toString('hex');
  const who = {
    name: `Zephyrine Quortley ${tag}`,
    phone: `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    address: `Flat 7, Quortley Lane ${tag}, Mysuru 570001`,
  };
  const student = await studentWith(ctx.app, { name: who.name, phone: who.phone, country: 'India', state: 'Karnataka' });
  const userId = new Types.ObjectId(student.id);
  const upload = await uploadId(ctx.app, student, [{ filename: 'aadhaar-masked.png', type: 'image/png', content: signaturePng() }]);
  expect(upload.statusCode, upload.body).toBe(200);
  await ctx.app.models.User.updateOne({ _id: userId }, { $set: { idVerified: true } });
  expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
  await ctx.app.files.put('signatures', student.id, signaturePng(), 'image/png', 'signature.png');
  await ctx.app.models.Background.create({
    userId,
    profileType: 'STUDENT',
    educationalLevel: 'Bachelors',
    graduationYear: 2025,
    college: `Quortley College ${tag}`,
    branch: 'CSE',
    submittedAt: new Date(),
  });
  await ctx.app.models.OfferLetterRequest.create({ userId, addressLine: who.address, requestedAt: new Date(), jobDone: true });
  const letter = await ctx.app.files.put(
    'letters',
    student.id,
    Buffer.from(`%PDF-1.7 ${who.name} ${who.address}`),
    'application/pdf',
    'offer-letter-draft.pdf',
  );
  await ctx.app.models.OfferLetter.create({
    userId,
    kind: 'draft',
    fileId: letter.id,
    sha256: letter.sha256,
    size: letter.size,
    issuedAt: new Date(),
    adminSignatureId: new Types.ObjectId(),
    content: { name: who.name, address: who.address },
  });
  await ctx.app.models.Certificate.create({
    userId,
    activeKey: `${student.id}:TRAINING`,
    type: 'TRAINING',
    code: randomBytes(6).toString('hex').toUpperCase(),
    holderName: who.name,
    cohortId: new Types.ObjectId('000000000000000000000001'),
    periodStart: '2025-11-01',
    periodEnd: '2025-11-30',
    issuedAt: new Date(),
  });
  return { student, who, userId };
}

function exportNow(student: SignedInUser) {
  return post(ctx.app, student, '/student/data-rights/export', {});
}

function download(student: SignedInUser, token: string) {
  return get(ctx.app, student, `/student/data-rights/export/file?token=${encodeURIComponent(token)}`);
}

describe('Download my data', () => {
  it('gives a small export at once: data.json lists the invoice numbers, and the files open', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, who } = await fullStudent(admin);
    // An admin opens the student's ID: listed for the student in the export.
    const proof = await ctx.app.models.IdProof.findOne({ userId: student.id }).lean();
    expect((await get(ctx.app, admin, `/admin/api/id-proofs/${String(proof!._id)}/file`)).statusCode).toBe(200);

    const consent = await post(ctx.app, student, '/student/privacy/consent', { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true });
    expect(consent.statusCode, consent.body).toBeLessThan(300);
    const res = await exportNow(student);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ status: 'READY', downloadToken: expect.any(String), fileName: expect.stringMatching(/^data-export-CP/) });
    expect(new Date(view.expiresAt).getTime() - new Date(view.readyAt).getTime()).toBe(24 * 3600_000);

    const file = await download(student, view.downloadToken);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('attachment');
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const data = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8'));
    const invoices = await ctx.app.models.Invoice.find({ userId: student.id }).lean();
    expect(invoices.length).toBeGreaterThan(0);
    expect(data.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(invoices.map((i) => i.invoiceNumber));
    expect(data.profile).toMatchObject({ name: who.name, phone: who.phone, email: student.email });
    expect(data.offerLetter.request.address).toBe(who.address);
    expect(data.background.college).toContain('Quortley College');
    expect(data.certificates).toHaveLength(1);
    expect(data.journey).toBeTruthy();
    expect(data.consent).toEqual([expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSION })]);
    expect(data.whoOpenedYourFiles).toEqual([
      expect.objectContaining({ file: 'Government ID', actorEmail: admin.email, actorRole: 'ADMIN' }),
    ]);
    expect(data.auditEntries.some((a: { action: string }) => a.action === 'fee.verify')).toBe(true);

    const files = Object.keys(zip).filter((p) => p.startsWith('files/'));
    expect(data.files).toEqual(files);
    const invoicePdf = files.find((p) => p.startsWith('files/invoices/'))!;
    expect(Buffer.from(zip[invoicePdf]!).subarray(0, 5).equals(PDF_MAGIC)).toBe(true);
    const signature = files.find((p) => p.startsWith('files/signature/'))!;
    expect(Buffer.from(zip[signature]!).subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    const idFile = files.find((p) => p.startsWith('files/government-id/'))!;
    expect(Buffer.from(zip[idFile]!).subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(files.some((p) => p.startsWith('files/offer-letters/'))).toBe(true);

    // Once an hour.
    const again = await exportNow(student);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(DATA_RIGHTS_MESSAGES.exportTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await get(ctx.app, student, '/student/data-rights')).json()).toMatchObject({
      latestExport: { status: 'READY', downloadToken: view.downloadToken },
      nextExportAt: expect.any(String),
    });
  });

  it("is for its student only: another student's session cannot fetch it, and an expired link says so", async () => {
    const owner = await studentWith(ctx.app);
    const other = await studentWith(ctx.app);
    const { downloadToken, id } = (await exportNow(owner)).json();

    const stolen = await download(other, downloadToken);
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, DATA_RIGHTS_MESSAGES.linkNotFound]);
    // A token signed for someone else, or not signed at all.
    const forged = linkSigner(TEST_JWT_SECRET, 'data-export-link').sign(id, other.id, new Date(Date.now() + 3600_000));
    expect((await download(owner, forged)).statusCode).toBe(404);
    expect((await download(owner, 'not-a-token')).statusCode).toBe(404);

    const past = linkSigner(TEST_JWT_SECRET, 'data-export-link').sign(id, owner.id, new Date(Date.now() - 1000));
    const expired = await download(owner, past);
    expect([expired.statusCode, expired.json().message]).toEqual([410, DATA_RIGHTS_MESSAGES.linkExpired]);

    // After 24 hours the sweep deletes the ZIP: the link says it expired.
    const doc = await ctx.app.models.Invoice.db.collection('data_exports').findOne({ _id: new Types.ObjectId(id) });
    await ctx.app.models.Invoice.db
      .collection('data_exports')
      .updateOne({ _id: doc!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await ctx.app.dataRights.runOnce();
    expect((await ctx.app.models.Invoice.db.collection('data_exports').findOne({ _id: doc!._id }))?.status).toBe('EXPIRED');
    expect(await ctx.app.files.stat('data_exports', String(doc!.fileId))).toBeNull();
    expect((await download(owner, downloadToken)).statusCode).toBe(410);
  });

  it('builds a large export in the background and mails a link that downloads it', async () => {
    const student = await studentWith(ctx.app);
    // Over the immediate threshold: a large scanned ID.
    await ctx.app.files.put(
      'id_proofs',
      student.id,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5.5 * 1024 * 1024)]),
      'application/pdf',
      'scan.pdf',
    );
    const since = (await mailTo(inboxUrl(), student.email)).length;
    const res = await exportNow(student);
    expect(res.json()).toMatchObject({ status: 'PREPARING', downloadToken: null });
    const mail = await waitForMail(inboxUrl(), student.email, { since, subject: /your data is ready/, timeoutMs: 30_000 });
    const token = /#dataExport=([^\s"<]+)/.exec(mail.text ?? '')![1]!;
    const file = await download(student, token);
    expect(file.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    expect(Buffer.from(zip['files/government-id/scan.pdf']!).subarray(0, 5).equals(PDF_MAGIC)).toBe(true);
  });
});

/** Every document of every collection but the invoices (kept by law), as JSON text. */
async function databaseText(): Promise<string> {
  const db = ctx.app.mongo.db!;
  const parts: string[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    if (name === 'invoices' || name.startsWith('invoices.')) continue;
    for (const doc of await db.collection(name).find({}).toArray()) parts.push(JSON.stringify(doc));
  }
  return parts.join('\n').toLowerCase();
}

describe('Ask to erase my account', () => {
  it('refuses the wrong roles: a student cannot decide, an admin cannot ask for a student, a CA cannot see requests', async () => {
    const student = await studentWith(ctx.app);
    const admin = await signInAs(ctx.app, 'ADMIN');
    const ca = await signInAs(ctx.app, 'CA');
    const asked = await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true });
    const { id } = asked.json();
    expect((await post(ctx.app, admin, '/student/data-rights/erasure', { confirm: true })).statusCode).toBe(403);
    expect((await post(ctx.app, student, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(403);
    expect((await get(ctx.app, ca, '/admin/api/data-rights/erasures')).statusCode).toBe(403);
    expect((await get(ctx.app, ca, `/admin/api/data-rights/students/${student.id}/file-views`)).statusCode).toBe(403);
    expect((await get(ctx.app, student, `/admin/api/data-rights/students/${student.id}`)).statusCode).toBe(403);
  });

  it('is refused with a reason that is mailed, and may be asked again', async () => {
    const student = await studentWith(ctx.app);
    const admin = await signInAs(ctx.app, 'ADMIN');
    expect((await post(ctx.app, student, '/student/data-rights/erasure', {})).json().message).toBe(DATA_RIGHTS_MESSAGES.confirmRequired);
    const { id } = (await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).json();
    const twice = await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true });
    expect([twice.statusCode, twice.json().message]).toEqual([409, DATA_RIGHTS_MESSAGES.erasureAlreadyRequested]);

    const blank = await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/refuse`, { reason: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, DATA_RIGHTS_MESSAGES.reasonRequired]);
    const since = (await mailTo(inboxUrl(), student.email)).length;
    const refused = await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/refuse`, {
      reason: 'Your fee refund is still being processed.',
    });
    expect(refused.json()).toMatchObject({
      status: 'REFUSED',
      reason: 'Your fee refund is still being processed.',
      decidedBy: admin.email,
    });
    expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(409);
    const mail = await waitForMail(inboxUrl(), student.email, { since, subject: /not approved/ });
    expect(mail.text).toContain('Your fee refund is still being processed.');
    expect((await get(ctx.app, student, '/student/data-rights')).json().erasure).toMatchObject({
      status: 'REFUSED',
      reason: 'Your fee refund is still being processed.',
    });
    expect((await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).statusCode).toBe(201);
  });

  it('on approval erases name, phone and address everywhere but the kept invoices, and the address signs up afresh', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, who, userId } = await fullStudent(admin);
    const before = await databaseText();
    for (const value of [who.name, who.phone, who.address]) expect(before).toContain(value.toLowerCase());

    const asked = await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true });
    expect(asked.statusCode).toBe(201);
    const { id, requestedAt, dueAt } = asked.json();
    expect(new Date(dueAt).getTime() - new Date(requestedAt).getTime()).toBe(30 * 24 * 3600_000);
    const pending = (await get(ctx.app, admin, '/admin/api/data-rights/erasures?status=PENDING')).json();
    expect(pending.items).toContainEqual(expect.objectContaining({ id, email: student.email, name: who.name, dueAt, overdue: false }));

    const since = (await mailTo(inboxUrl(), student.email)).length;
    const approved = await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true });
    expect(approved.statusCode, approved.body).toBe(200);
    await eventually(async () => (await ctx.app.dataRights.erasurePage('COMPLETED', 0, 100)).items.some((r) => r.id === id), {
      what: 'the erasure',
    });
    await waitForMail(inboxUrl(), student.email, { since, subject: /being erased/ });

    const after = await databaseText();
    for (const value of [who.name, who.phone, who.address]) expect(after).not.toContain(value.toLowerCase());
    // The invoice is kept unchanged, and the admin's page says why.
    const [invoice] = await ctx.app.models.Invoice.find({ userId }).lean();
    expect(invoice!.buyerName).toBe(who.name);
    const panel = (await get(ctx.app, admin, `/admin/api/data-rights/students/${student.id}`)).json();
    expect(panel.erasedAt).toEqual(expect.any(String));
    expect(panel.retained).toEqual([
      expect.objectContaining({
        number: invoice!.invoiceNumber,
        until: expect.stringMatching(/^20\d\d-12-31$/),
        reason: expect.stringContaining('tax law'),
      }),
    ]);
    const cert = await ctx.app.models.Certificate.findOne({ userId }).lean();
    expect(cert).toMatchObject({ revokedReason: ERASURE_CERTIFICATE_REASON });
    expect(await ctx.app.files.listOwned('id_proofs', student.id)).toEqual([]);
    expect(await ctx.app.files.listOwned('signatures', student.id)).toEqual([]);
    expect(await ctx.app.files.listOwned('letters', student.id)).toEqual([]);
    expect(await ctx.app.models.IdProof.countDocuments({ userId })).toBe(1);
    // Audited, without the erased values (the database scan above covers the audit too).
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'data-erasure.carry-out' })).toBe(1);

    // Signed out everywhere; the address starts afresh.
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(student.accessToken) })).statusCode).toBe(401);
    const again = await signInThroughOtp(ctx.app, student.email);
    expect(again.isNew).toBe(true);
    const fresh = await ctx.app.models.User.findOne({ email: student.email }).lean();
    expect(String(fresh!._id)).not.toBe(student.id);
    expect(fresh!.studentId).not.toBe((await ctx.app.models.User.findById(userId).lean())!.studentId);

    // Approving twice changes nothing.
    expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(409);
  });

  it('keeps a signed offer letter until the internship ends, tells the admin why, then erases it', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, {}, uniqueEmail('held'));
    const userId = new Types.ObjectId(student.id);
    await ctx.app.models.SpecializationSelection.create({
      userId,
      cohortId: new Types.ObjectId('000000000000000000000001'),
      specialization: 'Data Science',
      seatNumber: 900 + Math.floor(Math.random() * 100),
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
      finalizedAt: new Date(),
    });
    const pdf = await ctx.app.files.put('letters', student.id, Buffer.from('%PDF-1.7 final'), 'application/pdf', 'final.pdf');
    await ctx.app.models.OfferLetter.create({
      userId,
      kind: 'final',
      fileId: pdf.id,
      sha256: pdf.sha256,
      size: pdf.size,
      issuedAt: new Date(),
      adminSignatureId: new Types.ObjectId(),
      content: {},
    });
    const { id } = (await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).json();
    await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true });
    await eventually(
      async () => !!(await ctx.app.dataRights.adminStudentView((await ctx.app.models.User.findById(userId).lean())!)).erasedAt,
      {
        what: 'the erasure',
      },
    );
    const panel = (await get(ctx.app, admin, `/admin/api/data-rights/students/${student.id}`)).json();
    expect(panel.erasure).toMatchObject({
      status: 'APPROVED',
      heldLetter: { until: '2026-01-20', reason: expect.stringContaining('has not ended') },
    });
    expect(await ctx.app.files.stat('letters', pdf.id)).not.toBeNull();

    // The internship's last day passes: the next run erases the letter.
    await ctx.app.mongo
      .db!.collection('erasure_requests')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { heldUntil: '2025-10-01', leaseUntil: null } });
    await ctx.app.dataRights.runOnce();
    expect(await ctx.app.files.stat('letters', pdf.id)).toBeNull();
    expect(await ctx.app.models.OfferLetter.countDocuments({ userId })).toBe(0);
    expect((await get(ctx.app, admin, `/admin/api/data-rights/students/${student.id}`)).json().erasure).toMatchObject({
      status: 'COMPLETED',
      heldLetter: null,
    });
  });
});

describe('Who opened my files', () => {
  it("lists an admin's and a CA's opening of the student's files, newest first, paged", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const ca = await signInAs(ctx.app, 'CA');
    const student = await studentWith(ctx.app, { idVerified: true });
    await uploadId(ctx.app, student, [{ filename: 'id.png', type: 'image/png', content: signaturePng() }]);
    await verifyFee(ctx.app, admin, student.id);
    const proof = await ctx.app.models.IdProof.findOne({ userId: student.id }).lean();
    const invoice = await ctx.app.models.Invoice.findOne({ userId: student.id }).lean();
    await get(ctx.app, admin, `/admin/api/id-proofs/${String(proof!._id)}/file`);
    await get(ctx.app, ca, `/ca/invoices/${String(invoice!._id)}/file`);
    // The student's own views are not listed.
    await get(ctx.app, student, `/student/invoices/${String(invoice!._id)}/file`);

    const page = (await get(ctx.app, admin, `/admin/api/data-rights/students/${student.id}/file-views?size=1`)).json();
    expect(page).toMatchObject({ page: 0, size: 1, totalItems: 2, totalPages: 2 });
    expect(page.items).toEqual([
      { at: expect.any(String), actorEmail: ca.email, actorRole: 'CA', file: 'Invoice or credit note', detail: invoice!.invoiceNumber },
    ]);
    const second = (await get(ctx.app, admin, `/admin/api/data-rights/students/${student.id}/file-views?size=1&page=1`)).json();
    expect(second.items).toEqual([expect.objectContaining({ actorEmail: admin.email, file: 'Government ID' })]);
    expect((await get(ctx.app, admin, `/admin/api/data-rights/students/${new Types.ObjectId().toHexString()}/file-views`)).statusCode).toBe(
      404,
    );
  });
});
