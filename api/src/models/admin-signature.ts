import { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * Each save of the authorized signature printed on offer letters; the newest is the current
 * one. Earlier ones are kept because letters already issued name the one they carry.
 */
export const adminSignatureSchema = new Schema(
  {
    /** The PNG in the `signatures` bucket. */
    fileId: { type: String, required: true },
    sha256: { type: String, required: true },
    savedAt: { type: Date, required: true, index: true },
    savedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'admin_signatures', versionKey: false },
);

export type AdminSignatureDoc = InferSchemaType<typeof adminSignatureSchema> & { _id: Types.ObjectId };
