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
  },
  { additionalProperties: false },
);
export type CompanyView = Static<typeof CompanyViewSchema>;
