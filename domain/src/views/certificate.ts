/** Certificates: the holder's, the admin's and the public verification views, declared once as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { CERTIFICATE_TYPES } from '../certificate.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD in India time' });

/** What anyone holding the code may read: no e-mail, phone or student ID. */
const publicFields = {
  code: Type.String({ description: 'the verification code, 12 letters and digits' }),
  type: Type.Enum([...CERTIFICATE_TYPES]),
  title: Type.String(),
  holderName: Type.String(),
  specialization: NullableString(),
  periodStart: Day(),
  periodEnd: Day(),
  /** e.g. '1–30 Nov 2025' (domain/calendar.ts dateRangeLabel). */
  periodLabel: Type.String(),
  attendance: NullableString({ description: 'a training certificate: "attended 18 of 20 live sessions"' }),
  supervisedBy: NullableString({
    description: 'the internship\'s certificates: "supervised by Dr. Meera Rao, Principal Engineer" (the mentor when it was issued)',
  }),
  evaluationScore: Type.Union([Type.Number(), Type.Null()], {
    description: 'a certificate of excellent performance: the evaluation score',
  }),
  issuedAt: Type.String({ format: 'date-time' }),
  issuer: Type.String({ description: "the organization's registered name" }),
  status: Type.Enum(['VALID', 'REVOKED']),
  revokedAt: NullableDateTime(),
  revokedReason: NullableString(),
};

/** GET /public/certificates/{code}. */
export const PublicCertificateViewSchema = Type.Object(publicFields, { additionalProperties: false });
export type PublicCertificateView = Static<typeof PublicCertificateViewSchema>;

/** GET /student/certificates: the holder's own, with the links they share. */
export const CertificateViewSchema = Type.Object(
  {
    ...publicFields,
    id: Type.String(),
    text: NullableString({ description: 'the recommendation (RECOMMENDATION only)' }),
    verifyUrl: Type.String(),
    linkedInUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type CertificateView = Static<typeof CertificateViewSchema>;

/** The admin's row: the certificate and its holder. */
export const AdminCertificateViewSchema = Type.Object(
  {
    ...publicFields,
    id: Type.String(),
    text: NullableString(),
    verifyUrl: Type.String(),
    userId: Type.String(),
    studentId: NullableString(),
    email: Type.String(),
  },
  { additionalProperties: false },
);
export type AdminCertificateView = Static<typeof AdminCertificateViewSchema>;

/** A student who may receive a type (GET /admin/api/certificates/eligible), and the certificate of that type they hold. */
export const EligibleStudentRowSchema = Type.Object(
  {
    userId: Type.String(),
    studentId: NullableString(),
    name: NullableString(),
    email: Type.String(),
    specialization: NullableString(),
    certificateId: NullableString({ description: 'the certificate of this type already issued; null: none yet' }),
    notYet: NullableString({
      description:
        "why it cannot be issued yet (the training or internship has not ended, the attendance is below the line, a week's report is not accepted, the evaluation is below the line, no recommendation is written); null: it can",
    }),
  },
  { additionalProperties: false },
);
export type EligibleStudentRow = Static<typeof EligibleStudentRowSchema>;

export const EligibleStudentPageSchema = Type.Object(
  { items: Type.Array(EligibleStudentRowSchema), totalItems: Type.Integer(), page: Type.Integer(), size: Type.Integer() },
  { additionalProperties: false },
);
export type EligibleStudentPage = Static<typeof EligibleStudentPageSchema>;

/** The letter of recommendation the intern's mentor writes (GET/PUT /mentor/api/interns/{internId}/recommendation). */
export const MentorRecommendationViewSchema = Type.Object(
  {
    internId: Type.String(),
    text: NullableString({ description: 'null: not written yet' }),
    updatedAt: NullableDateTime(),
    issued: Type.Boolean({ description: 'the letter was issued: it can no longer be changed' }),
  },
  { additionalProperties: false },
);
export type MentorRecommendationView = Static<typeof MentorRecommendationViewSchema>;
