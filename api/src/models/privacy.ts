import { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * A student's consent to the privacy notice of one version (DPDP Act 2023 s.6): who, which
 * notice, when, from where. One record per student and version (unique), never changed but by
 * the student's erasure, which clears where it came from (ip, userAgent) and keeps the rest as
 * proof: a new notice version is a new record, so the history of consents stays.
 */
export const consentSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    noticeVersion: { type: String, required: true },
    givenAt: { type: Date, required: true },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
    /** `${userId}:${noticeVersion}`: one consent per student and notice version. */
    key: { type: String, required: true, unique: true },
  },
  { collection: 'consents', versionKey: false },
);
consentSchema.index({ userId: 1, givenAt: -1 });

export type ConsentDoc = InferSchemaType<typeof consentSchema> & { _id: Types.ObjectId };

/**
 * A named lease on a periodic job (the retention sweep), so one API process runs it at a time:
 * taken by a conditional update on an expired `until`, re-read by holder to know who won.
 */
export const jobLeaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, default: null },
    until: { type: Date, required: true },
    lastRunAt: { type: Date, default: null },
  },
  { collection: 'job_leases', versionKey: false },
);
