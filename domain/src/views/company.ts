/** GET /public/company: who runs the program (the seller of every invoice) and how to reach support, for the trust pages. */
import { Type, type Static } from 'typebox';
import { NullableString } from './schema-helpers.ts';

export const CompanyViewSchema = Type.Object(
  {
    name: Type.String(),
    address: Type.String(),
    gstin: Type.String(),
    supportEmail: Type.String(),
    supportPhone: NullableString({ description: 'null: no support line is published' }),
    grievanceOfficer: Type.Object(
      { name: Type.String(), email: Type.String() },
      { additionalProperties: false, description: 'Who answers questions and grievances about personal data (the privacy notice)' },
    ),
    idDocumentRetentionDays: Type.Integer({ description: 'Days an ID document is kept after its decision (the privacy notice)' }),
  },
  { additionalProperties: false },
);
export type CompanyView = Static<typeof CompanyViewSchema>;
