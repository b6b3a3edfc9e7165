/**
 * A certificate as an Open Badges 3.0 `OpenBadgeCredential` (W3C VC Data Model 2.0), before it is
 * signed: the issuer profile, the achievement with what it required, the holder named only by name
 * (no e-mail, phone or student ID), the measured result where there is one (a training's attended
 * sessions, the internship's final evaluation score), and its revocation entry in a Bitstring Status List.
 */
import { CERTIFICATE_TYPE_INFO, type CertificateType } from '@portal/domain/certificate';
import { MULTIKEY_CONTEXT, OPEN_BADGES_CONTEXT, SECURITY_V2_CONTEXT, VC_V2_CONTEXT } from './credential-contexts.ts';
import type { MultikeyDocument } from '@digitalbazaar/ed25519-multikey';

const CREDENTIAL_CONTEXT = [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT];

/** Who issues: the seller, at its profile's stable URL. */
export interface IssuerFacts {
  id: string;
  name: string;
  url: string;
  email: string | null;
}

/** What a certificate states, as stored when it was issued. */
export interface CertificateFacts {
  type: CertificateType;
  holderName: string;
  specialization: string | null;
  periodStart: string;
  periodEnd: string;
  attendance: { attended: number; total: number; minPercent?: number | null } | null;
  /** A certificate of excellent performance: the mentor's final evaluation score and the cohort's line. */
  evaluation: { score: number; minScore: number } | null;
  issuedAt: Date;
  verifyUrl: string;
}

/** A credential's position in a status list. */
interface StatusEntry {
  listUrl: string;
  index: number;
}

const ACHIEVEMENT: Record<CertificateType, { achievementType: string; description: string; criteria: string }> = {
  TRAINING: {
    achievementType: 'CertificateOfCompletion',
    description: 'Completed the four-week live industrial training of the career program.',
    criteria: 'Pay the training fee and attend the live sessions of the four-week training',
  },
  INTERNSHIP: {
    achievementType: 'Certificate',
    description: 'Completed the internship of the career program under its final offer letter.',
    criteria:
      "Hold the final internship offer letter, complete the internship to its last day, and have every week's report accepted (or waived with a reason) by the mentor",
  },
  EXCELLENCE: {
    achievementType: 'Award',
    description: 'Recognised for excellent performance during the internship of the career program.',
    criteria: "Complete the internship (its certificate issued) and reach the line on the mentor's final evaluation",
  },
  RECOMMENDATION: {
    achievementType: 'Award',
    description: "Recommended in a signed letter written by the internship's mentor after completing the internship.",
    criteria: "Complete the internship (its certificate issued) and be recommended in a letter written by the internship's mentor",
  },
};

/** What was required, in a sentence: a training certificate names its attendance line, an excellence one its score line. */
function criteriaNarrative(c: Pick<CertificateFacts, 'type' | 'attendance' | 'evaluation'>): string {
  const base = ACHIEVEMENT[c.type].criteria;
  if (c.type === 'EXCELLENCE' && c.evaluation) return `${base}: a score of at least ${c.evaluation.minScore.toFixed(1)} out of 5.`;
  if (c.type !== 'TRAINING' || !c.attendance) return `${base}.`;
  const line = c.attendance.minPercent != null ? `at least ${c.attendance.minPercent}%` : 'the required share';
  return `${base}: attended ${line} of ${c.attendance.total} live sessions.`;
}

const indiaDayStart = (day: string) => `${day}T00:00:00+05:30`;
const indiaDayEnd = (day: string) => `${day}T23:59:59+05:30`;
/** VC 2.0 dates: seconds, no milliseconds. */
export const credentialDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

function issuerProfileRef(issuer: IssuerFacts) {
  return {
    id: issuer.id,
    type: ['Profile'],
    name: issuer.name,
    url: issuer.url,
    ...(issuer.email ? { email: issuer.email } : {}),
  };
}

/** The issuer profile served at its id: a controller document listing the signing keys. */
export function issuerProfileDocument(issuer: IssuerFacts, keys: readonly MultikeyDocument[]) {
  return {
    '@context': [...CREDENTIAL_CONTEXT, MULTIKEY_CONTEXT, SECURITY_V2_CONTEXT],
    ...issuerProfileRef(issuer),
    verificationMethod: keys,
    assertionMethod: keys.map((k) => k.id),
  };
}

export function openBadgeCredential(c: CertificateFacts, issuer: IssuerFacts, status: StatusEntry) {
  const { title } = CERTIFICATE_TYPE_INFO[c.type];
  const achievementId = `${issuer.id}#achievement-${c.type.toLowerCase()}`;
  const attendance = c.type === 'TRAINING' ? c.attendance : null;
  const attendanceId = `${achievementId}-attendance`;
  const evaluation = c.type === 'EXCELLENCE' ? c.evaluation : null;
  const evaluationId = `${achievementId}-evaluation`;
  const resultDescription = [
    ...(attendance
      ? [
          {
            id: attendanceId,
            type: ['ResultDescription'],
            name: 'Live sessions attended',
            resultType: 'RawScore',
            valueMin: '0',
            valueMax: String(attendance.total),
          },
        ]
      : []),
    ...(evaluation
      ? [
          {
            id: evaluationId,
            type: ['ResultDescription'],
            name: "Mentor's final evaluation score",
            resultType: 'RubricScore',
            valueMin: '1',
            valueMax: '5',
          },
        ]
      : []),
  ];
  const result = [
    ...(attendance ? [{ type: ['Result'], resultDescription: attendanceId, value: String(attendance.attended) }] : []),
    ...(evaluation ? [{ type: ['Result'], resultDescription: evaluationId, value: evaluation.score.toFixed(1) }] : []),
  ];
  return {
    '@context': CREDENTIAL_CONTEXT,
    id: c.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfileRef(issuer),
    validFrom: credentialDate(c.issuedAt),
    name: title,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.holderName }],
      activityStartDate: indiaDayStart(c.periodStart),
      activityEndDate: indiaDayEnd(c.periodEnd),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: ACHIEVEMENT[c.type].achievementType,
        name: title,
        description: ACHIEVEMENT[c.type].description,
        criteria: { narrative: criteriaNarrative(c) },
        ...(c.specialization ? { specialization: c.specialization } : {}),
        ...(resultDescription.length ? { resultDescription } : {}),
      },
      ...(result.length ? { result } : {}),
    },
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;
