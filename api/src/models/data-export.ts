import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { EXPORT_STATUSES } from '@portal/domain/data-rights';
import { addLeasedJobIndexes, leasedJobFields, type LeasedJob } from './leased-job.ts';

/**
 * A student's request for a copy of their data: its insert is also the job that builds the ZIP
 * (features/data-rights), claimed on a lease so one API process builds it. `rateKey`
 * ("<userId>:<hour>") is unique, so two requests racing in one hour make one export. The ZIP lives
 * in the `data_exports` bucket until `expiresAt`, then the file is deleted and the record kept.
 */
export const dataExportSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    rateKey: { type: String, required: true, unique: true },
    requestedAt: { type: Date, required: true },
    /** MAIL: built in the background and mailed as a link; DIRECT: built while the student waited. */
    delivery: { type: String, required: true, enum: ['MAIL', 'DIRECT'] },
    status: { type: String, required: true, enum: EXPORT_STATUSES, default: 'PREPARING' },
    readyAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    fileId: { type: String, default: null },
    fileName: { type: String, default: null },
    sizeBytes: { type: Number, default: null },
    sha256: { type: String, default: null },
    ...leasedJobFields,
  },
  { collection: 'data_exports', versionKey: false },
);
addLeasedJobIndexes(dataExportSchema);
dataExportSchema.index({ userId: 1, requestedAt: -1 });
// The sweep of links past their 24 hours.
dataExportSchema.index({ status: 1, expiresAt: 1 });

export type DataExportDoc = InferSchemaType<typeof dataExportSchema> & LeasedJob & { _id: Types.ObjectId };
