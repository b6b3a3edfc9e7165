/** The admin's ID queue: list and counts, approve, reject, unverify, files, mails and the audit trail (SPEC §4, §7, §8). */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { pngBytes } from '../../tools/test-support/document-files.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';
import { inboxUrl, uniqueEmail, useTestApp } from './helpers/app.ts';
import { COMPLETE_PROFILE, signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { uploadId } from './helpers/multipart.ts';
import { cleanIdFile } from '../src/features/id-proofs/id-file-cleaning.ts';
import { sha256Hex } from '../src/plugins/files.ts';

const ctx = useTestApp();
/** The test PNG as it is stored: re-encoded from its pixels. */
const STORED_PNG = await cleanIdFile(pngBytes(), 'image/png');

/** A student with a complete profile who has uploaded a PNG; returns the proof id too. */
async function studentWithUpload(email?: string) {
  const student = await studentWith(ctx.app, {}, email);
  const res = await uploadId(ctx.app, student, [{ filename: 'id.png', type: 'image/png', content: pngBytes() }]);
  expect(res.statusCode, res.body).toBe(200);
  return { student, proofId: res.json().id as string };
}

const review = (admin: SignedInUser, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/admin/api/id-proofs/${id}/review`, headers: admin.headers, payload: body });
const unverify = (admin: SignedInUser, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/admin/api/id-proofs/${id}/unverify`, headers: admin.headers, payload: {} });
const list = (admin: SignedInUser, query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/admin/api/id-proofs',
    headers: admin.headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const studentStatus = async (student: SignedInUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/student/id-proof', headers: student.headers })).json();
const putName = (student: SignedInUser, name: string) =>
  ctx.app.inject({ method: 'PUT', url: '/me', headers: student.headers, payload: { ...COMPLETE_PROFILE, name } });

describe('GET /admin/api/id-proofs', () => {
  it('lists proofs newest first with the student, filters by status and part of the e-mail, and pages', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const tag = `q${Date.now()}`;
    const a = await studentWithUpload(`${tag}-alpha@example.com`);
    const b = await studentWithUpload(`${tag}-beta@example.com`);
    const c = await studentWithUpload(`${tag}-gamma@example.com`);
    expect((await review(admin, b.proofId, { approve: false, note: 'Blurred.' })).statusCode).toBe(200);

    const all = await list(admin, { email: tag.toUpperCase() });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((r: { id: string }) => r.id)).toEqual([c.proofId, b.proofId, a.proofId]);
    expect(all.json()[2]).toEqual({
      id: a.proofId,
      userId: a.student.id,
      userEmail: a.student.email,
      name: COMPLETE_PROFILE.name,
      studentId: expect.stringMatching(/^CP\d{2}-\d{6}$/),
      country: 'India',
      state: 'Karnataka',
      fileName: 'id.png',
      mimeType: 'image/png',
      sizeBytes: STORED_PNG.length,
      uploadedAt: expect.any(String),
      status: 'PENDING',
      reviewNote: null,
      reviewedAt: null,
      reviewedBy: null,
      sha256: sha256Hex(STORED_PNG),
      fileErasedAt: null,
    });

    const rejected = await list(admin, { email: tag, status: 'REJECTED' });
    expect(rejected.json()).toHaveLength(1);
    expect(rejected.json()[0]).toMatchObject({ id: b.proofId, status: 'REJECTED', reviewNote: 'Blurred.', reviewedBy: admin.email });

    const page1 = await list(admin, { email: tag, size: 2, page: 1 });
    expect(page1.json().map((r: { id: string }) => r.id)).toEqual([a.proofId]);
    expect((await list(admin, { email: `${tag}-beta` })).json()).toHaveLength(1);

    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/id-proofs/counts',
      headers: admin.headers,
      query: { email: tag },
    });
    expect(counts.json()).toEqual({ all: 3, PENDING: 2, VERIFIED: 0, REJECTED: 1 });
  });

  it('never lists a replaced upload, and rejects an unknown status or page size', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const email = uniqueEmail('replaced');
    const { student, proofId } = await studentWithUpload(email);
    await uploadId(ctx.app, student, [{ filename: 'new.png', type: 'image/png', content: pngBytes() }]);
    const rows = (await list(admin, { email })).json();
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(proofId);
    expect((await list(admin, { status: 'REPLACED' })).statusCode).toBe(400);
    expect((await list(admin, { size: 201 })).statusCode).toBe(400);
  });

  it('tells the student search the ID status of each student', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student } = await studentWithUpload();
    const none = await studentWith(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/id-proofs/statuses',
      headers: admin.headers,
      query: { userIds: `${student.id},${none.id},ffffffffffffffffffffffff` },
    });
    expect(res.json()).toEqual([
      { userId: student.id, status: 'PENDING' },
      { userId: none.id, status: 'NOT_UPLOADED' },
      { userId: 'ffffffffffffffffffffffff', status: 'NOT_UPLOADED' },
    ]);
    const notIds = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/id-proofs/statuses',
      headers: admin.headers,
      query: { userIds: 'nonsense' },
    });
    expect(notIds.statusCode).toBe(400);
  });
});

