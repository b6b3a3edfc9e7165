import { Schema } from 'mongoose';

/**
 * One rate-limit window of one route and client: _id "<route>|<client>|<window start ms>", its
 * request count advanced with $inc, and when it ends. Every API process counts in the same row,
 * so N processes share one limit; housekeeping deletes ended windows (no TTL index on the
 * embedded engine).
 */
export const rateLimitWindowSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    endsAt: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false },
);
rateLimitWindowSchema.index({ endsAt: 1 });
