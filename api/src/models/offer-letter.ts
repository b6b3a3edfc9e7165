import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const OFFER_LETTER_KINDS = ['draft', 'final'] as const;
export type OfferLetterKind = (typeof OFFER_LETTER_KINDS)[number];

/**
 * An issued offer letter (the draft, then the signed final): one per student and kind (unique
 * {userId, kind}), pointing at its PDF in the `letters` bucket with the PDF's SHA-256. `content`
 * is what the draft was drawn from, so the final repeats exactly what the student signed, and
 * `adminSignatureId` the authorized signature it carries (a later replacement changes nothing).
 */
export const offerLetterSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true, enum: OFFER_LETTER_KINDS },
    fileId: { type: String, required: true },
    sha256: { type: String, required: true },
    size: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    adminSignatureId: { type: Schema.Types.ObjectId, required: true },
    content: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'offer_letters', versionKey: false },
);
offerLetterSchema.index({ userId: 1, kind: 1 }, { unique: true });

export type OfferLetterDoc = InferSchemaType<typeof offerLetterSchema> & { _id: Types.ObjectId };
