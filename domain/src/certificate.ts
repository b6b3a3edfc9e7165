/**
 * Certificates (SPEC §1: training, internship, excellent performance, letter of recommendation):
 * their types and what each needs, the public verification code, and the links a
 * holder shares. One certificate per type per student.
 */
import { dayLabel, istDay } from './calendar.ts';
import { printableText } from './printable-text.ts';
import { certificateAttendanceProblem, type SessionTiming } from './training.ts';
import type { AttendanceSummary } from './views/training.ts';

export const CERTIFICATE_TYPES = ['TRAINING', 'INTERNSHIP', 'EXCELLENCE', 'RECOMMENDATION'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export interface CertificateTypeInfo {
  /** The document's title, printed on it and shown in lists. */
  title: string;
  /** What the student must have first, as the 409 says it. */
  requirement: string;
  /** What the program dates printed on it are: the training's, or the internship's. */
  period: 'training' | 'internship';
}

export const CERTIFICATE_TYPE_INFO: Record<CertificateType, CertificateTypeInfo> = {
  TRAINING: {
    title: 'Certificate of Industrial Training',
    requirement: 'A training certificate needs the fee verified (step 3).',
    period: 'training',
  },
  INTERNSHIP: {
    title: 'Certificate of Internship',
    requirement: 'An internship certificate needs the final offer letter issued (step 8).',
    period: 'internship',
  },
  EXCELLENCE: {
    title: 'Certificate of Excellent Performance',
    requirement: 'A certificate of excellent performance needs the internship certificate first.',
    period: 'internship',
  },
  RECOMMENDATION: {
    title: 'Letter of Recommendation',
    requirement: 'A letter of recommendation needs the internship certificate first.',
    period: 'internship',
  },
};

export function isCertificateType(value: string): value is CertificateType {
  return (CERTIFICATE_TYPES as readonly string[]).includes(value);
}

/** What a training certificate states of its holder's attendance: "attended 18 of 20 live sessions". */
export function attendanceStatement(a: { attended: number; total: number }): string {
  return `attended ${a.attended} of ${a.total} live sessions`;
}

/** Why a certificate waits: none carries a period that has not ended (an internship's certificates wait for the day after its last). */
export function periodNotEndedMessage(period: CertificateTypeInfo['period'], endLabel: string): string {
  return period === 'training'
    ? `The training ends on ${endLabel}; its certificate can be issued from that day.`
    : `The internship ends on ${endLabel}; its certificates can be issued from the next day.`;
}

export const NO_TRAINING_BATCH_MESSAGE = 'The student has no training batch: the specialization is not finalized.';
export const NO_MENTOR_MESSAGE = 'No mentor supervises this internship yet.';
export const NO_EVALUATION_MESSAGE = 'The mentor has not given the final evaluation yet.';
export const NO_RECOMMENDATION_MESSAGE = 'No recommendation written by the mentor yet.';

export const weekNotSettledMessage = (week: number) => `Week ${week}'s report is not accepted yet.`;
export const scoreBelowLineMessage = (score: number, minScore: number) =>
  `The evaluation score ${score.toFixed(1)} is below ${minScore.toFixed(1)}.`;

/** Who supervised the internship, as a certificate prints it: "supervised by Dr. Meera Rao, Principal Engineer". */
export interface Supervisor {
  name: string;
  title: string;
}

export const supervisedByStatement = (s: Supervisor) => `supervised by ${s.name}, ${s.title}`;

/** The internship as its mentor recorded it: what the internship's certificates rest on. */
export interface InternshipRecord {
  durationWeeks: number;
  /** The weeks whose report the mentor accepted or waived. */
  settledWeeks: ReadonlySet<number>;
  /** The intern's mentor; null when none is assigned. */
  supervisor: Supervisor | null;
  /** The final evaluation's score; null before it is given. */
  score: number | null;
  /** The cohort's line for a certificate of excellent performance. */
  excellenceMinScore: number;
  /** The mentor wrote the recommendation. */
  recommendationWritten: boolean;
}

/** What decides when a certificate may be issued: the last day of the period it names, and the measured facts it rests on. */
export interface CertificateTiming {
  /** YYYY-MM-DD (India time): the training's end, or the internship's last day. */
  periodEnd: string;
  /** The student's batch: their attendance and its sessions; null without a finalized specialization. */
  training: { summary: AttendanceSummary; sessions: readonly SessionTiming[] } | null;
  /** The internship's record (INTERNSHIP, EXCELLENCE and RECOMMENDATION). */
  internship?: InternshipRecord | null;
}

/** What the mentor's record still lacks for the type (an internship type), or null. */
function internshipRecordProblem(type: CertificateType, record: InternshipRecord | null | undefined): string | null {
  if (!record?.supervisor) return NO_MENTOR_MESSAGE;
  if (type === 'INTERNSHIP') {
    for (let week = 1; week <= record.durationWeeks; week++) if (!record.settledWeeks.has(week)) return weekNotSettledMessage(week);
  }
  if (type === 'EXCELLENCE') {
    if (record.score === null) return NO_EVALUATION_MESSAGE;
    if (record.score < record.excellenceMinScore) return scoreBelowLineMessage(record.score, record.excellenceMinScore);
  }
  if (type === 'RECOMMENDATION' && !record.recommendationWritten) return NO_RECOMMENDATION_MESSAGE;
  return null;
}

/**
 * Why a certificate of `type` cannot be issued at `now`, or null: none names a period that has not
 * ended (an internship's certificates wait for its last day to be over in India); a training
 * certificate also waits for its batch's last session and the attendance line; the internship's
 * certificates for the mentor's record (every week accepted or waived; the evaluation at the
 * cohort's line; the written recommendation). The one rule for every type; the API gathers the
 * facts, and the 409 and the eligible list say the answer.
 */
export function certificateWaitReason(type: CertificateType, timing: CertificateTiming, now: Date): string | null {
  const { period } = CERTIFICATE_TYPE_INFO[type];
  if (type === 'TRAINING') {
    if (!timing.training) return NO_TRAINING_BATCH_MESSAGE;
    const problem = certificateAttendanceProblem(timing.training.summary, timing.training.sessions, now);
    if (problem) return problem;
  }
  const today = istDay(now);
  if (period === 'training' ? today < timing.periodEnd : today <= timing.periodEnd)
    return periodNotEndedMessage(period, dayLabel(timing.periodEnd));
  return period === 'internship' ? internshipRecordProblem(type, timing.internship) : null;
}

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
export const RECOMMENDATION_TEXT_MAX = 1500;
export const REVOKE_REASON_MAX = 500;

/** What a person typed or scanned ("abcd-efgh jkmn") as the stored code ("ABCDEFGHJKMN"). */
export function normalizeCertificateCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

export function isCertificateCode(code: string): boolean {
  return code.length === CERTIFICATE_CODE_LENGTH && [...code].every((c) => CERTIFICATE_CODE_ALPHABET.includes(c));
}

/** "ABCD-EFGH-JKMN": how a code is printed and read aloud. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The signed PDF's file name: 'certificate-training-ABCDEFGHJKMN.pdf'. */
export function certificateFileName(c: { type: string; code: string }): string {
  return `certificate-${c.type.toLowerCase()}-${c.code}.pdf`;
}

/** The public page that shows a certificate's facts (mfe-public), relative to the web origin. */
export function verificationPath(code: string): string {
  return `/verify/${code}`;
}

export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate has this code. Please check the code on the certificate and try again.',
  codeInvalid: `A certificate code has ${CERTIFICATE_CODE_LENGTH} letters and digits, e.g. ABCD-EFGH-JKMN.`,
  alreadyIssued: 'This student already has a certificate of this type.',
  textRequired: `Please write the recommendation (1 to ${RECOMMENDATION_TEXT_MAX} characters of plain text).`,
  textNotAllowed: 'Only a letter of recommendation carries a text.',
  recommendationIssued: 'This letter of recommendation was issued; it can no longer be changed.',
  recommendationByMentor: "A letter of recommendation is written by the intern's mentor; it is issued as the mentor wrote it.",
  typeInvalid: 'Please choose a certificate type.',
  reasonRequired: `Please give the reason (1 to ${REVOKE_REASON_MAX} characters of plain text); it is shown on the verification page.`,
  alreadyRevoked: 'This certificate is already revoked.',
  revoked: 'This certificate was revoked; it can no longer be downloaded.',
  studentNotFound: 'This student does not exist.',
  openFailed: 'Failed to open the certificate.',
  downloadFailed: 'Failed to download the certificate.',
  loadFailed: 'Your certificates could not be loaded.',
} as const;

