/** The privacy notice's settings and the student's consent (GET /student/privacy): TypeBox schemas with their types. */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const GrievanceOfficerSchema = Type.Object(
  { name: Type.String(), email: Type.String() },
  { additionalProperties: false, description: 'Who answers questions and grievances about personal data (GRIEVANCE_OFFICER_*)' },
);

export const PrivacyStatusSchema = Type.Object(
  {
    noticeVersion: Type.String({ description: 'The current notice (domain/privacy-notice.ts)' }),
    consentedVersion: NullableString({ description: 'The version the student last consented to; null: never' }),
    consentedAt: NullableDateTime(),
    consentNeeded: Type.Boolean({ description: 'True until the student consents to the current version' }),
    grievanceOfficer: GrievanceOfficerSchema,
    idDocumentRetentionDays: Type.Integer(),
  },
  { additionalProperties: false },
);
export type PrivacyStatus = Static<typeof PrivacyStatusSchema>;

export const ConsentBodySchema = Type.Object(
  {
    noticeVersion: Type.String({ minLength: 1, maxLength: 40, description: 'The version the student read' }),
    agree: Type.Literal(true, { description: 'The student’s clear action: true' }),
  },
  { additionalProperties: false },
);
