/** The accounts (a unique e-mail and a unique Student ID) and the per-year counters of Student IDs. */
import type { Role } from '@portal/domain/constants';
import type { Types } from 'mongoose';
import type { Models, UserDoc } from '../../lib/models.ts';
import { nameOrEmailMatch } from '../../lib/name-or-email-match.ts';

export interface UserRepository {
  byEmail(email: string): Promise<UserDoc | null>;
  byId(id: Types.ObjectId | string): Promise<UserDoc | null>;
  /** Inserts an account (code 11000 when the e-mail or the Student ID is taken). */
  insert(account: { _id: Types.ObjectId; email: string; role: Role; studentId: string }): Promise<UserDoc>;
  /** The accounts of these ids (absent ones left out), with the fields a list shows beside another area's rows. */
  listSummaries(ids: readonly Types.ObjectId[]): Promise<UserDoc[]>;
  /** The accounts of a role, oldest first, at most `limit`, with the fields of listSummaries. */
  withRole(role: Role, limit: number): Promise<UserDoc[]>;
  /** The students (not erased) whose name or e-mail contains `text`, newest first, at most `limit`: their ids. */
  studentIdsMatching(text: string, limit: number): Promise<Types.ObjectId[]>;
  setIdVerified(id: Types.ObjectId, idVerified: boolean): Promise<UserDoc | null>;
  /** Sets the Student ID (code 11000 when it is taken); the account after. */
  setStudentId(id: Types.ObjectId, studentId: string): Promise<UserDoc | null>;
  /** Gives a student account a staff role; null when it is no longer a student. */
  promoteStudent(id: Types.ObjectId, role: Role): Promise<UserDoc | null>;
  /** The next number of a counter (created at 1; a racing first creation may answer code 11000). */
  nextCount(counterId: string): Promise<number>;
}

/** The fields a list shows beside another area's rows. */
const SUMMARY_FIELDS = { name: 1, studentId: 1, country: 1, state: 1, email: 1, role: 1, erasedAt: 1 };

export function createUserRepository({ User, Counter }: Pick<Models, 'User' | 'Counter'>): UserRepository {
  return {
    byEmail: (email) => User.findOne({ email }).lean<UserDoc>(),
    byId: (id) => User.findById(id).lean<UserDoc>(),
    async insert(account) {
      const doc = await User.create(account);
      return doc.toObject() as UserDoc;
    },
    listSummaries: (ids) => User.find({ _id: { $in: ids } }, SUMMARY_FIELDS).lean<UserDoc[]>(),
    withRole: (role, limit) => User.find({ role }, SUMMARY_FIELDS).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<UserDoc[]>(),
    async studentIdsMatching(text, limit) {
      const rows = await User.find({ $and: [{ role: 'STUDENT', erasedAt: null }, nameOrEmailMatch(text)] }, { _id: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<{ _id: Types.ObjectId }[]>();
      return rows.map((r) => r._id);
    },
    setIdVerified: (id, idVerified) =>
      User.findOneAndUpdate({ _id: id }, { $set: { idVerified } }, { returnDocument: 'after' }).lean<UserDoc>(),
    setStudentId: (id, studentId) =>
      User.findOneAndUpdate({ _id: id }, { $set: { studentId } }, { returnDocument: 'after' }).lean<UserDoc>(),
    promoteStudent: (id, role) =>
      User.findOneAndUpdate({ _id: id, role: 'STUDENT' }, { $set: { role } }, { returnDocument: 'after' }).lean<UserDoc>(),
    async nextCount(counterId) {
      const counter = await Counter.findOneAndUpdate(
        { _id: counterId },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      if (!counter) throw new Error(`counter ${counterId} was not returned`);
      return counter.seq;
    },
  };
}
