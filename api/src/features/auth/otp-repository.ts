/**
 * The sign-in codes and their attempt slots. Every "only once" rule is a unique insert: one code
 * per address and sequence number (`key`), one document per attempt slot and per use.
 */
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type OtpCodeDoc } from '../../lib/models.ts';

export interface OtpRepository {
  /** The live (newest) code document of an address, whatever its state. */
  latest(email: string): Promise<OtpCodeDoc | null>;
  /** When the address's codes since `since` were sent, newest first, at most `limit`. */
  sentSince(email: string, since: Date, limit: number): Promise<Date[]>;
  /** The address's codes sent since `since` that were given wrong tries, oldest first. */
  failuresSince(email: string, since: Date): Promise<{ sentAt: Date; attempts: number }[]>;
  /** Inserts the code (code 11000 when another send took this sequence number); its id. */
  insert(code: Pick<OtpCodeDoc, 'email' | 'seq' | 'codeHash' | 'expiresAt' | 'sentAt'>): Promise<Types.ObjectId>;
  remove(id: Types.ObjectId): Promise<void>;
  /** Takes an attempt slot (or the single "used" slot); false when it is taken. */
  claim(slotId: string, at: Date): Promise<boolean>;
  /** Kills the code: no further check can succeed. */
  kill(id: Types.ObjectId, attempts: number): Promise<void>;
  markUsed(id: Types.ObjectId, at: Date): Promise<void>;
  /** Raises the code's count of wrong attempts (a hint; the slots are the authority). */
  countAttempt(id: Types.ObjectId, attempts: number): Promise<void>;
  /** Deletes the attempt slots and the codes of before `before`, but codes given wrong tries only from before `failuresBefore`. */
  deleteBefore(before: Date, failuresBefore: Date): Promise<void>;
}

export function createOtpRepository({ OtpCode, OtpAttempt }: Pick<Models, 'OtpCode' | 'OtpAttempt'>): OtpRepository {
  return {
    latest: (email) => OtpCode.findOne({ email }).sort({ seq: -1 }).lean<OtpCodeDoc>(),
    async sentSince(email, since, limit) {
      const rows = await OtpCode.find({ email, sentAt: { $gt: since } }, { sentAt: 1 })
        .sort({ sentAt: -1 })
        .limit(limit)
        .lean<{ sentAt: Date }[]>();
      return rows.map((r) => new Date(r.sentAt));
    },
    async failuresSince(email, since) {
      const rows = await OtpCode.find({ email, sentAt: { $gt: since }, attempts: { $gt: 0 } }, { sentAt: 1, attempts: 1 })
        .sort({ sentAt: 1 })
        .lean<{ sentAt: Date; attempts: number }[]>();
      return rows.map((r) => ({ sentAt: new Date(r.sentAt), attempts: r.attempts }));
    },
    async insert(code) {
      const doc = await OtpCode.create({ ...code, key: `${code.email}|${code.seq}` });
      return doc._id;
    },
    async remove(id) {
      await OtpCode.deleteOne({ _id: id });
    },
    async claim(slotId, at) {
      try {
        await OtpAttempt.create({ _id: slotId, at });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    async kill(id, attempts) {
      await OtpCode.updateOne({ _id: id }, { $set: { codeHash: null, attempts } });
    },
    async markUsed(id, at) {
      await OtpCode.updateOne({ _id: id }, { $set: { codeHash: null, usedAt: at } });
    },
    async countAttempt(id, attempts) {
      await OtpCode.updateOne({ _id: id }, { $max: { attempts } });
    },
    async deleteBefore(before, failuresBefore) {
      await Promise.all([
        OtpCode.deleteMany({ sentAt: { $lt: before }, attempts: 0 }),
        OtpCode.deleteMany({ sentAt: { $lt: failuresBefore } }),
        OtpAttempt.deleteMany({ at: { $lt: before } }),
      ]);
    },
  };
}
