import { Schema, type InferSchemaType, type Types } from 'mongoose';

/** Stored statuses: the three of SPEC §4, and REPLACED for an upload a newer one superseded. */
export const STORED_ID_PROOF_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED', 'REPLACED'] as const;

/**
 * One document per uploaded Government ID. A student's current proof holds `activeKey` =
 * the user id; a replaced one holds "replaced:<its id>". The unique index on activeKey is the
 * rule "one current proof per student" (no partial indexes on the embedded engine).
 */
export const idProofSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    /** The account's e-mail (lowercase, never changes): the admin's filter without a join. */
    userEmail: { type: String, required: true },
    activeKey: { type: String, required: true, unique: true },
    /** The GridFS file in the `id_proofs` bucket. */
    fileId: { type: String, required: true },
    fileName: { type: String, required: true },
    mimeType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
    sha256: { type: String, required: true },
    uploadedAt: { type: Date, required: true },
    status: { type: String, enum: STORED_ID_PROOF_STATUSES, required: true, default: 'PENDING' },
    reviewNote: { type: String, default: null },
    reviewedAt: { type: Date, default: null },
    /** E-mail of the admin who last approved, rejected or unverified it. */
    reviewedBy: { type: String, default: null },
    replacedAt: { type: Date, default: null },
    /** When the file was erased (the record stays): a replaced upload at once, a decided one after the retention period. */
    fileErasedAt: { type: Date, default: null },
    fileErasedReason: { type: String, enum: ['retention', 'replaced', null], default: null },
    /** Set with fileErasedAt, cleared once the file is deleted and the erasure audited (a crash in between is finished by the next sweep). */
    fileErasePending: { type: Boolean, default: false },
    /** When its student's account was erased: the proof leaves the queue and no review changes it. */
    accountErasedAt: { type: Date, default: null },
  },
  { collection: 'id_proof_uploads', versionKey: false },
);
// The admin's queue: by status, newest first; and all current proofs newest first.
idProofSchema.index({ status: 1, uploadedAt: -1 });
idProofSchema.index({ uploadedAt: -1 });
idProofSchema.index({ userEmail: 1 });
idProofSchema.index({ userId: 1, uploadedAt: -1 });
// The retention sweep: decided proofs whose file is still kept, oldest decision first.
idProofSchema.index({ fileErasedAt: 1, status: 1, reviewedAt: 1 });

export type IdProofDoc = InferSchemaType<typeof idProofSchema> & { _id: Types.ObjectId };
