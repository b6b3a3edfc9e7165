/** The admins a digest goes to, and the claim of each one's hourly digest (this area's own collection, staff_digests). */
import type { Connection, Model, Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import { staffDigestSchema, type StaffDigestDoc } from '../../models/staff-digest.ts';

export interface StaffDigestRepository {
  admins(): Promise<{ _id: Types.ObjectId; email: string; name?: string | null }[]>;
  /** Records a digest for the admin at `at` unless one was recorded after `notAfter`; true when this caller won. */
  claim(adminId: Types.ObjectId, at: Date, notAfter: Date): Promise<boolean>;
}

/** Registers this area's model on the connection and builds its index (before any write). */
export async function createStaffDigestModel(conn: Connection): Promise<Model<StaffDigestDoc>> {
  const model = conn.model<StaffDigestDoc>('StaffDigest', staffDigestSchema);
  await model.init();
  return model;
}

export function createStaffDigestRepository({ User }: Pick<Models, 'User'>, StaffDigest: Model<StaffDigestDoc>): StaffDigestRepository {
  return {
    admins: () =>
      User.find({ role: 'ADMIN' }, { email: 1, name: 1 }).lean<{ _id: Types.ObjectId; email: string; name?: string | null }[]>(),
    async claim(adminId, at, notAfter) {
      try {
        // The first digest inserts the record; a later one moves it only when the last is old enough.
        const result = await StaffDigest.updateOne(
          { _id: adminId, lastSentAt: { $lte: notAfter } },
          { $set: { lastSentAt: at } },
          { upsert: true },
        );
        return result.modifiedCount + result.upsertedCount === 1;
      } catch (err) {
        // Upserting beside a recent record (its filter did not match): another digest went within the hour.
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
  };
}
