/** TypeBox schemas shared by several routes (all objects closed with additionalProperties: false). */
import { Type } from 'typebox';
import { ROLES } from '@portal/domain/constants';

export const NullableString = (options: { maxLength?: number } = {}) => Type.Union([Type.String(options), Type.Null()]);
export const NullableDateTime = () => Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** Error answers: Fastify's {statusCode, error, message}; PUT /me adds `errors` per field. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: false },
);

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
    idVerified: Type.Boolean(),
    profileComplete: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** Error responses every authenticated route can give. */
export const authErrors = {
  401: ErrorResponse,
  403: ErrorResponse,
} as const;

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
