import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { addLeasedJobIndexes, leasedJobFields } from './leased-job.ts';

/**
 * A student's e-signature of the draft offer letter with its evidence (who, when in UTC, from
 * which IP and user agent, the SHA-256 of the draft shown and of the signature image), once per
 * student (unique userId). Its insert is also the final-letter job of the letter worker.
 */
export const offerSignatureSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    email: { type: String, required: true },
    /** The signature PNG in the `signatures` bucket. */
    fileId: { type: String, required: true },
    signatureSha256: { type: String, required: true },
    draftLetterId: { type: Schema.Types.ObjectId, required: true },
    draftSha256: { type: String, required: true },
    signedAt: { type: Date, required: true },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
    ...leasedJobFields,
  },
  { collection: 'offer_signatures', versionKey: false },
);
addLeasedJobIndexes(offerSignatureSchema);

export type OfferSignatureDoc = InferSchemaType<typeof offerSignatureSchema> & { _id: Types.ObjectId };
