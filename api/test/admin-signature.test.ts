/** The authorized signature on /admin: status, file, save and replace with their messages, audit, and its use on letters. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { adminSaveSignature, dataUrl, eventually, get, offerStatus, post, signaturePng, studentAt } from './helpers/program.ts';

const ctx = useTestApp();

function save(admin: SignedInUser, body: Record<string, unknown>) {
  return post(ctx.app, admin, '/admin/signature', body);
}

describe('before any signature exists', () => {
  it('reports none, has no file, and keeps requests waiting until an admin saves one', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    expect((await get(ctx.app, admin, '/admin/signature')).json()).toEqual({ exists: false, updatedAt: null });
    const file = await get(ctx.app, admin, '/admin/signature/file');
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe(API_MESSAGES.noAdminSignature);

    const student = await studentAt(ctx.app, 'requested');
    expect(await ctx.app.letterWorker.runOnce()).toEqual({ drafts: 0, finals: 0, failed: 0 });
    expect((await offerStatus(ctx.app, student)).draftAvailable).toBe(false);

    const saved = await adminSaveSignature(ctx.app, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    // Saving wakes the worker, which issues the waiting draft.
    await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the waiting draft' });
  });
});

describe('POST /admin/signature', () => {
  it('refuses nothing, a blank canvas, a non-PNG, a wrong size, an oversized image and a missing confirm', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const before = (await get(ctx.app, admin, '/admin/signature')).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ confirm: true }, MESSAGES.noSignatureCaptured],
      [{ signatureDataUrl: '', confirm: true }, MESSAGES.noSignatureCaptured],
      [{ signatureDataUrl: dataUrl(signaturePng({ ink: 0 })), confirm: true }, MESSAGES.noSignatureCaptured],
      [{ signatureDataUrl: dataUrl(signaturePng(), 'image/jpeg'), confirm: true }, API_MESSAGES.signatureNotPng],
      [{ signatureDataUrl: dataUrl(signaturePng({ width: 640, height: 221 })), confirm: true }, API_MESSAGES.signatureWrongSize],
      [
        {
          signatureDataUrl: `data:image/png;base64,${Buffer.concat([signaturePng(), Buffer.alloc(201 * 1024)]).toString('base64')}`,
          confirm: true,
        },
        API_MESSAGES.signatureTooLarge,
      ],
      [{ signatureDataUrl: dataUrl(signaturePng()) }, API_MESSAGES.confirmRequired],
    ];
    for (const [body, message] of cases) {
      const res = await save(admin, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get(ctx.app, admin, '/admin/signature')).json()).toEqual(before);
  });

  it('saves, then replaces, with the SPEC messages, the file, and an audit row for each', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const first = signaturePng({ ink: 0.6 });
    const second = signaturePng({ ink: 0.9, background: 'white' });

    const replacedOld = await save(admin, { signatureDataUrl: dataUrl(first), confirm: true });
    expect(replacedOld.statusCode).toBe(200);
    // One was saved by the first test of this file, so this save replaces it.
    expect(replacedOld.json()).toMatchObject({ exists: true, replaced: true, message: MESSAGES.signatureReplaced });

    const res = await save(admin, { signatureDataUrl: dataUrl(second), confirm: true });
    expect(res.json()).toMatchObject({ exists: true, replaced: true, message: MESSAGES.signatureReplaced });
    const status = (await get(ctx.app, admin, '/admin/signature')).json();
    expect(status).toEqual({ exists: true, updatedAt: res.json().updatedAt });

    const file = await get(ctx.app, admin, '/admin/signature/file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256Hex(file.rawPayload)).toBe(sha256Hex(second));

    const rows = await ctx.app.models.AuditEntry.find({ targetType: 'admin-signature', actorEmail: admin.email }).sort({ at: 1 }).lean();
    expect(rows.map((r) => r.action)).toEqual(['signature.replace', 'signature.replace']);
    expect(rows[1]).toMatchObject({ actorRole: 'ADMIN', before: { sha256: sha256Hex(first) }, after: { sha256: sha256Hex(second) } });
  });

  it("answers 'Signature saved successfully.' for the very first signature", async () => {
    const { createTestApp, destroyTestApp } = await import('./helpers/app.ts');
    const fresh = await createTestApp();
    try {
      const admin = await signInAs(fresh, 'ADMIN');
      const res = await adminSaveSignature(fresh, admin);
      expect(res.json()).toMatchObject({ exists: true, replaced: false, message: MESSAGES.signatureSaved });
      const [row] = await fresh.models.AuditEntry.find({ targetType: 'admin-signature' }).lean();
      expect(row).toMatchObject({ action: 'signature.save', before: null, actorEmail: admin.email });
    } finally {
      await destroyTestApp(fresh);
    }
  });

  it('leaves letters already issued with the signature they were made with', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const original = signaturePng({ ink: 0.7 });
    await save(admin, { signatureDataUrl: dataUrl(original), confirm: true });
    const student = await studentAt(ctx.app, 'requested');
    ctx.app.letterWorker.kick();
    await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the draft' });
    const draftBefore = (await get(ctx.app, student, '/student/offer-letter/draft/file')).rawPayload;

    await save(admin, { signatureDataUrl: dataUrl(signaturePng({ ink: 0.3 })), confirm: true });
    expect(sha256Hex((await get(ctx.app, student, '/student/offer-letter/draft/file')).rawPayload)).toBe(sha256Hex(draftBefore));

    const signed = await post(ctx.app, student, '/student/offer-letter/sign', { signatureDataUrl: dataUrl(signaturePng()), confirm: true });
    expect(signed.statusCode).toBe(200);
    await eventually(async () => (await offerStatus(ctx.app, student)).finalAvailable, { what: 'the final letter' });
    const finalText = await pdfText((await get(ctx.app, student, '/student/offer-letter/final/file')).rawPayload);
    expect(finalText.replace(/\s+/g, '')).toContain(sha256Hex(original));
    const [draft, final] = await Promise.all(
      (['draft', 'final'] as const).map((kind) => ctx.app.models.OfferLetter.findOne({ userId: student.id, kind }).lean()),
    );
    expect(String(final!.adminSignatureId)).toBe(String(draft!.adminSignatureId));
  });
});

describe('roles', () => {
  it('lets only admins read or save the signature', async () => {
    for (const role of ['STUDENT', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await get(ctx.app, user, '/admin/signature')).statusCode).toBe(403);
      expect((await get(ctx.app, user, '/admin/signature/file')).statusCode).toBe(403);
      expect((await save(user, { signatureDataUrl: dataUrl(signaturePng()), confirm: true })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/signature' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/admin/signature', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/signature/file' })).statusCode).toBe(401);
  });
});
