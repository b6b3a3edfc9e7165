/** The background view (GET /student/background, SPEC §3): declared once as a TypeBox schema, with its type for the screens (`import type` only). */
import { Type, type Static } from 'typebox';
import { EDUCATION_LEVELS, PROFILE_TYPES } from '../constants.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const NullableInteger = () => Type.Union([Type.Integer(), Type.Null()]);

/** Status NOT_SUBMITTED with nulls before a submission; the group that does not apply is null. */
export const backgroundViewFields = {
  status: Type.Enum(['NOT_SUBMITTED', 'SUBMITTED']),
  finalized: Type.Boolean(),
  profileType: Type.Union([Type.Enum([...PROFILE_TYPES]), Type.Null()]),
  educationalLevel: Type.Union([Type.Enum([...EDUCATION_LEVELS]), Type.Null()]),
  graduationYear: NullableInteger(),
  college: NullableString(),
  branch: NullableString(),
  jobTitle: NullableString(),
  company: NullableString(),
  experienceMonths: NullableInteger(),
  linkedinProfile: NullableString(),
  submittedAt: NullableDateTime(),
};
export const BackgroundViewSchema = Type.Object(backgroundViewFields, { additionalProperties: false });
export type BackgroundView = Static<typeof BackgroundViewSchema>;
