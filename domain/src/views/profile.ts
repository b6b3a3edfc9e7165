/**
 * The signed-in user as GET and PUT /me answer (SPEC §3 "User / profile"): declared once as a
 * TypeBox schema, the API's response contract (api/src/schemas/common.ts), with its type for the
 * screens, which import the type only.
 */
import { Type, type Static } from 'typebox';
import { ROLES } from '../constants.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const RoleSchema = Type.Enum([...ROLES]);

export const ProfileSchema = Type.Object(
  {
    id: Type.String(),
    role: RoleSchema,
    name: NullableString(),
    email: Type.String(),
    phone: NullableString(),
    country: NullableString(),
    countryName: NullableString(),
    /** The country's dial code, e.g. '+91'. */
    countryCode: NullableString(),
    state: NullableString(),
    studentId: NullableString(),
    feeVerified: Type.Boolean(),
    feeVerifiedAt: NullableDateTime(),
    feePaid: Type.Boolean(),
    enrollmentStatus: NullableString(),
    enrolmentStatus: NullableString(),
    paymentAmountMinor: Type.Union([Type.Integer(), Type.Null()]),
    paymentCurrency: Type.String(),
    paymentLinkUrl: NullableString(),
    paymentAssignedAt: NullableDateTime(),
    /** True once the government ID is verified: name, country and state are then locked. */
    idVerified: Type.Boolean(),
    profileComplete: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof ProfileSchema>;
