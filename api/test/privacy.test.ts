/**
 * Notice and consent, and retention: a student who has not consented to the current privacy
 * notice is refused by every journey step with a clear message; a consent is recorded with the
 * notice's version, time, IP and browser; a new notice version asks again. ID files are erased by
 * the retention sweep (0 days here) while the proof's record stays, once even when two sweeps
 * meet, with one audit entry; a replaced upload's file is erased at once.
 */
import { describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_REQUIRED, PRIVACY_NOTICE_CHANGED, PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { pngBytes } from '../../tools/test-support/document-files.ts';
import { bearer, randomIp, signIn, useTestApp } from './helpers/app.ts';
import { COMPLETE_PROFILE, signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { decidedUpload } from './helpers/id-proofs.ts';
import { uploadId } from './helpers/multipart.ts';

const ctx = useTestApp({ config: { idDocumentRetentionDays: 0 } });

const png = () => ({ filename: 'id.png', type: 'image/png', content: pngBytes() });

/** A student fresh from their first sign-in: no consent yet. */
async function newStudent(): Promise<SignedInUser> {
  const s = await signIn(ctx.app);
  const user = await ctx.app.models.User.findOneAndUpdate(
    { email: s.email },
    { $set: COMPLETE_PROFILE },
    { returnDocument: 'after' },
  ).lean();
  return {
    id: String(user!._id),
    email: s.email,
    accessToken: s.accessToken,
    refreshToken: s.refreshToken,
    headers: bearer(s.accessToken),
  };
}

const status = (student: SignedInUser) => ctx.app.inject({ method: 'GET', url: '/student/privacy', headers: student.headers });
const consent = (student: SignedInUser, body: unknown, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/student/privacy/consent',
    headers: { ...student.headers, 'user-agent': 'Mozilla/5.0 (test browser)' },
    payload: body as object,
    remoteAddress: ip,
  });

describe('consent to the privacy notice', () => {
  it('refuses the journey until the student consents, with a clear message', async () => {
    const student = await newStudent();
    expect((await status(student)).json()).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentedVersion: null,
      consentNeeded: true,
    });
    const upload = await uploadId(ctx.app, student, [png()]);
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toBe(PRIVACY_CONSENT_REQUIRED);
    const journey = (await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: student.headers })).json();
    expect(journey.steps.every((s: { locked: boolean }) => s.locked)).toBe(true);
    expect(await ctx.app.models.IdProof.countDocuments({ userId: student.id })).toBe(0);
  });

  it('collects no profile before the consent: PUT /me is refused with the same message, and accepted after', async () => {
    const student = await newStudent();
    const profile = { name: 'Meera Iyer', phone: '+91 9876501234', country: 'India', state: 'Kerala' };
    const before = await ctx.app.inject({ method: 'PUT', url: '/me', headers: student.headers, payload: profile });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(PRIVACY_CONSENT_REQUIRED);
    expect((await ctx.app.models.User.findById(student.id).lean())!.name).toBe(COMPLETE_PROFILE.name);
    expect((await consent(student, { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'PUT', url: '/me', headers: student.headers, payload: profile });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().name).toBe('Meera Iyer');
  });

  it('asks no consent of staff: an admin updates their own profile', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/me',
      headers: admin.headers,
      payload: { name: 'Office Admin', phone: '+91 9876501235', country: 'India', state: 'Kerala' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('records the consent with the version, time, IP and browser, and then the journey opens', async () => {
    const student = await newStudent();
    const before = Date.now();
    const res = await consent(student, { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true }, '10.1.2.3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ consentedVersion: PRIVACY_NOTICE_VERSION, consentNeeded: false });
    expect(res.json().grievanceOfficer).toEqual(ctx.app.config.grievanceOfficer);
    const [record] = await ctx.app.privacy.consentsOf(student.id);
    expect(record).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (test browser)' });
    expect(record!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'privacy.consent', targetId: student.id })).toBe(1);
    expect((await uploadId(ctx.app, student, [png()])).statusCode).toBe(200);
    const journey = (await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: student.headers })).json();
    expect(journey.steps.find((s: { key: string }) => s.key === 'id').locked).toBe(false);
  });

  it('refuses a consent without the clear action or to another version; a new version asks again', async () => {
    const student = await newStudent();
    expect((await consent(student, { noticeVersion: PRIVACY_NOTICE_VERSION })).statusCode).toBe(400);
    expect((await consent(student, { noticeVersion: PRIVACY_NOTICE_VERSION, agree: false })).statusCode).toBe(400);
    const old = await consent(student, { noticeVersion: '2020-01-01', agree: true });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(PRIVACY_NOTICE_CHANGED);
    expect((await consent(student, { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true })).statusCode).toBe(200);

    // The student consented to an earlier version only (the notice changed since): asked again.
    await ctx.app.models.User.updateOne({ _id: student.id }, { $set: { privacyNoticeVersion: '2020-01-01' } });
    expect((await status(student)).json()).toMatchObject({ consentNeeded: true, consentedVersion: '2020-01-01' });
    expect((await uploadId(ctx.app, student, [png()])).json().message).toBe(PRIVACY_CONSENT_REQUIRED);
  });

  it('is for students only', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    expect((await status(admin)).statusCode).toBe(403);
    expect((await consent(admin, { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true })).statusCode).toBe(403);
  });
});

