/**
 * Students part-way through the program for the API tests (steps done through the same
 * repositories the routes use), signature images, and waiting for the letter worker.
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { PNG } from 'pngjs';
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import type { App } from '../../src/app.ts';
import { bearer } from './app.ts';
import { signInAs, studentWith, type SignedInUser } from './factories.ts';

export const ADDRESS = '221B Residency Road, Bengaluru 560025, Karnataka';
export const SELECTION = { specialization: 'Data Science', startDateCode: 'DEC10', durationWeeks: 6, confirm: true } as const;
export const STUDENT_BACKGROUND = {
  profileType: 'STUDENT',
  educationalLevel: 'Bachelors',
  graduationYear: 2026,
  college: 'RV College of Engineering',
  branch: 'CSE',
  jobTitle: null,
  company: null,
  experienceMonths: null,
  linkedinProfile: 'https://www.linkedin.com/in/priya',
  confirm: true,
} as const;

/** Steps before the one a test is about. */
export type ProgramStage = 'fresh' | 'fee-verified' | 'specialized' | 'background' | 'requested';

/** An ID proof of this student in the VERIFIED state (the journey reads step 1 from it). */
export async function verifyId(app: App, userId: string, email: string): Promise<void> {
  await app.models.IdProof.create({
    userId: new Types.ObjectId(userId),
    userEmail: email,
    activeKey: userId,
    fileId: new Types.ObjectId().toHexString(),
    fileName: 'id.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1234,
    sha256: randomBytes(32).toString('hex'),
    uploadedAt: new Date(),
    status: 'VERIFIED',
    reviewedAt: new Date(),
  });
  await app.models.User.updateOne({ _id: userId }, { $set: { idVerified: true } });
}

/** A signed-in student whose journey has reached `stage` (each stage includes the ones before). */
export async function studentAt(
  app: App,
  stage: ProgramStage,
  selection: { specialization: string } = SELECTION,
  email?: string,
): Promise<SignedInUser> {
  const student = await studentWith(app, {}, email);
  if (stage === 'fresh') return student;
  await verifyId(app, student.id, student.email);
  await app.models.User.updateOne({ _id: student.id }, { $set: { feeVerified: true, feeVerifiedAt: new Date(), feePaid: true } });
  if (stage === 'fee-verified') return student;
  const userId = new Types.ObjectId(student.id);
  const taken = await app.specializations.finalize(userId, await app.cohorts.ofStudent({ cohortId: null }), {
    ...SELECTION,
    ...selection,
    startDateCode: 'DEC10',
    startDate: '2025-12-10',
    durationWeeks: 6,
  });
  if (!taken.ok) throw new Error(`no seat for the test student: ${taken.reason}`);
  if (stage === 'specialized') return student;
  await app.backgrounds.submit(userId, { ...STUDENT_BACKGROUND, educationalLevel: 'Bachelors', profileType: 'STUDENT' });
  if (stage === 'background') return student;
  await app.offerLetters.request(userId, ADDRESS);
  return student;
}

/** A PNG of the signature canvas size with a drawn stroke (or nothing when `ink` is 0). */
export interface SignatureImageOptions {
  width?: number;
  height?: number;
  /** How much of the stroke is drawn, 0 (blank) to 1. */
  ink?: number;
  background?: 'transparent' | 'white';
}

export function signaturePng({
  width = SIGNATURE_CANVAS.width,
  height = SIGNATURE_CANVAS.height,
  ink = 1,
  background = 'transparent',
}: SignatureImageOptions = {}): Buffer {
  const png = new PNG({ width, height });
  const base = background === 'white' ? [255, 255, 255, 255] : [0, 0, 0, 0];
  for (let i = 0; i < png.data.length; i += 4) png.data.set(base, i);
  // A wavy pen stroke, 3 px thick, across the middle; `ink` scales how much of it is drawn.
  const length = Math.floor((width - 40) * ink);
  for (let x = 20; x < 20 + length; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 18) * 30);
    for (let dy = -1; dy <= 1; dy++) png.data.set([20, 30, 90, 255], ((y + dy) * width + x) * 4);
  }
  return PNG.sync.write(png);
}

export function dataUrl(png: Buffer, mime = 'image/png'): string {
  return `data:${mime};base64,${png.toString('base64')}`;
}

export async function adminSaveSignature(app: App, admin: SignedInUser, png = signaturePng()) {
  return app.inject({
    method: 'POST',
    url: '/admin/signature',
    headers: admin.headers,
    payload: { signatureDataUrl: dataUrl(png), confirm: true },
  });
}

/** An admin who has saved the authorized signature. */
export async function adminWithSignature(app: App): Promise<SignedInUser> {
  const admin = await signInAs(app, 'ADMIN');
  const res = await adminSaveSignature(app, admin);
  if (res.statusCode !== 200) throw new Error(`saving the signature answered ${res.statusCode}: ${res.body}`);
  return admin;
}

export async function offerStatus(app: App, student: SignedInUser) {
  const res = await app.inject({ method: 'GET', url: '/student/offer-letter', headers: bearer(student.accessToken) });
  return res.json() as {
    requested: boolean;
    draftAvailable: boolean;
    signatureUploaded: boolean;
    finalAvailable: boolean;
    address: string | null;
  };
}

/** Polls until `check` is true (the worker runs in the background of the app). */
export async function eventually(check: () => Promise<boolean>, { timeoutMs = 15_000, what = 'the condition' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

export function post(app: App, user: SignedInUser, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { ...user.headers, ...headers }, payload: payload as Record<string, unknown> });
}

export function get(app: App, user: SignedInUser, url: string) {
  return app.inject({ method: 'GET', url, headers: user.headers });
}
