/**
 * Certificates as Open Badges 3.0 verifiable credentials: the verdicts a verification reaches, said
 * plainly (the /verify page, the API and `npm run credential:verify` say the same), and the files a
 * holder downloads.
 */
import type { CredentialVerdict } from './views/credential.ts';

export const CREDENTIAL_VERDICT_MESSAGES: Record<CredentialVerdict, string> = {
  VALID: 'Valid: this credential was issued by this program, is unchanged, and has not been revoked.',
  REVOKED: 'Revoked: this credential was issued by this program, but it has been revoked.',
  SIGNATURE_INVALID: 'Signature invalid: this credential was changed after it was signed, or is not a signed credential.',
  NOT_ISSUED_HERE: 'Not issued by this program: this credential names another issuer or was signed with a key this program does not hold.',
};

export const CREDENTIAL_MESSAGES = {
  unreadable: 'This file is not a credential: choose the JSON file or the badge image (PNG) downloaded from the portal.',
  noCredentialInImage: 'This image holds no credential: choose the badge image downloaded from the portal.',
  verifyFailed: 'The credential could not be checked. Please try again.',
  downloadFailed: 'Failed to download the credential.',
} as const;

/** The files a holder downloads: 'credential-training-ABCDEFGHJKMN.json' and '….png'. */
export function credentialFileName(c: { type: string; code: string }, extension: 'json' | 'png'): string {
  return `credential-${c.type.toLowerCase()}-${c.code}.${extension}`;
}

/** Media types of a credential answer (VC Data Model 2.0). */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+ld+json';
