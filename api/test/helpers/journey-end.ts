/** Students who reached the end of the journey (steps 9 and 10, certificates): the final letter recorded as the worker records it. */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { App } from '../../src/app.ts';
import type { SignedInUser } from './factories.ts';
import { studentAt } from './program.ts';

/** A student whose draft and final letters are issued (step 8 done), of `specialization`. */
export async function studentWithFinalLetter(app: App, specialization = 'Data Science'): Promise<SignedInUser> {
  // No letter request: the worker has nothing to draw; the letters are recorded as it records them.
  const student = await studentAt(app, 'background', { specialization });
  const userId = new Types.ObjectId(student.id);
  const letter = (kind: 'draft' | 'final') => ({
    userId,
    kind,
    fileId: new Types.ObjectId().toHexString(),
    sha256: randomBytes(32).toString('hex'),
    size: 1000,
    issuedAt: new Date(),
    adminSignatureId: new Types.ObjectId(),
    content: {},
  });
  const [draft] = await app.models.OfferLetter.create([letter('draft'), letter('final')]);
  // The signature, its final letter already drawn (jobDone: the letter worker has nothing left to do).
  await app.models.OfferSignature.create({
    userId,
    email: student.email,
    fileId: new Types.ObjectId().toHexString(),
    signatureSha256: randomBytes(32).toString('hex'),
    draftLetterId: draft!._id,
    draftSha256: draft!.sha256,
    signedAt: new Date(),
    jobDone: true,
  });
  return student;
}

/** A future slot body (the API tests' program day is 2025-10-20). */
export const SLOT = {
  company: 'Acme Analytics',
  role: 'Data Analyst (PPO)',
  specialization: 'Data Science',
  startsAt: '2026-01-12T10:30:00+05:30',
  durationMinutes: 45,
  mode: 'ONLINE',
  location: 'https://meet.example.com/acme-ds',
  capacity: 2,
} as const;
