/**
 * The attendance records' reads and writes (one per session and student), and the batch's
 * students: the finalized selections of a cohort's specialization and their accounts.
 */
import { Types } from 'mongoose';
import type { AttendanceMark } from '@portal/domain/training';
import type { Models, UserDoc } from '../../lib/models.ts';
import type { AttendanceRecordDoc, TrainingSessionDoc } from '../../models/training.ts';

export type BatchStudent = Pick<UserDoc, '_id' | 'name' | 'email' | 'studentId'>;

/** A report's mark for one student of a session's batch. */
export interface ReportMark {
  userId: Types.ObjectId;
  mark: AttendanceMark;
  minutes: number;
}

export interface AdminMark {
  mark: AttendanceMark;
  reason: string | null;
  by: Types.ObjectId | null;
  at: Date;
}

export interface AttendanceRepository {
  /** Every student whose finalized specialization places them in the batch. */
  batchStudents(cohortId: Types.ObjectId, specialization: string): Promise<BatchStudent[]>;
  /** The student's batch (cohort and specialization), or null before the specialization is finalized. */
  batchOf(userId: Types.ObjectId): Promise<{ cohortId: Types.ObjectId; specialization: string } | null>;
  student(userId: string): Promise<BatchStudent | null>;
  /** One session (the training feature's; read here as the import and the mark need it by id), or null. */
  session(sessionId: string): Promise<TrainingSessionDoc | null>;
  /** The records of these sessions. */
  ofSessions(sessionIds: readonly Types.ObjectId[]): Promise<AttendanceRecordDoc[]>;
  record(sessionId: Types.ObjectId, userId: Types.ObjectId): Promise<AttendanceRecordDoc | null>;
  /** Sets the admin's mark (the record made when the student has none yet); the record after. */
  setAdminMark(
    batch: { sessionId: Types.ObjectId; userId: Types.ObjectId; cohortId: Types.ObjectId; specialization: string },
    mark: AdminMark,
  ): Promise<AttendanceRecordDoc>;
  /** Writes a report's marks in one bulk write, the records made when missing. */
  setReportMarks(
    batch: { sessionId: Types.ObjectId; cohortId: Types.ObjectId; specialization: string },
    marks: readonly ReportMark[],
  ): Promise<void>;
}

/** What the grid, a cell and the import read of a record: the marks, the reason and the minutes, not the joins' details. */
const MARK_FIELDS = { sessionId: 1, userId: 1, joinMark: 1, reportMark: 1, reportMinutes: 1, adminMark: 1, adminReason: 1 };

export function createAttendanceRepository({
  AttendanceRecord,
  SpecializationSelection,
  TrainingSession,
  User,
}: Pick<Models, 'AttendanceRecord' | 'SpecializationSelection' | 'TrainingSession' | 'User'>): AttendanceRepository {
  const studentFields = { name: 1, email: 1, studentId: 1 };
  return {
    async batchStudents(cohortId, specialization) {
      const selections = await SpecializationSelection.find({ cohortId, specialization }, { userId: 1 }).lean<
        { userId: Types.ObjectId }[]
      >();
      if (selections.length === 0) return [];
      return User.find({ _id: { $in: selections.map((s) => s.userId) }, role: 'STUDENT' }, studentFields).lean<BatchStudent[]>();
    },
    async batchOf(userId) {
      return SpecializationSelection.findOne({ userId }, { cohortId: 1, specialization: 1 }).lean<{
        cohortId: Types.ObjectId;
        specialization: string;
      }>();
    },
    async student(userId) {
      if (!Types.ObjectId.isValid(userId)) return null;
      return User.findOne({ _id: new Types.ObjectId(userId), role: 'STUDENT' }, studentFields).lean<BatchStudent>();
    },
    async session(sessionId) {
      if (!Types.ObjectId.isValid(sessionId)) return null;
      return TrainingSession.findById(new Types.ObjectId(sessionId)).lean<TrainingSessionDoc>();
    },
    async ofSessions(sessionIds) {
      if (sessionIds.length === 0) return [];
      return AttendanceRecord.find({ sessionId: { $in: sessionIds } }, MARK_FIELDS).lean<AttendanceRecordDoc[]>();
    },
    async record(sessionId, userId) {
      return AttendanceRecord.findOne({ sessionId, userId }).lean<AttendanceRecordDoc>();
    },
    async setAdminMark({ sessionId, userId, cohortId, specialization }, mark) {
      const doc = await AttendanceRecord.findOneAndUpdate(
        { sessionId, userId },
        {
          $set: { adminMark: mark.mark, adminReason: mark.reason, adminBy: mark.by, adminAt: mark.at },
          $setOnInsert: { cohortId, specialization },
        },
        { upsert: true, returnDocument: 'after' },
      ).lean<AttendanceRecordDoc>();
      return doc!;
    },
    async setReportMarks({ sessionId, cohortId, specialization }, marks) {
      if (marks.length === 0) return;
      await AttendanceRecord.bulkWrite(
        marks.map((m) => ({
          updateOne: {
            filter: { sessionId, userId: m.userId },
            update: { $set: { reportMark: m.mark, reportMinutes: m.minutes }, $setOnInsert: { cohortId, specialization } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    },
  };
}
