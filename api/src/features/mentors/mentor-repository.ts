/**
 * Mentor profiles and the assignments of interns: one profile per MENTOR account (its _id the
 * user's) and one assignment per intern (its _id the student's). A profile's places move only by
 * conditional updates, so racing assignments never take a mentor past the cap.
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
  /**
   * Takes a place for the intern when fewer than `cap` are held and the mentor supervises
   * `specialization`; whether the intern holds one now (a place kept from an earlier try counts).
   */
  takePlace(mentorId: Types.ObjectId, internId: Types.ObjectId, specialization: string, cap: number, at: Date): Promise<boolean>;
  /** Gives the intern's place back. */
  givePlaceBack(mentorId: Types.ObjectId, internId: Types.ObjectId): Promise<void>;
  /**
   * Gives back the places taken before `before` whose intern has no assignment to this mentor: left
   * by a write that stopped between the place and the assignment. Whether any was freed.
   */
  freeAbandonedPlaces(mentorId: Types.ObjectId, before: Date): Promise<boolean>;
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
        { $set: { name, title, specializations }, $setOnInsert: { places: [] } },
        { upsert: true },
      );
    },
    async takePlace(mentorId, internId, specialization, cap, at) {
      const result = await MentorProfile.updateOne(
        // "No place at index cap - 1": fewer than cap are held.
        { _id: mentorId, specializations: specialization, [`places.${cap - 1}`]: { $exists: false }, 'places.intern': { $ne: internId } },
        { $push: { places: { intern: internId, at } } },
      );
      return result.modifiedCount === 1 || (await MentorProfile.exists({ _id: mentorId, 'places.intern': internId })) !== null;
    },
    async givePlaceBack(mentorId, internId) {
      await MentorProfile.updateOne({ _id: mentorId }, { $pull: { places: { intern: internId } } });
    },
    async freeAbandonedPlaces(mentorId, before) {
      const profile = await MentorProfile.findById(mentorId, { places: 1 }).lean<Pick<MentorProfileDoc, 'places'>>();
      const old = (profile?.places ?? []).filter((p) => p.at < before).map((p) => p.intern);
      if (old.length === 0) return false;
      const assigned = await MentorAssignment.find({ _id: { $in: old }, mentorId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      const abandoned = old.filter((intern) => !assigned.some((a) => a._id.equals(intern)));
      if (abandoned.length === 0) return false;
      const result = await MentorProfile.updateOne(
        { _id: mentorId },
        { $pull: { places: { intern: { $in: abandoned }, at: { $lt: before } } } },
      );
      return result.modifiedCount === 1;
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