describe('review and unverify', () => {
  it('approve: VERIFIED, locks the profile, mails the student, opens step 2 and records the action', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    const res = await review(admin, proofId, { approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: proofId, status: 'VERIFIED', reviewedBy: admin.email, reviewNote: null });
    expect(Date.parse(res.json().reviewedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect(await studentStatus(student)).toMatchObject({ status: 'VERIFIED' });
    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers });
    expect(me.json().idVerified).toBe(true);
    const renamed = await putName(student, 'Someone Else');
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(API_MESSAGES.profileLocked);

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /verified/ });
    expect(mail.text).toContain('Hello Priya Sharma,');
    expect(mail.text).toContain('Your government ID has been verified.');

    const journey = (await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: student.headers })).json();
    expect(journey.progressLabel).toBe('1/10 • 10%');
    expect(journey.steps[1]).toMatchObject({ key: 'fee', done: false, locked: false });

    const again = await review(admin, proofId, { approve: false, note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MESSAGES.idProofAlreadyVerified);
  });

  it('reject with a note: REJECTED, the student sees the note and is mailed what to do', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    // The student reads the note: one with invisible or control characters is refused, and nothing changes.
    const hidden = await review(admin, proofId, { approve: false, note: 'Name \u202Ehctamsim' });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe(API_MESSAGES.reviewNoteNotClean);
    const emoji = await review(admin, proofId, { approve: false, note: 'Blurred 🙁' });
    expect([emoji.statusCode, emoji.json().message]).toEqual([400, API_MESSAGES.reviewNoteNotClean]);
    expect(await studentStatus(student)).toMatchObject({ status: 'PENDING' });

    const res = await review(admin, proofId, { approve: false, note: '  The name on the ID does not match your profile.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', reviewNote: 'The name on the ID does not match your profile.' });
    expect(await studentStatus(student)).toMatchObject({
      status: 'REJECTED',
      reviewNote: 'The name on the ID does not match your profile.',
    });

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /upload your government ID again/ });
    expect(mail.text).toContain("Reviewer's note: The name on the ID does not match your profile.");
    expect(mail.text).toContain('country/state in your profile match your government ID');
    expect((await putName(student, 'Priya S Sharma')).statusCode).toBe(200);
  });

  it('unverify: VERIFIED back to PENDING, lifts the lock, mails the student; 409 from PENDING', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    const early = await unverify(admin, proofId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(API_MESSAGES.idProofNotVerified);

    await review(admin, proofId, { approve: true });
    const res = await unverify(admin, proofId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', reviewedBy: admin.email });
    expect(await studentStatus(student)).toMatchObject({ status: 'PENDING' });
    expect((await putName(student, 'Priya Sharma Rao')).statusCode).toBe(200);
    const mail = await waitForMail(inboxUrl(), student.email, { subject: /reviewed again/ });
    expect(mail.text).toContain('back to PENDING');
  });

  it('refuses to review a proof the student has since replaced (409) and an unknown one (404)', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    await uploadId(ctx.app, student, [{ filename: 'again.png', type: 'image/png', content: pngBytes() }]);
    for (const res of [await review(admin, proofId, { approve: true }), await unverify(admin, proofId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This document was replaced by a newer upload. Reload the list.');
    }
    expect((await review(admin, '64b7f0c2a1b2c3d4e5f60718', { approve: true })).statusCode).toBe(404);
    expect((await review(admin, 'not-an-id', { approve: true })).statusCode).toBe(404);
    expect((await review(admin, proofId, { approve: 'yes' })).statusCode).toBe(400);
  });

  it('a mail that cannot be sent does not fail the approval: the outbox keeps it to try again', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    const send = ctx.app.mailer.send;
    ctx.app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      expect((await review(admin, proofId, { approve: true })).statusCode).toBe(200);
      const recorded = () => ctx.app.models.OutboxMail.findOne({ to: student.email, template: 'id-proof-approved' }).lean();
      await expect.poll(async () => (await recorded())?.lastError).toBe('SMTP down');
      expect(await recorded()).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    } finally {
      ctx.app.mailer.send = send;
    }
  });
});

