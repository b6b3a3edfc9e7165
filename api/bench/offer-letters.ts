/**
 * `npm run bench:letters`: figures for the offer letters, printed, never asserted.
 *  1. Draft and final PDF generation (document builder + pdfmake) p50/p95 over BENCH_PDFS renders each.
 *  2. Request to draft available: POST /student/offer-letter/request, then GET /student/offer-letter
 *     every 20 ms until draftAvailable, with the API's own background worker issuing the letter;
 *     one student at a time, then BENCH_CONCURRENT students at once.
 *  3. Sign to final available, the same way.
 */
import type net from 'node:net';
import { Types } from 'mongoose';
import { PNG } from 'pngjs';
import { SIGNATURE_CANVAS, SPECIALIZATIONS } from '@portal/domain/constants';
import type { App } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { offerDraftDocument } from '../src/documents/offer-draft.ts';
import { offerFinalDocument } from '../src/documents/offer-final.ts';
import type { OfferLetterContent } from '../src/documents/offer-letter-body.ts';
import { createSession } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import { runBench, withBenchStack } from './lib/bench-stack.ts';
import { summary, timed } from './lib/figures.ts';
import { pdfRenderFigures } from './lib/pdf-figures.ts';

const PDFS = Number(process.env.BENCH_PDFS ?? 40);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 10);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const POLL_MS = 20;

