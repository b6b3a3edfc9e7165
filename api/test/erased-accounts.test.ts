/**
 * An erased account is a read-only record: it leaves the admin's working lists (the student list and
 * the ID queue; a filter shows erased accounts alone, with the day they were erased), and every
 * admin change to it is refused with 409 saying so. Its old browser sessions are told it was erased.
 * Accounts erased before the account said so are marked by their migration.
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import { MESSAGES, erasedSessionMessage, isErasedSessionMessage } from '@portal/domain/messages';
import { hashRefreshToken } from '../src/features/auth/session-service.ts';
import { erasedAccounts } from '../src/migrations/2026-11-29-erased-accounts.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { setPaymentLink, unverifyFee, verifyFee } from './helpers/fees.ts';
import { eventually, get, post, verifyId } from './helpers/program.ts';

const ctx = useTestApp();

/** A student with a verified ID and fee (an invoice), whose erasure an admin approved and the worker carried out. */
async function erasedStudent(admin: SignedInUser) {
  const student = await studentWith(ctx.app, { name: `Erin Erased ${new Types.ObjectId().toHexString().slice(-6)}` });
  await verifyId(ctx.app, student.id, student.email);
  expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
  const { id } = (await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).json();
  expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(200);
  await eventually(async () => !!(await ctx.app.models.User.findById(student.id).lean())?.erasedAt, { what: 'the erasure' });
  const { erasedAt } = (await ctx.app.models.User.findById(student.id).lean())!;
  return { student, erasedAt: erasedAt! };
}

describe('an erased account', () => {
  it('leaves the student list and the ID queue; the erased filter shows it alone, with its day', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const kept = await studentWith(ctx.app, { name: 'Kiran Kept' });
    const { student, erasedAt } = await erasedStudent(admin);

    const search = (await get(ctx.app, admin, '/admin/api/students?query=')).json() as { id: string }[];
    expect(search.map((r) => r.id)).toContain(kept.id);
    expect(search.map((r) => r.id)).not.toContain(student.id);
    const working = (await get(ctx.app, admin, '/admin/api/students?page=0&size=200')).json();
    expect(working.items.map((r: { id: string }) => r.id)).not.toContain(student.id);

    const erased = (await get(ctx.app, admin, '/admin/api/students?erased=true&page=0')).json();
    expect(erased.items).toEqual([expect.objectContaining({ id: student.id, erasedAt: erasedAt.toISOString(), name: null })]);
    expect(erased.totalItems).toBe(1);

    const queue = (await get(ctx.app, admin, '/admin/api/id-proofs?page=0&size=100')).json();
    const ids = (Array.isArray(queue) ? queue : queue.items).map((p: { userId: string }) => p.userId);
    expect(ids).not.toContain(student.id);
    // The student's own page still reads (the record), and says when it was erased.
    const detail = await get(ctx.app, admin, `/admin/api/students/${student.id}`);
    expect(detail.statusCode).toBe(200);
  });

  it('refuses every admin change with 409 saying when it was erased', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, erasedAt } = await erasedStudent(admin);
    const message = erasedAccountMessage(erasedAt);
    const proof = (await ctx.app.models.IdProof.findOne({ userId: student.id }).lean())!;

    const refusals = [
      await verifyFee(ctx.app, admin, student.id),
      await unverifyFee(ctx.app, admin, student.id),
      await setPaymentLink(ctx.app, admin, student.id),
      await ctx.app.inject({ method: 'DELETE', url: `/admin/students/${student.id}/payment-link`, headers: admin.headers }),
      await post(ctx.app, admin, `/admin/api/students/${student.id}/refunds`, {
        amountMinor: 100,
        reason: 'Refund of an erased account',
        refundedOn: new Date().toISOString().slice(0, 10),
      }),
      await post(ctx.app, admin, `/admin/api/id-proofs/${String(proof._id)}/unverify`, {}),
      await post(ctx.app, admin, `/admin/api/id-proofs/${String(proof._id)}/review`, { approve: true }),
      await post(ctx.app, admin, '/admin/api/certificates', { userId: student.id, type: 'TRAINING' }),
    ];
    for (const res of refusals) expect([res.statusCode, res.json().message]).toEqual([409, message]);
    expect(message).toMatch(/^This account was erased on \d{1,2} [A-Z][a-z]{2} \d{4}: nothing on it can be changed\.$/);
    // Nothing changed: the fee is still as the erasure left it.
    expect(await ctx.app.models.Invoice.countDocuments({ userId: student.id, documentType: 'CREDIT_NOTE' })).toBe(0);
  });

  it("tells the old browser session, on its next refresh, that the account was erased, keeping only its token's hash", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { student, erasedAt } = await erasedStudent(admin);
    const refresh = () => ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: student.refreshToken } });

    // The access token is refused as any ended session's; the refresh that follows says why.
    expect((await get(ctx.app, student, '/me')).statusCode).toBe(401);
    const refused = await refresh();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(erasedSessionMessage(erasedAt));
    expect(refused.json().message).toMatch(
      /^This account was erased on \d{1,2} [A-Z][a-z]{2} \d{4} at your request\. Signing in with the same e-mail address starts a new account, from the beginning\.$/,
    );
    expect(isErasedSessionMessage(refused.json().message)).toBe(true);

    // Kept of the session: the token's hash and two times, until the token would have expired.
    const tokenHash = hashRefreshToken(student.refreshToken);
    const kept = await ctx.app.models.ErasedRefreshToken.findById(tokenHash).lean();
    expect(kept).toEqual({ _id: tokenHash, erasedAt, expiresAt: expect.any(Date) });
    expect(await ctx.app.models.RefreshToken.countDocuments({ userId: student.id })).toBe(0);
    expect(await ctx.app.models.Session.countDocuments({ userId: student.id })).toBe(0);
    await ctx.app.sessions.deleteExpired(new Date(kept!.expiresAt.getTime() + 1));
    expect(await ctx.app.models.ErasedRefreshToken.exists({ _id: tokenHash })).toBeNull();
    expect((await refresh()).json().message).toBe(MESSAGES.sessionExpired);

    // What the message promises: the address signs in to a new account.
    const again = await ctx.app.users.forSignIn(student.email);
    expect(again.created).toBe(true);
    expect(String(again.user._id)).not.toBe(student.id);
  });

  it('is marked by the migration when it was erased before the account said so', async () => {
    const student = await studentWith(ctx.app, {});
    const userId = new Types.ObjectId(student.id);
    await verifyId(ctx.app, student.id, student.email);
    const at = new Date('2026-11-20T10:00:00Z');
    await ctx.app.models.User.db.collection('erasure_requests').insertOne({
      userId,
      status: 'COMPLETED',
      requestedAt: at,
      dueAt: at,
      erasedAt: at,
    });
    await ctx.app.models.SpecializationSelection.create({
      userId,
      cohortId: new Types.ObjectId('000000000000000000000001'),
      specialization: 'Data Science',
      seatNumber: 999,
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
      finalizedAt: at,
    });
    await erasedAccounts.up(ctx.app.models, () => {});
    expect((await ctx.app.models.User.findById(userId).lean())!.erasedAt).toEqual(at);
    expect((await ctx.app.models.IdProof.findOne({ userId }).lean())!.accountErasedAt).toEqual(at);
    expect((await ctx.app.models.SpecializationSelection.findOne({ userId }).lean())!.erasedAt).toEqual(at);
  });
});
