/**
 * A Razorpay event as it arrived (features/payment-gateway): stored once per event id and per
 * dedupe key (the unique indexes turn every repeat delivery into a no-op) before anything is done with it, and processed
 * from here by a leased worker, so an event whose process died after the store is never lost.
 * Events the reconciliation finds by asking Razorpay are stored the same way, named by the link
 * and the status found.
 */
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { GATEWAY_EVENT_OUTCOMES, GATEWAY_EVENT_SOURCES } from '@portal/domain/payment-gateway';
import { addLeasedJobIndexes, leasedJobFields } from './leased-job.ts';

const nullableString = { type: String, default: null };

export const gatewayEventSchema = new Schema(
  {
    /** x-razorpay-event-id, or "reconcile:<link id>:<status>" for what the reconciliation found. */
    eventId: { type: String, required: true, unique: true },
    /**
     * The second key it is stored once under (the event id is not covered by the signature):
     * "payment:<id>" of a paid link, "refund:<id>" of a refund, else "body:<SHA-256 of the body>";
     * "event:<event id>" for the events stored before it.
     */
    dedupeKey: { type: String, required: true, unique: true },
    source: { type: String, enum: GATEWAY_EVENT_SOURCES, required: true },
    /** "payment_link.paid", "payment_link.expired", "refund.processed", … */
    event: { type: String, required: true },
    /** The body's payment facts (features/payment-gateway/gateway-event-body.ts), for the processing and the admin's view. */
    body: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    paymentLinkId: nullableString,
    paymentId: nullableString,
    studentId: { type: Schema.Types.ObjectId, default: null },
    /** What processing made of it; null until processed. */
    outcome: { type: String, enum: [...GATEWAY_EVENT_OUTCOMES, null], default: null },
    /** Why an admin has to look at it (an amount that differs, a link no longer current, …); null: nothing to do. */
    attention: nullableString,
    processedAt: { type: Date, default: null },
    resolvedAt: { type: Date, default: null },
    resolvedBy: nullableString,
    ...leasedJobFields,
  },
  { collection: 'gateway_events', versionKey: false },
);
addLeasedJobIndexes(gatewayEventSchema);
gatewayEventSchema.index({ studentId: 1, receivedAt: -1 });
gatewayEventSchema.index({ outcome: 1, resolvedAt: 1, receivedAt: -1 });

export type GatewayEventDoc = InferSchemaType<typeof gatewayEventSchema> & { _id: mongoose.Types.ObjectId };
