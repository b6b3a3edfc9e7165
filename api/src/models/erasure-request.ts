import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { ERASURE_STATUSES } from '@portal/domain/data-rights';
import { addLeasedJobIndexes, leasedJobFields, type LeasedJob } from './leased-job.ts';

/**
 * A student's request to erase their account, answered by an admin within 30 days. `openKey` is
 * the user id while the request is open (PENDING, or APPROVED and not yet carried out) and
 * "closed:<its id>" once refused, so a student has one open request at a time (unique index).
 *
 * An approval makes the request a job (leasedJobFields) that an API process claims on a lease and
 * carries out idempotently. When a signed offer letter must be kept until the internship ends,
 * the job is left with its lease at that day (`heldUntil`), and is claimed again then to erase it.
 * Nothing erased is copied here: the request names the account by id and keeps the e-mail's keyed
 * hash only.
 */
export const erasureRequestSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    openKey: { type: String, required: true, unique: true },
    status: { type: String, required: true, enum: ERASURE_STATUSES, default: 'PENDING' },
    requestedAt: { type: Date, required: true },
    dueAt: { type: Date, required: true },
    decidedAt: { type: Date, default: null },
    decidedBy: { type: Schema.Types.ObjectId, default: null },
    decidedByEmail: { type: String, default: null },
    /** The admin's reason for refusing (mailed to the student), or the note of an approval. */
    reason: { type: String, default: null },
    /** HMAC-SHA256 of the address under ERASURE_HASH_SECRET: what the account's e-mail becomes. */
    emailHash: { type: String, default: null },
    /** When the account's personal data was erased. */
    erasedAt: { type: Date, default: null },
    /** YYYY-MM-DD: a signed offer letter is kept until this last day of the internship. */
    heldUntil: { type: String, default: null },
    completedAt: { type: Date, default: null },
    ...leasedJobFields,
    // A request is no job until it is approved.
    jobDone: { type: Boolean, required: true, default: true },
  },
  { collection: 'erasure_requests', versionKey: false },
);
addLeasedJobIndexes(erasureRequestSchema);
erasureRequestSchema.index({ status: 1, dueAt: 1 });
erasureRequestSchema.index({ userId: 1, requestedAt: -1 });

export type ErasureRequestDoc = InferSchemaType<typeof erasureRequestSchema> & LeasedJob & { _id: Types.ObjectId };
