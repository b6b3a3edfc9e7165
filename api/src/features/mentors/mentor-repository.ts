/**
 * Mentor profiles and the assignments of interns: one profile per MENTOR account (its _id the
 * user's) and one assignment per intern (its _id the student's). A profile's `internCount` moves
 * only by conditional updates, so racing assignments never take a mentor past the cap.
 */
import type { Types } from 'mongoose';
import type { MentorProfileInput } from '@portal/domain/mentor';
import type { Models } from '../../lib/models.ts';
import type { MentorAssignmentDoc, MentorProfileDoc } from '../../models/mentoring.ts';

export type NewAssignment = MentorAssignmentDoc;

export interface MentorRepository {
  profile(mentorId: Types.ObjectId): Promise<MentorProfileDoc | null>;
  profiles(mentorIds: readonly Types.ObjectId[]): Promise<MentorProfileDoc[]>;
  /** Writes the profile's name, title and specializations, made with no interns the first time. */
  saveProfile(mentorId: Types.ObjectId, profile: MentorProfileInput): Promise<void>;
  /** Raises the mentor's count when below `cap` and the mentor supervises `specialization`; whether it did. */
  takePlace(mentorId: Types.ObjectId, specialization: string, cap: number): Promise<boolean>;
  /** Lowers the mentor's count (never below 0). */
  givePlaceBack(mentorId: Types.ObjectId): Promise<void>;
  assignment(internId: Types.ObjectId): Promise<MentorAssignmentDoc | null>;
  assignmentsOf(internIds: readonly Types.ObjectId[]): Promise<MentorAssignmentDoc[]>;
  /** Inserts the intern's assignment (code 11000 when the intern already has a mentor). */
  insert(assignment: NewAssignment): Promise<void>;
  /** Moves the intern from `fromMentorId` to another mentor; false when their mentor is no longer `fromMentorId`. */
  move(
    internId: Types.ObjectId,
    fromMentorId: Types.ObjectId,
    to: Pick<MentorAssignmentDoc, 'mentorId' | 'assignedBy' | 'assignedAt'>,
  ): Promise<boolean>;
  /** Removes the intern's assignment to this mentor; whether there was one. */
  remove(internId: Types.ObjectId, mentorId: Types.ObjectId): Promise<boolean>;
  /** The interns assigned among these specialization and start-date filters (the admin's list filter). */
  assignedInternIds(filter: { specialization?: string; startDate?: string }): Promise<Types.ObjectId[]>;
  /** Whether the mentor has an intern of this specialization. */
  hasInternIn(mentorId: Types.ObjectId, specialization: string): Promise<boolean>;
  /** One page of the mentor's interns, earliest internship first. */
  rosterPage(mentorId: Types.ObjectId, page: number, size: number): Promise<{ items: MentorAssignmentDoc[]; totalItems: number }>;
}

export function createMentorRepository({
  MentorProfile,
  MentorAssignment,
}: Pick<Models, 'MentorProfile' | 'MentorAssignment'>): MentorRepository {
  return {
    profile: (mentorId) => MentorProfile.findById(mentorId).lean<MentorProfileDoc>(),
    profiles: (mentorIds) => MentorProfile.find({ _id: { $in: mentorIds } }).lean<MentorProfileDoc[]>(),
    async saveProfile(mentorId, { name, title, specializations }) {
      await MentorProfile.updateOne(
        { _id: mentorId },
        { $set: { name, title, specializations }, $setOnInsert: { internCount: 0 } },
        { upsert: true },
      );
    },
    async takePlace(mentorId, specialization, cap) {
      const result = await MentorProfile.updateOne(
        { _id: mentorId, specializations: specialization, internCount: { $lt: cap } },
        { $inc: { internCount: 1 } },
      );
      return result.modifiedCount === 1;
    },
    async givePlaceBack(mentorId) {
      await MentorProfile.updateOne({ _id: mentorId, internCount: { $gt: 0 } }, { $inc: { internCount: -1 } });
    },
    assignment: (internId) => MentorAssignment.findById(internId).lean<MentorAssignmentDoc>(),
    assignmentsOf: (internIds) => MentorAssignment.find({ _id: { $in: internIds } }).lean<MentorAssignmentDoc[]>(),
    async insert(assignment) {
      await MentorAssignment.create(assignment);
    },
    async move(internId, fromMentorId, to) {
      const result = await MentorAssignment.updateOne({ _id: internId, mentorId: fromMentorId }, { $set: to });
      return result.modifiedCount === 1;
    },
    async remove(internId, mentorId) {
      const result = await MentorAssignment.deleteOne({ _id: internId, mentorId });
      return result.deletedCount === 1;
    },
    async assignedInternIds({ specialization, startDate }) {
      const rows = await MentorAssignment.find(
        { ...(specialization ? { specialization } : {}), ...(startDate ? { startDate } : {}) },
        { _id: 1 },
      ).lean<{ _id: Types.ObjectId }[]>();
      return rows.map((r) => r._id);
    },
    async hasInternIn(mentorId, specialization) {
      return (await MentorAssignment.exists({ mentorId, specialization })) !== null;
    },
    async rosterPage(mentorId, page, size) {
      const [items, totalItems] = await Promise.all([
        MentorAssignment.find({ mentorId })
          .sort({ startDate: 1, _id: 1 })
          .skip(page * size)
          .limit(size)
          .lean<MentorAssignmentDoc[]>(),
        MentorAssignment.countDocuments({ mentorId }),
      ]);
      return { items, totalItems };
    },
  };
}
