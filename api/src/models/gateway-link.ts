/**
 * A Razorpay payment link made from the portal (features/payment-gateway): every link ever made
 * for a student, so a payment is matched to its student by the link (or its reference), a link
 * that is no longer the student's current one is told apart from an unknown one, and the
 * reconciliation knows which links are still open at Razorpay.
 */
import { Schema, type InferSchemaType } from 'mongoose';

export const gatewayLinkSchema = new Schema(
  {
    /** Razorpay's id, "plink_…". */
    _id: { type: String, required: true },
    studentId: { type: Schema.Types.ObjectId, required: true },
    /** "<student id>-<n>": unique at Razorpay per link, so one student's links never share one. */
    referenceId: { type: String, required: true, unique: true },
    url: { type: String, required: true },
    amountMinor: { type: Number, required: true },
    currency: { type: String, required: true },
    /** Razorpay's status: created, partially_paid, paid, expired, cancelled. */
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expireBy: { type: Date, default: null },
    paymentId: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'gateway_links', versionKey: false },
);
gatewayLinkSchema.index({ status: 1 });
gatewayLinkSchema.index({ studentId: 1, createdAt: -1 });

export type GatewayLinkDoc = InferSchemaType<typeof gatewayLinkSchema>;
