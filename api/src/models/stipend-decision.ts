import { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * An intern's stipend as an admin decided it: one per intern (unique internId, so two admins
 * deciding at once record one), with the proposal it was decided from, the signed letter once drawn,
 * and the payout recorded once (a conditional update on `paidOn: null`). It holds no name or address:
 * the intern is read from their account.
 */
export const stipendDecisionSchema = new Schema(
  {
    internId: { type: Schema.Types.ObjectId, required: true },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    amountMinor: { type: Number, required: true },
    proposedMinor: { type: Number, required: true },
    proposalReason: { type: String, required: true },
    /** The admin's reason when the amount differs from the proposal. */
    changeReason: { type: String, default: null },
    decidedBy: { type: Schema.Types.ObjectId, required: true },
    decidedAt: { type: Date, required: true },
    /** The signed letter in the `letters` bucket (amounts above zero). */
    letterFileId: { type: String, default: null },
    /** YYYY-MM-DD, India time. */
    paidOn: { type: String, default: null },
    utr: { type: String, default: null },
    payoutRecordedBy: { type: Schema.Types.ObjectId, default: null },
    payoutRecordedAt: { type: Date, default: null },
  },
  { collection: 'stipend_decisions', versionKey: false },
);
stipendDecisionSchema.index({ internId: 1 }, { unique: true });
stipendDecisionSchema.index({ paidOn: 1 });

export type StipendDecisionDoc = InferSchemaType<typeof stipendDecisionSchema> & { _id: Types.ObjectId };
