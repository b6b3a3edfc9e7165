// Admin and student actions through the real API, for browser tests whose subject is elsewhere.
import type { Tokens } from './session';
import { staffSession } from './session';
import { pngFile, type PickedFile } from './files';
import { apiAs, sendAs } from './api';
import { ADMIN_EMAIL } from './stack-env';

/** The admin's session for the whole run (ADMIN_EMAILS makes the address ADMIN at sign-in). */
export const adminSession = () => staffSession(ADMIN_EMAIL);

/** Uploads a document as the student, as the dashboard does; answers the new proof's id. */
export async function uploadIdViaApi(student: Tokens, file: PickedFile): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const proof = await apiAs<{ id: string }>(student.accessToken, '/student/id-proof', { method: 'POST', body: form });
  return proof.id;
}

/** Approves or rejects a proof as the admin. */
export async function reviewViaApi(proofId: string, approve: boolean, note?: string): Promise<void> {
  const admin = await adminSession();
  await sendAs(admin.accessToken, `/admin/api/id-proofs/${proofId}/review`, { approve, note: note ?? null });
}

/** Journey step 1 the way it really happens: the student uploads a PNG and the admin approves it. */
export async function verifyIdViaApi(student: Tokens): Promise<void> {
  await reviewViaApi(await uploadIdViaApi(student, pngFile()), true);
}

/** The admin pastes a payment link for the student (the fee not verified yet); answers the student's id. */
export async function setPaymentLinkViaApi(student: Tokens): Promise<string> {
  const me = await apiAs<{ id: string }>(student.accessToken, '/me');
  const admin = await adminSession();
  await sendAs(admin.accessToken, `/admin/students/${me.id}/payment-link`, {
    url: 'https://rzp.io/l/career-portal-fee',
    amountMajor: 4999,
    currency: 'INR',
  });
  return me.id;
}

/** Journey step 2 as the admin does it: a payment link for the student, then the fee verified (which issues the invoice). */
export async function verifyFeeViaApi(student: Tokens): Promise<void> {
  const id = await setPaymentLinkViaApi(student);
  const admin = await adminSession();
  await sendAs(admin.accessToken, `/admin/api/students/${id}/payment/verify`, {});
}
