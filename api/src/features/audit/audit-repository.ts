/** The audit entries: written once, read one target's history at a time. */
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { AuditEntryDoc } from '../../models/audit-entry.ts';

export type NewAuditEntry = Omit<AuditEntryDoc, '_id'> & { _id?: Types.ObjectId };

export interface AuditRepository {
  /** Inserts the entry; false when an entry with its _id exists already. */
  insert(entry: NewAuditEntry): Promise<boolean>;
  /** One page of a target's entries, newest first. */
  pageOfTarget(targetId: string, page: number, size: number): Promise<AuditEntryDoc[]>;
}

export function createAuditRepository({ AuditEntry }: Pick<Models, 'AuditEntry'>): AuditRepository {
  return {
    async insert(entry) {
      try {
        await AuditEntry.create(entry);
        return true;
      } catch (err) {
        if (entry._id && isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    pageOfTarget(targetId, page, size) {
      return AuditEntry.find({ targetId })
        .sort({ at: -1, _id: -1 })
        .skip(page * size)
        .limit(size)
        .lean<AuditEntryDoc[]>();
    },
  };
}
