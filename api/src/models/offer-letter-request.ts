import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { addLeasedJobIndexes, leasedJobFields } from './leased-job.ts';

/**
 * A student's offer-letter request (the mailing address), once per student (unique userId).
 * Its insert is also the draft job the letter worker picks up once an admin signature exists.
 */
export const offerLetterRequestSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    addressLine: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    ...leasedJobFields,
  },
  { collection: 'offer_letter_requests', versionKey: false },
);
addLeasedJobIndexes(offerLetterRequestSchema);

export type OfferLetterRequestDoc = InferSchemaType<typeof offerLetterRequestSchema> & { _id: Types.ObjectId };
