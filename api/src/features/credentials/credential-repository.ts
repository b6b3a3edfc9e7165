/** The status lists of the credentials and each certificate's position in one (models/credential-status.ts). */
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { CredentialStatusListDoc, CredentialStatusSlotDoc } from '../../models/credential-status.ts';

export type StatusSlot = Pick<CredentialStatusSlotDoc, 'list' | 'index' | 'revoked'>;

export interface CredentialRepository {
  slotOf(certificateId: Types.ObjectId): Promise<StatusSlot | null>;
  /** The list positions are handed out from: the lowest list with fewer than `limit` allocated, opened when there is none. */
  openList(limit: number): Promise<number>;
  /**
   * Records the certificate at list:index; 'taken' when another certificate holds that position,
   * else its slot (the one it already had, when it had one).
   */
  claim(certificateId: Types.ObjectId, list: number, index: number, revoked: boolean): Promise<StatusSlot | 'taken'>;
  /** Sets the certificate's bit; its list, or null when it has no position (or its bit was set). */
  revoke(certificateId: Types.ObjectId): Promise<number | null>;
  list(list: number): Promise<CredentialStatusListDoc | null>;
  /** The revoked positions of a list. */
  revokedIndexes(list: number): Promise<number[]>;
  /** Stores the list credential signed at `revision`, unless one signed at that revision or later is stored. */
  storeSigned(list: number, revision: number, signed: string): Promise<void>;
}

export function createCredentialRepository({
  CredentialStatusList,
  CredentialStatusSlot,
}: Pick<Models, 'CredentialStatusList' | 'CredentialStatusSlot'>): CredentialRepository {
  const slotOf = (certificateId: Types.ObjectId) =>
    CredentialStatusSlot.findById(certificateId, { _id: 0, list: 1, index: 1, revoked: 1 }).lean<StatusSlot>();
  return {
    slotOf,
    async openList(limit) {
      for (;;) {
        const open = await CredentialStatusList.findOne({ allocated: { $lt: limit } }, { _id: 1 })
          .sort({ _id: 1 })
          .lean<{ _id: number }>();
        if (open) return open._id;
        const last = await CredentialStatusList.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean<{ _id: number }>();
        // Two processes opening the next list at once make one.
        await CredentialStatusList.create({ _id: (last?._id ?? 0) + 1 }).catch((err: unknown) => {
          if (!isDuplicateKeyError(err)) throw err;
        });
      }
    },
    async claim(certificateId, list, index, revoked) {
      try {
        await CredentialStatusSlot.create({ _id: certificateId, slot: `${list}:${index}`, list, index, revoked });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return (await slotOf(certificateId)) ?? 'taken';
      }
      await CredentialStatusList.updateOne({ _id: list }, { $inc: { allocated: 1, ...(revoked ? { revision: 1 } : {}) } });
      return { list, index, revoked };
    },
    async revoke(certificateId) {
      const slot = await CredentialStatusSlot.findOneAndUpdate(
        { _id: certificateId, revoked: false },
        { $set: { revoked: true } },
        { returnDocument: 'after', projection: { list: 1 } },
      ).lean<{ list: number }>();
      if (!slot) return null;
      await CredentialStatusList.updateOne({ _id: slot.list }, { $inc: { revision: 1 } });
      return slot.list;
    },
    list: (list) => CredentialStatusList.findById(list).lean<CredentialStatusListDoc>(),
    async revokedIndexes(list) {
      const rows = await CredentialStatusSlot.find({ list, revoked: true }, { index: 1 }).lean<{ index: number }[]>();
      return rows.map((r) => r.index);
    },
    async storeSigned(list, revision, signed) {
      await CredentialStatusList.updateOne(
        { _id: list, signedRevision: { $lt: revision } },
        { $set: { signed, signedRevision: revision } },
      );
    },
  };
}
