/** A student's ID proof uploaded and decided through the real routes, for tests of what follows a decision; or one stored PENDING as a queue's item. */
import { expect } from 'vitest';
import { Types } from 'mongoose';
import type { App } from '../../src/app.ts';
import { pngBytes } from '../../../tools/test-support/document-files.ts';
import { signInAs, studentWith, type SignedInUser } from './factories.ts';
import { uploadId } from './multipart.ts';

/** A new student uploads a PNG and a new admin approves it, or rejects it with a note. */
export async function decidedUpload(app: App, approve: boolean): Promise<{ student: SignedInUser; admin: SignedInUser; proofId: string }> {
  const student = await studentWith(app);
  const admin = await signInAs(app, 'ADMIN');
  const up = await uploadId(app, student, [{ filename: 'id.png', type: 'image/png', content: pngBytes() }]);
  expect(up.statusCode, up.body).toBe(200);
  const proofId = up.json().id as string;
  const review = await app.inject({
    method: 'POST',
    url: `/admin/api/id-proofs/${proofId}/review`,
    headers: admin.headers,
    payload: approve ? { approve: true } : { approve: false, note: 'The photo is blurred.' },
  });
  expect(review.statusCode, review.body).toBe(200);
  return { student, admin, proofId };
}

/** A PENDING ID proof of `student` stored as if uploaded at `uploadedAt` (its file is not stored: for what counts the queue). */
export async function storedPendingProof(app: App, student: Pick<SignedInUser, 'id' | 'email'>, uploadedAt = new Date()): Promise<void> {
  await app.models.IdProof.create({
    userId: new Types.ObjectId(student.id),
    userEmail: student.email,
    activeKey: student.id,
    fileId: new Types.ObjectId().toHexString(),
    fileName: 'id.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 10,
    sha256: 'a'.repeat(64),
    uploadedAt,
    status: 'PENDING',
  });
}
