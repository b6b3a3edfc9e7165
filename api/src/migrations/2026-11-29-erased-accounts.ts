import type { Types } from 'mongoose';
import type { Migration } from './migration.ts';

export const erasedAccounts: Migration = {
  id: '2026-11-29-erased-accounts',
  description:
    "Accounts erased before the account itself said so get the time of their erasure (users.erasedAt, and their ID proofs' " +
    "accountErasedAt, their selection's erasedAt), so they leave the working lists and refuse changes",
  async up(models, log) {
    // The data-rights area registers its own model of this collection: read it as a collection.
    const done = await models.User.db
      .collection<{ userId: Types.ObjectId; erasedAt: Date | null }>('erasure_requests')
      .find({ erasedAt: { $ne: null } }, { projection: { userId: 1, erasedAt: 1 } })
      .toArray();
    let marked = 0;
    for (const request of done) {
      const res = await models.User.updateOne({ _id: request.userId, erasedAt: null }, { $set: { erasedAt: request.erasedAt as Date } });
      marked += res.modifiedCount;
      const at = request.erasedAt as Date;
      await models.IdProof.updateMany({ userId: request.userId, accountErasedAt: null }, { $set: { accountErasedAt: at } });
      await models.SpecializationSelection.updateOne({ userId: request.userId, erasedAt: null }, { $set: { erasedAt: at } });
    }
    log(`${marked} erased account(s) marked`);
  },
};
