import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { addLeasedJobIndexes, leasedJobFields, type LeasedJob } from './leased-job.ts';

/**
 * One mail an event owes a person (every mail but the sign-in code), written when the change it
 * reports is made and sent by the outbox worker (features/mail-outbox/outbox-service.ts). `key` names the event
 * (e.g. "fee-verified:<invoice id>"): its unique index makes a second record of one event a no-op,
 * so each event mails once. Attachments are references, drawn when the mail is sent. `studentId`
 * names the student the mail is to or about, so their erasure finds it whatever its address.
 */
export const outboxMailSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    template: { type: String, required: true },
    to: { type: String, required: true },
    studentId: { type: Schema.Types.ObjectId, default: null },
    data: { type: Schema.Types.Mixed, required: true },
    attachments: { type: [Schema.Types.Mixed], default: [] },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    /** Set when the last attempt failed: the mail is not tried again unless an admin asks. */
    failedAt: { type: Date, default: null },
    /** Set by the student's erasure on a mail still owed to them: once sent, `to` becomes this and the contents go. */
    erasedTo: { type: String, default: null },
    ...leasedJobFields,
  },
  { collection: 'outbox', versionKey: false },
);
addLeasedJobIndexes(outboxMailSchema);
outboxMailSchema.index({ failedAt: -1 });
outboxMailSchema.index({ studentId: 1 });

export type OutboxMailDoc = InferSchemaType<typeof outboxMailSchema> & LeasedJob & { _id: Types.ObjectId };