describe('retention of ID documents', () => {
  it('erases a verified student’s file after the retention period; status and hash stay; two sweeps at once erase once', async () => {
    const { student, admin, proofId } = await decidedUpload(ctx.app, true);
    const proof = await ctx.app.models.IdProof.findById(proofId).lean();
    const [a, b] = await Promise.all([ctx.app.privacy.sweep(), ctx.app.privacy.sweep()]);
    expect(a.erased + b.erased).toBeGreaterThanOrEqual(1);

    const after = await ctx.app.models.IdProof.findById(proofId).lean();
    expect(after).toMatchObject({ status: 'VERIFIED', sha256: proof!.sha256, sizeBytes: proof!.sizeBytes, fileErasedReason: 'retention' });
    expect(after!.fileErasedAt).toBeInstanceOf(Date);
    expect(await ctx.app.files.stat('id_proofs', proof!.fileId)).toBeNull();
    expect(await ctx.app.mongo.db!.collection('id_proofs.chunks').countDocuments({ files_id: proof!.fileId })).toBe(0);
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'id-proof.file-erased', targetId: proofId })).toBe(1);
    // Again: nothing more to erase, no second entry.
    await ctx.app.privacy.sweep();
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'id-proof.file-erased', targetId: proofId })).toBe(1);

    const mine = await ctx.app.inject({ method: 'GET', url: '/student/id-proof', headers: student.headers });
    expect(mine.json()).toMatchObject({ status: 'VERIFIED', fileErasedAt: after!.fileErasedAt!.toISOString() });
    const file = await ctx.app.inject({ method: 'GET', url: '/student/id-proof/file', headers: student.headers });
    expect(file.statusCode).toBe(410);
    expect(file.json().message).toBe(API_MESSAGES.idFileErased);
    const row = (
      await ctx.app.inject({
        method: 'GET',
        url: `/admin/api/id-proofs?status=VERIFIED&email=${encodeURIComponent(student.email)}`,
        headers: admin.headers,
      })
    ).json();
    expect(row.items?.[0] ?? row[0]).toMatchObject({ sha256: proof!.sha256, fileErasedAt: after!.fileErasedAt!.toISOString() });
    const adminFile = await ctx.app.inject({ method: 'GET', url: `/admin/api/id-proofs/${proofId}/file`, headers: admin.headers });
    expect(adminFile.statusCode).toBe(410);
  });

  it('keeps a pending proof’s file, erases a rejected one’s, and a replaced upload’s at once', async () => {
    const pending = await studentWith(ctx.app);
    await uploadId(ctx.app, pending, [png()]);
    const { student } = await decidedUpload(ctx.app, false);
    const replaced = await ctx.app.models.IdProof.findOne({ activeKey: student.id }).lean();
    // The rejected student uploads again: the replaced upload's file goes at once.
    expect((await uploadId(ctx.app, student, [png()])).statusCode).toBe(200);
    const old = await ctx.app.models.IdProof.findById(replaced!._id).lean();
    expect(old).toMatchObject({ status: 'REPLACED', fileErasedReason: 'replaced', fileErasePending: false });
    expect(await ctx.app.files.stat('id_proofs', replaced!.fileId)).toBeNull();
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'id-proof.file-erased', targetId: String(replaced!._id) })).toBe(1);

    await ctx.app.privacy.sweep();
    const kept = await ctx.app.models.IdProof.findOne({ activeKey: pending.id }).lean();
    expect(kept!.fileErasedAt).toBeNull();
    expect(await ctx.app.files.stat('id_proofs', kept!.fileId)).not.toBeNull();
  });
});
