import { Schema, type InferSchemaType, type Types } from 'mongoose';

/** One row per admin action (who, when, what, on what, the status before and after, from which IP). */
export const auditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    actorId: { type: Schema.Types.ObjectId, default: null },
    actorEmail: { type: String, default: null },
    actorRole: { type: String, default: null },
    /** Dotted verb, e.g. "id-proof.approve", "fee.verify", "signature.save". */
    action: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    ip: { type: String, default: null },
  },
  { collection: 'audit', versionKey: false },
);
auditEntrySchema.index({ targetId: 1, at: -1 });
auditEntrySchema.index({ at: -1 });

export type AuditEntryDoc = InferSchemaType<typeof auditEntrySchema> & { _id: Types.ObjectId };
