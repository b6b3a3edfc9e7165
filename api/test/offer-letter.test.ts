/**
 * Steps 6-8: the offer-letter request, the draft the worker issues, the e-signature with its
 * evidence, and the final letter whose last page holds the hashes.
 */
import { istDateTimeSecondsLabel } from '@portal/domain/calendar';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { ADDRESS, adminWithSignature, dataUrl, eventually, get, offerStatus, post, signaturePng, studentAt } from './helpers/program.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();
const SIGN_UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';

async function draftIssued(student: SignedInUser) {
  await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the draft' });
}

async function finalIssued(student: SignedInUser) {
  await eventually(async () => (await offerStatus(ctx.app, student)).finalAvailable, { what: 'the final letter' });
}

/** A student whose draft is issued (an authorized signature is saved first). */
async function studentWithDraft(): Promise<SignedInUser> {
  await adminWithSignature(ctx.app);
  const student = await studentAt(ctx.app, 'requested');
  ctx.app.letterWorker.kick();
  await draftIssued(student);
  return student;
}

function sign(student: SignedInUser, png = signaturePng(), extra: Record<string, unknown> = {}) {
  return post(
    ctx.app,
    student,
    '/student/offer-letter/sign',
    { signatureDataUrl: dataUrl(png), confirm: true, ...extra },
    { 'user-agent': SIGN_UA },
  );
}