/** A 640×220 signature PNG with a stroke, as the pads send it. */
function signaturePng(): Buffer {
  const png = new PNG(SIGNATURE_CANVAS);
  for (let x = 30; x < 600; x++) {
    const y = Math.round(110 + Math.sin(x / 20) * 40);
    for (let dy = -1; dy <= 1; dy++) png.data.set([20, 30, 90, 255], ((y + dy) * SIGNATURE_CANVAS.width + x) * 4);
  }
  return PNG.sync.write(png);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function sampleContent(seller: AppConfig['seller']): OfferLetterContent {
  return {
    reference: 'OL/CP25-000123',
    issuedAt: new Date().toISOString(),
    company: { name: seller.name, address: seller.address, supportEmail: 'support@careerportal.in' },
    student: {
      name: 'Priya Sharma',
      studentId: 'CP25-000123',
      email: 'priya@example.com',
      address: '221B Residency Road, Bengaluru 560025, Karnataka',
    },
    specialization: 'Data Science',
    startDateCode: 'DEC10',
    durationWeeks: 6,
    backgroundLine: 'Background: Bachelors in CSE, RV College, graduating 2026.',
  };
}

async function benchPdfs(seller: AppConfig['seller']) {
  const content = sampleContent(seller);
  const signature = dataUrl(signaturePng());
  const evidence = {
    userId: new Types.ObjectId().toHexString(),
    email: 'priya@example.com',
    signedAtUtc: new Date().toISOString(),
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    draftSha256: 'a'.repeat(64),
    draftIssuedAtUtc: new Date().toISOString(),
    signatureSha256: 'b'.repeat(64),
    adminSignatureSha256: 'c'.repeat(64),
    finalIssuedAtUtc: new Date().toISOString(),
  };
  const kinds = {
    draft: () => offerDraftDocument(content, signature),
    final: () => offerFinalDocument(content, signature, signature, evidence),
  };
  for (const [kind, doc] of Object.entries(kinds)) console.log(await pdfRenderFigures(`${kind} letter PDF generation`, doc, PDFS));
}

interface BenchStudent {
  headers: Record<string, string>;
}

/** Students with steps 1-5 done (ID verified, fee verified, specialization, background), each with a session. */
async function studentsReadyForLetters(app: App, count: number, tag: string): Promise<BenchStudent[]> {
  const users = await app.models.User.insertMany(
    Array.from({ length: count }, (_, i) => ({
      email: `bench-${tag}-${i}@example.com`,
      name: `Bench Student ${tag}-${i}`,
      role: 'STUDENT',
      studentId: `CP97-${tag}${String(i).padStart(4, '0')}`,
      phone: '+91 9876543210',
      country: 'India',
      state: 'Karnataka',
      idVerified: true,
      feeVerified: true,
      feePaid: true,
    })),
  );
  return Promise.all(
    users.map(async (u, i) => {
      await app.models.IdProof.create({
        userId: u._id,
        userEmail: u.email,
        activeKey: String(u._id),
        fileId: new Types.ObjectId().toHexString(),
        fileName: 'id.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1000,
        sha256: '0'.repeat(64),
        uploadedAt: new Date(),
        status: 'VERIFIED',
      });
      // Spread over every specialization: the seats left (250 - 179) would run out in one or two.
      const specialization = SPECIALIZATIONS[i % SPECIALIZATIONS.length]!.name;
      const seat = await app.specializations.finalize(u._id, await app.cohorts.active(), {
        specialization,
        startDateCode: 'DEC10',
        startDate: '2025-12-10',
        durationWeeks: 6,
      });
      if (!seat.ok) throw new Error(`no seat for a bench student: ${seat.reason}`);
      await app.backgrounds.submit(u._id, {
        profileType: 'STUDENT',
        educationalLevel: 'Bachelors',
        graduationYear: 2026,
        college: 'RV College',
        branch: 'CSE',
        jobTitle: null,
        company: null,
        experienceMonths: null,
        linkedinProfile: null,
      });
      const { sid } = await createSession(app.models, u._id, 'bench');
      return {
        headers: {
          authorization: `Bearer ${app.jwt.sign({ sub: String(u._id), role: 'STUDENT', sid })}`,
          'content-type': 'application/json',
        },
      };
    }),
  );
}

/** Sends `action`, then polls the status until `done` says so; the time from sending to done. */
async function untilAvailable(
  base: string,
  student: BenchStudent,
  action: { url: string; body: unknown },
  done: (s: Record<string, boolean>) => boolean,
): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}${action.url}`, { method: 'POST', headers: student.headers, body: JSON.stringify(action.body) });
  if (res.status !== 200) throw new Error(`${action.url} answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const status = (await (await fetch(`${base}/student/offer-letter`, { headers: student.headers })).json()) as Record<string, boolean>;
    if (done(status)) return performance.now() - start;
    if (performance.now() - start > 120_000) throw new Error('the letter did not come within two minutes');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function benchWorker(app: App) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const { user: admin } = await ensureUser(app.models, 'bench-admin@example.com', 'ADMIN');
  await app.adminSignature.save({ id: String(admin._id), email: admin.email, role: admin.role, ip: null }, signaturePng());

  const request = { url: '/student/offer-letter/request', body: { addressLine: '221B Residency Road, Bengaluru 560025', confirm: true } };
  const sign = { url: '/student/offer-letter/sign', body: { signatureDataUrl: dataUrl(signaturePng()), confirm: true } };
  const draftReady = (s: Record<string, boolean>) => !!s.draftAvailable;
  const finalReady = (s: Record<string, boolean>) => !!s.finalAvailable;

  const one = await studentsReadyForLetters(app, SEQUENTIAL, 's');
  const drafts: number[] = [];
  const finals: number[] = [];
  for (const s of one) drafts.push(await untilAvailable(base, s, request, draftReady));
  for (const s of one) finals.push(await untilAvailable(base, s, sign, finalReady));
  console.log(summary('request → draft available, one student at a time', drafts));
  console.log(summary('sign → final available, one student at a time', finals));

  const many = await studentsReadyForLetters(app, CONCURRENT, 'c');
  const [wallDrafts, concurrentDrafts] = await timed(() => Promise.all(many.map((s) => untilAvailable(base, s, request, draftReady))));
  console.log(summary(`request → draft available, ${CONCURRENT} students at once`, concurrentDrafts));
  const [wallFinals, concurrentFinals] = await timed(() => Promise.all(many.map((s) => untilAvailable(base, s, sign, finalReady))));
  console.log(summary(`sign → final available, ${CONCURRENT} students at once`, concurrentFinals));
  console.log(
    `${''.padEnd(52)} all ${CONCURRENT} drafts in ${(wallDrafts / 1000).toFixed(1)} s, all finals in ${(wallFinals / 1000).toFixed(1)} s; ` +
      `${await app.models.OfferLetter.countDocuments()} letters for ${SEQUENTIAL + CONCURRENT} students`,
  );
}

runBench(() =>
  withBenchStack(async (app, config) => {
    await benchPdfs(config.seller);
    await benchWorker(app);
  }),
);
