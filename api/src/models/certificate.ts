import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { CERTIFICATE_TYPES } from '@portal/domain/certificate';
import { dropIndexIfPresent } from './drop-index.ts';

/**
 * An issued certificate: one valid certificate per student and type (a valid one holds
 * `activeKey` = "<userId>:<type>", a revoked one "revoked:<its id>"; the unique index on activeKey
 * lets two admins issuing at once make one, and a revoked type be issued again with a new code),
 * found by its random public `code` (unique). The holder's
 * name, specialization and programme dates are copied at issue: the document says what was true
 * when it was signed. Its signed PDF is drawn once and kept in the `certificates` bucket.
 */
export const certificateSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    activeKey: { type: String, required: true, unique: true },
    type: { type: String, required: true, enum: CERTIFICATE_TYPES },
    code: { type: String, required: true, unique: true },
    holderName: { type: String, required: true },
    specialization: { type: String, default: null },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    periodStart: { type: String, required: true },
    periodEnd: { type: String, required: true },
    text: { type: String, default: null },
    issuedAt: { type: Date, required: true },
    issuedBy: { type: Schema.Types.ObjectId, default: null },
    fileId: { type: String, default: null },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, default: null },
  },
  { collection: 'certificates', versionKey: false },
);
certificateSchema.index({ userId: 1, issuedAt: 1 });

export type CertificateDoc = InferSchemaType<typeof certificateSchema> & { _id: Types.ObjectId };

/** The activeKey of the student's valid certificate of a type. */
export const activeCertificateKey = (userId: Types.ObjectId | string, type: string) => `${String(userId)}:${type}`;
/** The activeKey of a revoked certificate: its own, so it no longer holds the type. */
export const revokedCertificateKey = (id: Types.ObjectId) => `revoked:${String(id)}`;

/** The unique index of one certificate per student and type, revoked or not, of an earlier release. */
const ONE_PER_TYPE_INDEX = 'userId_1_type_1';

/**
 * Gives certificates stored before `activeKey` theirs. Runs before the indexes are built (the
 * unique activeKey index admits one document without it); idempotent, so every process may run it.
 */
export async function keyCertificates(Certificate: Model<CertificateDoc>): Promise<void> {
  const unkeyed = await Certificate.find({ activeKey: { $exists: false } }, { userId: 1, type: 1, revokedAt: 1 }).lean<CertificateDoc[]>();
  for (const c of unkeyed) {
    const activeKey = c.revokedAt ? revokedCertificateKey(c._id) : activeCertificateKey(c.userId, c.type);
    await Certificate.updateOne({ _id: c._id, activeKey: { $exists: false } }, { $set: { activeKey } });
  }
}

/** Drops the earlier release's one-per-type index, which would refuse issuing a revoked type again. */
export async function dropOnePerTypeIndex(Certificate: Model<CertificateDoc>): Promise<void> {
  await dropIndexIfPresent(Certificate.collection, ONE_PER_TYPE_INDEX);
}
