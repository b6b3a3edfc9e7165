/**
 * GET /admin/api/students/{id}: one student on one page for an admin, and the student's
 * invoices and letters the admin may open from it; admins only.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { setPaymentLink, verifyFee } from './helpers/fees.ts';
import { adminWithSignature, eventually, get, offerStatus, studentAt, verifyId } from './helpers/program.ts';
import type { StudentDetail } from '@portal/domain/views/student-detail';

const ctx = useTestApp();

const detailOf = (admin: SignedInUser, id: string) => get(ctx.app, admin, `/admin/api/students/${id}`);

describe('GET /admin/api/students/{id}', () => {
  it('gathers the profile, the ID proof, the journey, the payment, the specialization, the background and the letters', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'background');

    const res = await detailOf(admin, student.id);
    expect(res.statusCode).toBe(200);
    const detail = res.json<StudentDetail>();
    expect(detail.student).toMatchObject({
      id: student.id,
      email: student.email,
      name: 'Priya Sharma',
      idStatus: 'VERIFIED',
      feeVerified: true,
    });
    expect(detail.profile).toMatchObject({ phone: '+919876543210', country: 'India', state: 'Karnataka', profileComplete: true });
    expect(detail.joinedAt).not.toBeNull();
    expect(detail.cohortName).toEqual(expect.any(String));
    expect(detail.idProof).toMatchObject({ userId: student.id, status: 'VERIFIED', fileName: 'id.pdf' });
    expect(detail.journey.progressLabel).toBe('5/10 • 50%');
    expect(detail.specialization).toMatchObject({
      specialization: 'Data Science',
      startDate: '2025-12-10',
      durationWeeks: 6,
      finalized: true,
    });
    expect(detail.background).toMatchObject({ status: 'SUBMITTED', profileType: 'STUDENT' });
    expect(detail.offerLetter).toMatchObject({ requested: false, draftAvailable: false, draftDownloadUrl: null, finalAvailable: false });
    expect(detail.requestedLetterAt).toBeNull();
    expect(detail.invoices).toEqual([]);
  });

  it('shows a newcomer with nothing done yet, and refuses an unknown or malformed id', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const newcomer = await studentWith(ctx.app);
    const detail = (await detailOf(admin, newcomer.id)).json<StudentDetail>();
    expect(detail.idProof).toBeNull();
    expect(detail.student.idStatus).toBe('NOT_UPLOADED');
    expect(detail.journey.progressLabel).toBe('0/10 • 0%');
    expect(detail.specialization.finalized).toBe(false);
    expect(detail.background.status).toBe('NOT_SUBMITTED');

    const unknown = await detailOf(admin, '0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.invalidStudentSelection);
    const malformed = await detailOf(admin, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.invalidStudentSelection);
  });

  it("lists the student's invoices with a file an admin may open, and no other student's", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    await verifyId(ctx.app, student.id, student.email);
    expect((await setPaymentLink(ctx.app, admin, student.id)).statusCode).toBe(200);
    expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);

    const detail = (await detailOf(admin, student.id)).json<StudentDetail>();
    expect(detail.student.paymentLinkUrl).toBe('https://rzp.io/l/abc123');
    expect(detail.invoices).toHaveLength(1);
    const [invoice] = detail.invoices;
    expect(invoice!.downloadUrl).toBe(`/admin/api/students/${student.id}/invoices/${invoice!.id}/file`);
    const file = await get(ctx.app, admin, invoice!.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await studentWith(ctx.app);
    const elsewhere = await get(ctx.app, admin, `/admin/api/students/${other.id}/invoices/${invoice!.id}/file`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('opens the letters once issued, and records who opened them', async () => {
    const admin = await adminWithSignature(ctx.app);
    const student = await studentAt(ctx.app, 'requested');
    const draftUrl = `/admin/api/students/${student.id}/offer-letter/draft/file`;
    const before = await get(ctx.app, admin, draftUrl);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('This letter has not been issued yet.');

    ctx.app.letterWorker.kick();
    await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the draft' });
    const detail = (await detailOf(admin, student.id)).json<StudentDetail>();
    expect(detail.offerLetter).toMatchObject({ requested: true, draftAvailable: true, draftDownloadUrl: draftUrl, finalDownloadUrl: null });
    expect(detail.requestedLetterAt).not.toBeNull();

    const draft = await get(ctx.app, admin, draftUrl);
    expect(draft.statusCode).toBe(200);
    expect(draft.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const entry = await ctx.app.models.AuditEntry.findOne({ action: 'offer-letter.draft-file', targetId: student.id }).lean();
    expect(entry).toMatchObject({ actorEmail: admin.email, targetType: 'user' });
  });

  it('is for admins only', async () => {
    const student = await studentWith(ctx.app);
    for (const role of ['STUDENT', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await detailOf(user, student.id)).statusCode).toBe(403);
      expect((await get(ctx.app, user, `/admin/api/students/${student.id}/offer-letter/final/file`)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/admin/api/students/${student.id}` })).statusCode).toBe(401);
  });
});
