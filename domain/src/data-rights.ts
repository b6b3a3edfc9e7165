/**
 * The student's rights over their personal data (Digital Personal Data Protection Act 2023, ss. 11-13):
 * a copy of everything held about them, erasure on request with what the law makes the company keep,
 * and who opened their files. The rules and words shared by the API and the screens.
 */
import { istDateLabel } from './calendar.ts';

/** A download link of an export is valid this long after the export is ready. */
export const EXPORT_LINK_HOURS = 24;
/** One export per student per this many minutes (each gathers and decrypts every file they hold). */
export const EXPORT_INTERVAL_MINUTES = 60;
/**
 * An export whose files add up to at most this many bytes is made while the student waits and
 * downloaded at once: about a second of work, where a typical student's ID photo, signature,
 * letters and invoices come to 1-3 MB. A larger one is made in the background and mailed as a link.
 */
export const EXPORT_IMMEDIATE_MAX_BYTES = 5 * 1024 * 1024;
/** An admin answers an erasure request within this many days of it. */
export const ERASURE_DUE_DAYS = 30;
/** What a certificate of an erased student says on its public verification page. */
export const ERASURE_CERTIFICATE_REASON = "erased at the holder's request";
/** What stands in for an erased name, file name or value that the record must keep a string for. */
export const ERASED_PLACEHOLDER = '[erased]';

export const EXPORT_STATUSES = ['PREPARING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const ERASURE_STATUSES = ['PENDING', 'REFUSED', 'APPROVED', 'COMPLETED'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

export const DATA_RIGHTS_MESSAGES = {
  exportTooSoon: 'You can download your data once an hour. Please try again later.',
  exportReady: 'Your data is ready to download.',
  exportPreparing: 'We are preparing your data. We will e-mail you a download link, valid for 24 hours.',
  linkExpired: 'This download link has expired. Please ask for your data again from your profile.',
  linkNotFound: 'This download link is not valid for your account.',
  erasureRequested: 'Your request to erase your account has been sent. An admin will answer within 30 days.',
  erasureAlreadyRequested: 'You have already asked to erase your account. An admin will answer within 30 days.',
  erasureNotFound: 'Erasure request not found.',
  erasureAlreadyDecided: 'This request has already been answered.',
  reasonRequired: 'Please give the reason for refusing.',
  confirmRequired: 'Please confirm to continue.',
  studentNotFound: 'Student not found.',
} as const;

/** Why any change to an erased account is refused (409): it stays only as the record tax law keeps. */
export function erasedAccountMessage(erasedAt: Date): string {
  return `This account was erased on ${istDateLabel(erasedAt)}: nothing on it can be changed.`;
}

/** What an erased account's row says instead of its (replaced) e-mail. */
export function erasedOnLabel(erasedAt: Date): string {
  return `Erased on ${istDateLabel(erasedAt)}`;
}

/** What is kept after an erasure and why (shown before the student confirms, and in the docs). */
export const ERASURE_KEPT = [
  'Invoices and credit notes, unchanged: GST law (CGST Act section 36, CGST Rules rule 56) requires them for 72 months after the due date of the annual return of their year.',
  'A signed offer letter of an internship that has not ended yet, until it ends: it is the contract of the internship.',
  'Your Student ID, the dates of your steps, the payments made (amounts, ids and times), which privacy notice you consented to and when, and the audit of what was done, without your name, e-mail address, phone, address, file names or notes.',
] as const;

/** What is erased when an admin approves the request. */
export const ERASURE_ERASED = [
  'your name, phone, country and state',
  'your Government ID files, your signature and your offer letters (with your address)',
  'your background',
  'your certificates (revoked)',
  'your sign-in: every session ends and your e-mail address is replaced, so it can sign up afresh as a new student',
] as const;

/**
 * The last day an invoice or credit note of financial year "25-26" must be kept: 72 months from the
 * due date of that year's annual return (CGST Act s. 36), which is 31 December after the year ends
 * (s. 44 with rule 80): "25-26" -> annual return due 2026-12-31 -> kept until 2032-12-31.
 */
export function taxRetentionEndDate(financialYear: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(financialYear);
  if (!match) throw new Error(`not a financial year: ${financialYear}`);
  const endYear = 2000 + Number(match[2]);
  return `${endYear + 6}-12-31`;
}

/** The audit actions that record a staff member opening one of a student's files, and what the file is. */
export const FILE_VIEW_ACTIONS: Readonly<Record<string, string>> = {
  'id-proof.view-file': 'Government ID',
  'invoice.file': 'Invoice or credit note',
  'offer-letter.draft-file': 'Draft offer letter',
  'offer-letter.final-file': 'Final offer letter',
};

/** The roles whose opening of a student's file is listed for the student and the admin. */
export const FILE_VIEWER_ROLES = ['ADMIN', 'CA'] as const;

/** "data-export-<student number>-<YYYY-MM-DD>.zip" */
export function exportFileName(studentNumber: string | null, day: string): string {
  return `data-export-${(studentNumber ?? 'student').replace(/[^A-Za-z0-9-]/g, '')}-${day}.zip`;
}