describe('POST /student/offer-letter/request', () => {
  it('is refused until the background is submitted', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const res = await post(ctx.app, student, '/student/offer-letter/request', { addressLine: ADDRESS, confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please finish step 5 (Background Submitted) first.');
    expect((await offerStatus(ctx.app, student)).requested).toBe(false);
  });

  it('gives the SPEC §5 address messages', async () => {
    const student = await studentAt(ctx.app, 'background');
    for (const [addressLine, message] of [
      ['', MESSAGES.addressRequired],
      ['   ', MESSAGES.addressRequired],
      [null, MESSAGES.addressRequired],
      [' Delhi  ', MESSAGES.addressIncomplete],
      // Printed on the letter: a bidi override or a control character is refused by the clean-text rule.
      ['12 MG Road, \u202EBengaluru 560001', MESSAGES.addressIncomplete],
      ['12 MG Road,\u0000 Bengaluru 560001', MESSAGES.addressIncomplete],
    ] as const) {
      const res = await post(ctx.app, student, '/student/offer-letter/request', { addressLine, confirm: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unconfirmed = await post(ctx.app, student, '/student/offer-letter/request', { addressLine: ADDRESS });
    expect(unconfirmed.json().message).toBe(API_MESSAGES.confirmRequired);
    expect((await offerStatus(ctx.app, student)).requested).toBe(false);
  });

  it('stores the address as it is printed: white space tidied and NFC', async () => {
    const student = await studentAt(ctx.app, 'background');
    const res = await post(ctx.app, student, '/student/offer-letter/request', {
      addressLine: '  12  MG Road,\tBengaluru\u00A0560001, Karnatake\u0301 ',
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().address).toBe('12 MG Road, Bengaluru 560001, Karnataké');
  });

  it('records the address once, even when sent ten times at once', async () => {
    const student = await studentAt(ctx.app, 'background');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(ctx.app, student, '/student/offer-letter/request', { addressLine: `${ADDRESS} (${i})`, confirm: true }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.json()).toMatchObject({ requested: true, message: MESSAGES.offerRequested });
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(API_MESSAGES.offerAlreadyRequested);
    }
    expect(await ctx.app.models.OfferLetterRequest.countDocuments({ userId: student.id })).toBe(1);
    expect((await offerStatus(ctx.app, student)).address).toBe(won[0]!.json().address);
  });
});

describe('the whole offer letter: request, draft, signature, final', () => {
  it('issues the draft once a signature exists, takes the signature with its evidence, and issues the final with the hashes', async () => {
    const student = await studentAt(ctx.app, 'background');
    // Nothing to sign before a draft exists.
    const early = await sign(student);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Please finish step 6 (Offer Letter Issued) first.');

    const signatureSaved = !!(await ctx.app.adminSignature.current());
    const requested = await post(ctx.app, student, '/student/offer-letter/request', { addressLine: `  ${ADDRESS}  `, confirm: true });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({
      requested: true,
      address: ADDRESS,
      draftAvailable: false,
      waitingForSignature: !signatureSaved,
      draftDownloadUrl: null,
      signatureUploaded: false,
      signedAt: null,
      finalAvailable: false,
      finalDownloadUrl: null,
      message: MESSAGES.offerRequested,
    });
    // The draft waits for the authorized signature.
    await ctx.app.letterWorker.runOnce();
    const mailsBefore = (await mailTo(inboxUrl(), student.email)).length;
    if (!(await ctx.app.adminSignature.current())) {
      expect(await offerStatus(ctx.app, student)).toMatchObject({ draftAvailable: false, waitingForSignature: true });
      await adminWithSignature(ctx.app);
    }
    await draftIssued(student);

    const status = (await get(ctx.app, student, '/student/offer-letter')).json();
    expect(status).toMatchObject({
      draftAvailable: true,
      waitingForSignature: false,
      draftDownloadUrl: '/student/offer-letter/draft/file',
      signatureUploaded: false,
      finalAvailable: false,
    });
    const draftRes = await get(ctx.app, student, '/student/offer-letter/draft/file');
    expect(draftRes.statusCode).toBe(200);
    expect(draftRes.headers['content-type']).toBe('application/pdf');
    expect(draftRes.headers['cache-control']).toBe('private, no-store');
    const draftBytes = draftRes.rawPayload;
    expect(draftBytes.subarray(0, 5).toString()).toBe('%PDF-');
    const draftText = await pdfText(draftBytes);
    const user = await ctx.app.models.User.findById(student.id).lean();
    for (const expected of [
      'Internship Offer Letter',
      user!.name!,
      user!.studentId,
      ADDRESS,
      'Data Science',
      'Wed, 10 Dec 2025',
      '6 weeks',
      'Free of charge',
      'Performance-based',
      'Report online at 10:00 AM IST',
      'Authorized Signatory',
    ]) {
      expect(draftText).toContain(expected);
    }
    const draftRecord = await ctx.app.models.OfferLetter.findOne({ userId: student.id, kind: 'draft' }).lean();
    expect(draftRecord?.sha256).toBe(sha256Hex(draftBytes));
    const draftMail = await waitForMail(inboxUrl(), student.email, { since: mailsBefore, subject: /ready to sign/ });
    expect(draftMail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect((await get(ctx.app, student, '/student/journey')).json().progressLabel).toBe('6/10 • 60%');

    // The final does not exist yet.
    const noFinal = await get(ctx.app, student, '/student/offer-letter/final/file');
    expect(noFinal.statusCode).toBe(404);
    expect(noFinal.json().message).toBe(API_MESSAGES.letterNotIssued);

    const png = signaturePng();
    const signed = await sign(student, png);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ signatureUploaded: true, message: MESSAGES.signatureFinalized });
    const evidence = await ctx.app.models.OfferSignature.findOne({ userId: student.id }).lean();
    expect(evidence).toMatchObject({
      email: student.email,
      userAgent: SIGN_UA,
      draftSha256: sha256Hex(draftBytes),
      signatureSha256: sha256Hex(png),
    });
    expect(evidence?.ip).toBeTruthy();

    const again = await sign(student, signaturePng({ ink: 0.5 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.signatureAlreadyFinal);

    await finalIssued(student);
    const finalRes = await get(ctx.app, student, '/student/offer-letter/final/file');
    expect(finalRes.statusCode).toBe(200);
    const finalText = await pdfText(finalRes.rawPayload);
    // The letter itself, both signatures' lines, and the evidence page with both hashes.
    for (const expected of [
      ADDRESS,
      'Data Science',
      'Authorized Signatory',
      'Accepted by the intern',
      'Signed electronically on',
      'Electronic signature evidence',
      sha256Hex(draftBytes),
      sha256Hex(png),
      evidence!.signedAt.toISOString(),
      istDateTimeSecondsLabel(evidence!.signedAt),
      SIGN_UA,
      student.email,
    ]) {
      expect(finalText).toContain(expected);
    }
    const evidencePage = finalText.slice(finalText.lastIndexOf('Electronic signature evidence'));
    expect(evidencePage).toMatch(new RegExp(`SHA-256 of the draft letter\\s*${sha256Hex(draftBytes)}`));
    expect(evidencePage).toMatch(new RegExp(`SHA-256 of the intern signature\\s*${sha256Hex(png)}`));
    expect((await ctx.app.models.OfferLetter.findOne({ userId: student.id, kind: 'final' }).lean())?.sha256).toBe(
      sha256Hex(finalRes.rawPayload),
    );
    await waitForMail(inboxUrl(), student.email, { subject: /signed internship offer letter/ });

    const journey = (await get(ctx.app, student, '/student/journey')).json();
    expect(journey.progressLabel).toBe('8/10 • 80%');
    expect(journey.steps.find((s: { key: string }) => s.key === 'jobs')).toMatchObject({ locked: false, done: false });
    // Exactly one of each.
    expect(await ctx.app.models.OfferLetter.countDocuments({ userId: student.id })).toBe(2);
    expect(await ctx.app.files.listOwned('letters', student.id)).toHaveLength(2);
  });

  it("serves a letter only to its owner: another student's request is a 404", async () => {
    const owner = await studentWithDraft();
    const other = await studentAt(ctx.app, 'background');
    const res = await get(ctx.app, other, '/student/offer-letter/draft/file');
    expect(res.statusCode).toBe(404);
    const draft = await ctx.app.models.OfferLetter.findOne({ userId: owner.id, kind: 'draft' }).lean();
    expect(await ctx.app.offerLetters.openLetter(other.id, 'draft')).toBeNull();
    expect(await ctx.app.files.open('letters', draft!.fileId, other.id)).toBeNull();
  });
});

describe('POST /student/offer-letter/sign', () => {
  it('refuses a blank, non-PNG, oversized or wrongly sized signature and keeps the step open', async () => {
    const student = await studentWithDraft();

    const cases: [string | null, string][] = [
      [null, MESSAGES.signatureBlank],
      ['', MESSAGES.signatureBlank],
      [dataUrl(signaturePng({ ink: 0 })), MESSAGES.signatureBlank],
      [dataUrl(signaturePng({ ink: 0, background: 'white' })), MESSAGES.signatureBlank],
      [dataUrl(signaturePng(), 'image/jpeg'), API_MESSAGES.signatureNotPng],
      [
        `data:image/png;base64,${Buffer.from('GIF89a not a png at all, just some bytes here').toString('base64')}`,
        API_MESSAGES.signatureNotPng,
      ],
      ['data:image/png;base64,@@@@', API_MESSAGES.signatureNotPng],
      [
        `data:image/png;base64,${Buffer.concat([signaturePng().subarray(0, 40), Buffer.alloc(200)]).toString('base64')}`,
        API_MESSAGES.signatureNotPng,
      ],
      [dataUrl(signaturePng({ width: 320, height: 110 })), API_MESSAGES.signatureWrongSize],
      [
        `data:image/png;base64,${Buffer.concat([signaturePng(), Buffer.alloc(205 * 1024)]).toString('base64')}`,
        API_MESSAGES.signatureTooLarge,
      ],
    ];
    for (const [signatureDataUrl, message] of cases) {
      const res = await post(ctx.app, student, '/student/offer-letter/sign', { signatureDataUrl, confirm: true });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unconfirmed = await post(ctx.app, student, '/student/offer-letter/sign', {
      signatureDataUrl: dataUrl(signaturePng()),
      confirm: false,
    });
    expect(unconfirmed.json().message).toBe(API_MESSAGES.confirmRequired);
    expect((await offerStatus(ctx.app, student)).signatureUploaded).toBe(false);
    expect(await ctx.app.files.listOwned('signatures', student.id)).toHaveLength(0);
  });

  it('keeps exactly one of ten concurrent signatures, and only its image', async () => {
    const student = await studentWithDraft();
    const pngs = Array.from({ length: 10 }, (_, i) => signaturePng({ ink: 0.5 + i / 20 }));
    const results = await Promise.all(pngs.map((png) => sign(student, png)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe(MESSAGES.signatureAlreadyFinal);
    const evidence = await ctx.app.models.OfferSignature.find({ userId: student.id }).lean();
    expect(evidence).toHaveLength(1);
    const images = await ctx.app.files.listOwned('signatures', student.id);
    expect(images.map((f) => f.sha256)).toEqual([evidence[0]!.signatureSha256]);
  });
});

describe('roles', () => {
  it('lets only students use the offer-letter routes', async () => {
    const routes = [
      ['GET', '/student/offer-letter'],
      ['POST', '/student/offer-letter/request'],
      ['GET', '/student/offer-letter/draft/file'],
      ['GET', '/student/offer-letter/final/file'],
      ['POST', '/student/offer-letter/sign'],
    ] as const;
    for (const role of ['ADMIN', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      for (const [method, url] of routes) {
        const res = await ctx.app.inject({ method, url, headers: user.headers, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of routes) {
      expect((await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode).toBe(401);
    }
  });
});
