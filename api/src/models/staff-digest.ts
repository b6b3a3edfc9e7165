import { Schema, type InferSchemaType } from 'mongoose';

/**
 * When an admin was last sent the staff digest (`_id` is the admin's user id): the digest goes at
 * most once an hour to each admin, claimed by a conditional update on this time.
 */
export const staffDigestSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    lastSentAt: { type: Date, required: true },
  },
  { collection: 'staff_digests', versionKey: false },
);

export type StaffDigestDoc = InferSchemaType<typeof staffDigestSchema>;
