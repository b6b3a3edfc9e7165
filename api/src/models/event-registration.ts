import { Schema, type InferSchemaType, type Types } from 'mongoose';

/** A student's registration for their cohort's Confluence event: one per student (unique userId). */
export const eventRegistrationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    registeredAt: { type: Date, required: true },
  },
  { collection: 'event_registrations', versionKey: false },
);

export type EventRegistrationDoc = InferSchemaType<typeof eventRegistrationSchema> & { _id: Types.ObjectId };
