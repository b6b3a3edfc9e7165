/** POST /public/credentials/verify (no sign-in): the verdict on a credential file, its JSON or a badge PNG with it baked in. */
import type { CredentialVerification } from '@portal/domain/views/credential';
import { apiRequest } from '@portal/shared-ui/api/api-client';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function verifyCredentialFile(file: Blob): Promise<CredentialVerification> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const png = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
  // Sent as it is, under the type the API reads it by (a .json file's own type may be empty or ld+json).
  const body = new Blob([bytes], { type: png ? 'image/png' : 'application/json' });
  return apiRequest<CredentialVerification>('/public/credentials/verify', { method: 'POST', body, auth: false });
}