/** The recommendation as stored (multi-line, printable text), or null when it breaks the rule. */
export function recommendationTextOf(raw: string): string | null {
  const text = printableText(raw, { multiline: true });
  return text && text.length <= RECOMMENDATION_TEXT_MAX ? text : null;
}

export function revokeReasonOf(raw: string): string | null {
  const text = printableText(raw);
  return text && text.length <= REVOKE_REASON_MAX ? text : null;
}

/**
 * LinkedIn's "Add to profile" link for a certification: its name, the issuing organization, the
 * issue month and year, the certificate's ID and the verification URL, filled in for the holder.
 */
export function linkedInAddToProfileUrl(c: {
  title: string;
  organization: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}): string {
  const india = new Date(c.issuedAt.getTime() + 330 * 60_000);
  const params: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', c.title],
    ['organizationName', c.organization],
    ['issueYear', String(india.getUTCFullYear())],
    ['issueMonth', String(india.getUTCMonth() + 1)],
    ['certId', formatCertificateCode(c.code)],
    ['certUrl', c.verifyUrl],
  ];
  return `https://www.linkedin.com/profile/add?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** FNV-1a, 32 bits, in base 36: a short version of a text (not a secret). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The certificate's picture for link previews (og:image), relative to the API. Its URL carries a
 * version of what the picture shows (valid or revoked, and the holder's name), so a copy a preview
 * service kept before a revocation or an erasure is never shown for the new state.
 */
export function previewImagePath(c: { code: string; status: 'VALID' | 'REVOKED'; holderName: string }): string {
  return `/public/certificates/${c.code}/image.png?v=${previewImageVersion(c)}`;
}

export function previewImageVersion(c: { status: 'VALID' | 'REVOKED'; holderName: string }): string {
  return `${c.status === 'REVOKED' ? 'r' : 'v'}${shortHash(c.holderName)}`;
}
