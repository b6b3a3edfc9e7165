/** GET /admin/api/summary: the counts at the top of /admin, and the roles that may read them. */
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { useTestApp } from './helpers/app.ts';
import { storedPendingProof } from './helpers/id-proofs.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { setPaymentLink } from './helpers/fees.ts';
import { ADDRESS, adminSaveSignature, studentAt } from './helpers/program.ts';

const ctx = useTestApp({ config: { letterWorker: false } });

const summary = async (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/admin/api/summary', headers });

describe('GET /admin/api/summary', () => {
  it('counts IDs pending review, fees to verify and letters waiting for the authorized signature', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const before = (await summary(admin.headers)).json();

    const waiting = await studentWith(ctx.app);
    await storedPendingProof(ctx.app, waiting);
    const linked = await studentAt(ctx.app, 'fresh');
    expect((await setPaymentLink(ctx.app, admin, linked.id)).statusCode).toBe(200);
    const requested = await studentAt(ctx.app, 'background');
    await ctx.app.offerLetters.request(new Types.ObjectId(requested.id), ADDRESS);

    expect((await summary(admin.headers)).json()).toEqual({
      idsPending: before.idsPending + 1,
      idsPendingSince: expect.any(String),
      feesToVerify: before.feesToVerify + 1,
      lettersAwaitingSignature: before.lettersAwaitingSignature + 1,
      lettersAwaitingSignatureSince: expect.any(String),
      erasuresPending: before.erasuresPending,
      erasuresPendingSince: before.erasuresPendingSince,
      erasuresDueAt: before.erasuresDueAt,
      paymentsNeedingAttention: before.paymentsNeedingAttention,
      paymentsNeedingAttentionSince: before.paymentsNeedingAttentionSince,
    });
    // Once the signature is saved, the worker draws the letters: none waits for it.
    await adminSaveSignature(ctx.app, admin);
    expect((await summary(admin.headers)).json()).toMatchObject({ lettersAwaitingSignature: 0, lettersAwaitingSignatureSince: null });
  });

  it("says since when each queue's oldest item waits, and when the oldest erasure request is due", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const uploadedAt = new Date('2026-01-05T10:00:00Z');
    for (const at of [uploadedAt, new Date('2026-01-07T10:00:00Z')]) {
      const student = await studentWith(ctx.app);
      await storedPendingProof(ctx.app, student, at);
    }
    const leaving = await studentWith(ctx.app);
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/student/data-rights/erasure',
      headers: leaving.headers,
      payload: { confirm: true },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const body = (await summary(admin.headers)).json();
    expect(body.idsPendingSince).toBe(uploadedAt.toISOString());
    expect(body.erasuresPending).toBe(1);
    expect(body.erasuresPendingSince).toBe(requested.json().requestedAt);
    expect(body.erasuresDueAt).toBe(requested.json().dueAt);
  });

  it('is for admins only', async () => {
    for (const role of ['STUDENT', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await summary(user.headers)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/summary' })).statusCode).toBe(401);
  });
});
