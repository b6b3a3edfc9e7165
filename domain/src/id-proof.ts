/** Government ID proof rules of SPEC §3-§5 and §9, shared by the upload card and the API. */
import { istDateLabel } from './calendar.ts';
import { ID_UPLOAD_MAX_BYTES, ID_UPLOAD_MIME_TYPES } from './constants.ts';
import type { IdProofStatus } from './journey.ts';
import { MESSAGES } from './messages.ts';
import type { StudentIdProof } from './views/id-proof.ts';

export type { IdProofStatus };
export type IdUploadMime = (typeof ID_UPLOAD_MIME_TYPES)[number];

/** The government IDs the program accepts (the upload screen lists them). */
export const ACCEPTED_ID_DOCUMENTS = ['Aadhaar', 'PAN card', 'passport', 'voter ID', 'driving licence'] as const;

/** Every status the student sees; NOT_UPLOADED is also the fallback when the status cannot be loaded. */
export const ID_PROOF_STATUSES: readonly IdProofStatus[] = ['NOT_UPLOADED', 'PENDING', 'VERIFIED', 'REJECTED'];
/** The statuses a stored proof can have (the admin's filter). */
export const REVIEW_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** SPEC §9: how long a review typically takes. */
export const ID_REVIEW_TIME = '1-5 hours in business hours';

/** SPEC §4: what a rejected student is told to do. */
export const ID_REJECTED_ADVICE =
  'Please make sure the full name and country/state in your profile match your government ID, then upload it again.';

export interface RejectReason {
  key: 'name' | 'unreadable' | 'expired' | 'type' | 'other';
  label: string;
  /** The note the reason fills in (the admin may add to it); empty for "Other". */
  note: string;
}

/**
 * The reasons an admin usually rejects an ID for, each with the note the student reads: choosing
 * one fills the note, which the admin can still edit; "Other" leaves the note to the admin.
 */
export const REJECT_REASONS: readonly RejectReason[] = [
  {
    key: 'name',
    label: 'Name does not match',
    note: 'The name on your ID does not match the name in your profile. Please correct your name in your profile exactly as on your ID, then upload your ID again.',
  },
  {
    key: 'unreadable',
    label: 'Document unreadable',
    note: 'We could not read your ID: the copy is blurred, dark or cut off. Please upload a clear, complete copy with all four corners visible.',
  },
  {
    key: 'expired',
    label: 'Document expired',
    note: 'The ID you uploaded has expired. Please upload a government ID that is valid today.',
  },
  {
    key: 'type',
    label: 'Wrong document type',
    note: `This document is not one of the government IDs we accept. Please upload your ${ACCEPTED_ID_DOCUMENTS.join(', ')}.`,
  },
  { key: 'other', label: 'Other', note: '' },
];

/** The preset reason a review note was written from (its note, perhaps with the admin's words after it), or null. */
export function rejectReasonOf(reviewNote: string | null | undefined): RejectReason | null {
  const note = (reviewNote ?? '').trim();
  return (note && REJECT_REASONS.find((r) => r.note && note.startsWith(r.note))) || null;
}

/**
 * What a rejected student is told besides the note ("Document unreadable" also told them
 * to fix a name mismatch). A preset reason's note says what to do, so a name mismatch adds the SPEC's
 * profile advice and the other presets only ask for the upload again; a note of the admin's own keeps
 * the SPEC's advice (§4: fix the profile name or country/state and re-upload).
 */
export function idRejectionHelp(reviewNote: string | null | undefined): { advice: string | null; fixProfile: boolean } {
  const reason = rejectReasonOf(reviewNote);
  if (!reason || reason.key === 'name') return { advice: ID_REJECTED_ADVICE, fixProfile: true };
  return { advice: null, fixProfile: false };
}

/** File name extensions each accepted type may carry. */
export const ID_UPLOAD_EXTENSIONS: Readonly<Record<IdUploadMime, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The `accept` attribute of the file picker. */
export const ID_UPLOAD_ACCEPT = [
  ...Object.values(ID_UPLOAD_EXTENSIONS)
    .flat()
    .map((ext) => `.${ext}`),
  ...ID_UPLOAD_MIME_TYPES,
].join(',');

// Old browsers and some mail clients label JPEGs with these.
const MIME_ALIASES: Readonly<Record<string, IdUploadMime>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };
// Types a browser sends when it does not know the file; the extension then decides.
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The accepted type a file claims to be, from its declared type and its extension, which must
 * agree; null when either names anything else. The API also checks the bytes against it.
 */
export function declaredIdUploadType(fileName: string, declaredMime: string | null | undefined): IdUploadMime | null {
  const ext = extensionOf(fileName);
  const byExtension = (Object.keys(ID_UPLOAD_EXTENSIONS) as IdUploadMime[]).find((m) => ID_UPLOAD_EXTENSIONS[m].includes(ext)) ?? null;
  const mime = (declaredMime ?? '').trim().toLowerCase();
  if (UNKNOWN_MIME.has(mime)) return byExtension;
  const declared = MIME_ALIASES[mime] ?? ((ID_UPLOAD_MIME_TYPES as readonly string[]).includes(mime) ? (mime as IdUploadMime) : null);
  return declared && declared === byExtension ? declared : null;
}

/** SPEC §5 ID upload: the message for the first broken rule, or null (the client's check before sending). */
export function validateIdUpload(file: { name: string; type?: string | null; size: number } | null | undefined): string | null {
  if (!file || file.size <= 0) return MESSAGES.idFileRequired;
  if (!declaredIdUploadType(file.name, file.type)) return MESSAGES.idFileType;
  if (file.size > ID_UPLOAD_MAX_BYTES) return MESSAGES.idFileTooLarge;
  return null;
}

export const NOT_UPLOADED_PROOF: StudentIdProof = {
  id: null,
  status: 'NOT_UPLOADED',
  fileName: null,
  mimeType: null,
  sizeBytes: null,
  uploadedAt: null,
  reviewNote: null,
  fileErasedAt: null,
};

/** What replaces the View button once the file was erased, e.g. 'Erased on 26 Nov 2026 (retention policy)'; the record stays. */
export function fileErasedLabel(erasedAtIso: string): string {
  return `Erased on ${istDateLabel(new Date(erasedAtIso))} (retention policy)`;
}

/** The ID card's advice: a masked Aadhaar keeps the full number out of the portal. */
export const MASKED_AADHAAR_ADVICE =
  'Using Aadhaar? Upload a masked Aadhaar, which shows only the last four digits of the number: download it from UIDAI’s ' +
  'myAadhaar portal (myaadhaar.uidai.gov.in → Download Aadhaar → choose “masked Aadhaar”), or cover the first eight digits yourself.';