describe('admin file view', () => {
  it('serves the file at both addresses with safe headers; 404 unknown; 410 when the file is gone', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { proofId } = await studentWithUpload();
    for (const url of [`/admin/api/id-proofs/${proofId}/file`, `/admin/api/id-proofs/file/${proofId}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(STORED_PNG)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="id.png"/);
    }
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/id-proofs/64b7f0c2a1b2c3d4e5f60718/file',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);

    const doc = await ctx.app.models.IdProof.findById(proofId).lean();
    await ctx.app.files.remove('id_proofs', doc!.fileId);
    const gone = await ctx.app.inject({ method: 'GET', url: `/admin/api/id-proofs/${proofId}/file`, headers: admin.headers });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(MESSAGES.fileGone);
  });
});

describe('GET /admin/api/audit', () => {
  it('records every admin action with who, when, before and after status and the IP, newest first', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, proofId } = await studentWithUpload();
    await review(admin, proofId, { approve: false, note: 'Too dark.' });
    await review(admin, proofId, { approve: true });
    await ctx.app.inject({ method: 'GET', url: `/admin/api/id-proofs/${proofId}/file`, headers: admin.headers, remoteAddress: '10.9.8.7' });
    await unverify(admin, proofId);

    const res = await ctx.app.inject({ method: 'GET', url: '/admin/api/audit', headers: admin.headers, query: { targetId: proofId } });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as {
      action: string;
      actorEmail: string;
      actorRole: string;
      before: unknown;
      after: unknown;
      ip: string;
      at: string;
    }[];
    expect(rows.map((r) => r.action)).toEqual([
      'id-proof.unverify',
      'id-proof.view-file',
      'id-proof.approve',
      'id-proof.reject',
      'id-proof.upload',
    ]);
    expect(rows[3]).toMatchObject({
      actorEmail: admin.email,
      actorRole: 'ADMIN',
      before: { status: 'PENDING', reviewNote: null },
      after: { status: 'REJECTED', reviewNote: 'Too dark.' },
    });
    expect(rows[2]).toMatchObject({ before: { status: 'REJECTED' }, after: { status: 'VERIFIED' } });
    expect(rows[1]).toMatchObject({ ip: '10.9.8.7', before: { status: 'VERIFIED' }, after: { status: 'VERIFIED' } });
    expect(rows[0]).toMatchObject({ before: { status: 'VERIFIED' }, after: { status: 'PENDING' } });
    expect(rows[4]).toMatchObject({ actorEmail: student.email, actorRole: 'STUDENT', after: { status: 'PENDING', fileName: 'id.png' } });
    expect(rows.every((r) => typeof r.ip === 'string' && !Number.isNaN(Date.parse(r.at)))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/audit', headers: admin.headers })).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('answers 401 without a token and 403 to a student or a CA on every admin ID route', async () => {
    const { student, proofId } = await studentWithUpload();
    const ca = await signInAs(ctx.app, 'CA');
    const calls = [
      { method: 'GET' as const, url: '/admin/api/id-proofs' },
      { method: 'GET' as const, url: '/admin/api/id-proofs/counts' },
      { method: 'GET' as const, url: `/admin/api/id-proofs/statuses?userIds=${student.id}` },
      { method: 'POST' as const, url: `/admin/api/id-proofs/${proofId}/review`, payload: { approve: true } },
      { method: 'POST' as const, url: `/admin/api/id-proofs/${proofId}/unverify`, payload: {} },
      { method: 'GET' as const, url: `/admin/api/id-proofs/${proofId}/file` },
      { method: 'GET' as const, url: `/admin/api/id-proofs/file/${proofId}` },
      { method: 'GET' as const, url: `/admin/api/audit?targetId=${proofId}` },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      for (const user of [student, ca]) {
        const res = await ctx.app.inject({ ...call, headers: user.headers });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().message).toBe('Forbidden');
      }
    }
    expect(await studentStatus(student)).toMatchObject({ status: 'PENDING' });
    expect(await mailTo(inboxUrl(), student.email)).toHaveLength(0); // no review mail (the session came from the factory, not a code)
  });
});
