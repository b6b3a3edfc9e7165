import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { EDUCATION_LEVELS, PROFILE_TYPES } from '@portal/domain/constants';

const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };

/** A student's submitted background (SPEC §3), once per student (unique userId). */
export const backgroundSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    profileType: { type: String, required: true, enum: PROFILE_TYPES },
    educationalLevel: { type: String, default: null, enum: [...EDUCATION_LEVELS, null] },
    graduationYear: nullableNumber,
    college: nullableString,
    branch: nullableString,
    jobTitle: nullableString,
    company: nullableString,
    experienceMonths: nullableNumber,
    linkedinProfile: nullableString,
    submittedAt: { type: Date, required: true },
  },
  { collection: 'backgrounds', versionKey: false },
);

export type BackgroundDoc = InferSchemaType<typeof backgroundSchema> & { _id: Types.ObjectId };
