/**
 * Certificates as Open Badges 3.0 verifiable credentials: the verdicts a verification reaches, said
 * plainly (the /verify page, the API and `npm run credential:verify` say the same), and the files a
 * holder downloads.
 */
import type { CredentialVerdict } from './views/credential.ts';

/** Each verdict's title and what it means, as /verify shows them. */
export const CREDENTIAL_VERDICT_TEXT: Record<CredentialVerdict, { title: string; sentence: string }> = {
  VALID: { title: 'Valid', sentence: 'This credential was issued by this program, is unchanged, and has not been revoked.' },
  REVOKED: { title: 'Revoked', sentence: 'This credential was issued by this program, but it has been revoked.' },
  SIGNATURE_INVALID: {
    title: 'Signature invalid',
    sentence: 'This credential was changed after it was signed, or is not a signed credential.',
  },
  NOT_ISSUED_HERE: {
    title: 'Not issued by this program',
    sentence: 'This credential names another issuer, or was signed with a key this program does not hold.',
  },
};

/** The verdict in one sentence: "Valid: This credential was issued by this program, …". */
export function credentialVerdictMessage(verdict: CredentialVerdict): string {
  const { title, sentence } = CREDENTIAL_VERDICT_TEXT[verdict];
  return `${title}: ${sentence}`;
}

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
