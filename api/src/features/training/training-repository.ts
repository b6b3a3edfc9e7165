/**
 * The training's collections: each cohort's settings, the batches' sessions, the attendance
 * records (one per session and student) and the students' preferences; and, read only, which
 * students a batch holds (their finalized specialization selections).
 */
import type { Types } from 'mongoose';
import type { SessionSlot, SessionStatus } from '@portal/domain/training';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import { bumpCacheRevision } from '../../models/cache-revision.ts';
import type { AttendanceRecordDoc, TrainingPreferenceDoc, TrainingSessionDoc, TrainingSettingsDoc } from '../../models/training.ts';

export interface Batch {
  cohortId: Types.ObjectId;
  specialization: string;
}

/** What a student's training page reads of their own: their batch, their records in it and their preference. */
export interface StudentOwnTraining {
  batch: Batch;
  records: AttendanceRecordDoc[];
  preference: TrainingPreferenceDoc | null;
}

/** A session's new state, written only while it still starts and stands as it was read. */
export interface SessionFollowUpWrite {
  id: Types.ObjectId;
  was: { startsAt: Date; status: SessionStatus };
  set: Partial<TrainingSessionDoc>;
}

export type SettingsFields = Omit<TrainingSettingsDoc, '_id' | 'createdAt' | 'updatedAt'>;
export interface SessionEdit {
  topic?: string | null;
  instructor?: string | null;
  meetingUrl?: string | null;
  recordingUrl?: string | null;
  materials?: { title: string; url: string }[];
}

export interface TrainingRepository {
  settingsOf(cohortId: Types.ObjectId): Promise<TrainingSettingsDoc | null>;
  saveSettings(cohortId: Types.ObjectId, fields: SettingsFields): Promise<void>;
  /** Inserts the slots the batch lacks (its slot days are unique); returns how many were made. */
  insertSlots(batch: Batch, slots: readonly SessionSlot[]): Promise<number>;
  sessionsOf(batch: Batch): Promise<TrainingSessionDoc[]>;
  /** The specializations of the cohort with generated sessions. */
  specializationsWithSessions(cohortId: Types.ObjectId): Promise<string[]>;
  /** Writes each follow-up (raising the session's sequence) unless an admin changed the session meanwhile; returns how many were written. */
  followUp(writes: readonly SessionFollowUpWrite[]): Promise<number>;
  sessionById(id: string | Types.ObjectId): Promise<TrainingSessionDoc | null>;
  /** Edits the session, raising its sequence when `raiseSequence` (the calendar shows it differently). */
  editSession(id: Types.ObjectId, set: SessionEdit, raiseSequence: boolean): Promise<TrainingSessionDoc | null>;
  /** Sets the link on every session of the batch that has not started by `now`. */
  setMeetingUrl(batch: Batch, meetingUrl: string, now: Date): Promise<number>;
  /** Cancels or moves the session while it has not started by `now`; null when it has (or is gone). */
  changeIfNotStarted(id: Types.ObjectId, now: Date, set: Partial<TrainingSessionDoc>): Promise<TrainingSessionDoc | null>;
  /** Sessions not cancelled starting in (from, to] whose reminders are not recorded. */
  dueForReminder(from: Date, to: Date): Promise<TrainingSessionDoc[]>;
  /** Records the session's reminders (once: false when another worker did). */
  markReminded(id: Types.ObjectId, sequence: number, at: Date): Promise<boolean>;
  recordsOf(sessionIds: readonly Types.ObjectId[]): Promise<AttendanceRecordDoc[]>;
  /** The students' finalized selections, each with their records in its batch and their preference, in one read (by user id; a student without one is absent). */
  studentsOwnTraining(userIds: readonly Types.ObjectId[]): Promise<Map<string, StudentOwnTraining>>;
  /** Every attendance record of the student, in any batch (their data export). */
  recordsOfUser(userId: Types.ObjectId): Promise<AttendanceRecordDoc[]>;
  sessionsByIds(ids: readonly Types.ObjectId[]): Promise<TrainingSessionDoc[]>;
  /** The batch of the student's finalized selection; null without one. */
  batchOfStudent(userId: Types.ObjectId): Promise<Batch | null>;
  /** Counts a join on the student's record, creating it (unique per session and student); the first join sets its time and mark. */
  recordJoin(session: TrainingSessionDoc, userId: Types.ObjectId, at: Date, mark: string): Promise<void>;
  preferenceOf(userId: Types.ObjectId): Promise<TrainingPreferenceDoc | null>;
  /** Gives the student a calendar token unless they have one; returns the preference. */
  ensurePreference(userId: Types.ObjectId, token: string): Promise<TrainingPreferenceDoc>;
  setCalendarToken(userId: Types.ObjectId, token: string): Promise<void>;
  setReminders(userId: Types.ObjectId, on: boolean, token: string): Promise<void>;
  preferenceByToken(token: string): Promise<TrainingPreferenceDoc | null>;
  /** The students of the batch: those whose finalized specialization is its. */
  studentIdsOf(batch: Batch): Promise<Types.ObjectId[]>;
  /** Of these students, those who opted in to reminders. */
  remindersOnAmong(userIds: readonly Types.ObjectId[]): Promise<Types.ObjectId[]>;
}

export function createTrainingRepository({
  TrainingSettings,
  TrainingSession,
  AttendanceRecord,
  TrainingPreference,
  SpecializationSelection,
  CacheRevision,
}: Pick<
  Models,
  'TrainingSettings' | 'TrainingSession' | 'AttendanceRecord' | 'TrainingPreference' | 'SpecializationSelection' | 'CacheRevision'
>): TrainingRepository {
  return {
    settingsOf: (cohortId) => TrainingSettings.findById(cohortId).lean<TrainingSettingsDoc>(),
    async saveSettings(cohortId, fields) {
      await TrainingSettings.updateOne({ _id: cohortId }, { $set: fields }, { upsert: true });
    },
    async insertSlots(batch, slots) {
      if (!slots.length) return 0;
      const writes = slots.map((slot) => ({
        updateOne: {
          filter: { ...batch, slotDay: slot.slotDay },
          update: { $setOnInsert: { ...batch, ...slot, status: 'SCHEDULED' } },
          upsert: true,
        },
      }));
      try {
        return (await TrainingSession.bulkWrite(writes, { ordered: false })).upsertedCount;
      } catch (err) {
        // Another process generated the same days at once: theirs stand, the rest were made here.
        if (!isDuplicateKeyError(err)) throw err;
        // A failed bulk write runs no post hook: the sessions made here move the batches' caches all the same.
        await bumpCacheRevision(CacheRevision, ['training']);
        return (err as { result: { upsertedCount: number } }).result.upsertedCount;
      }
    },
    sessionsOf: (batch) => TrainingSession.find(batch).sort({ startsAt: 1, number: 1 }).lean<TrainingSessionDoc[]>(),
    async specializationsWithSessions(cohortId) {
      return (await TrainingSession.distinct('specialization', { cohortId })) as string[];
    },
    async followUp(writes) {
      if (!writes.length) return 0;
      const result = await TrainingSession.bulkWrite(
        writes.map(({ id, was, set }) => ({
          updateOne: { filter: { _id: id, ...was }, update: { $set: set, $inc: { sequence: 1 } } },
        })),
        { ordered: false },
      );
      return result.modifiedCount;
    },
    sessionById: (id) => TrainingSession.findById(id).lean<TrainingSessionDoc>(),
    editSession: (id, set, raiseSequence) =>
      TrainingSession.findByIdAndUpdate(
        id,
        { $set: set, ...(raiseSequence ? { $inc: { sequence: 1 } } : {}) },
        { returnDocument: 'after' },
      ).lean<TrainingSessionDoc>(),
    async setMeetingUrl(batch, meetingUrl, now) {
      const result = await TrainingSession.updateMany({ ...batch, startsAt: { $gt: now } }, { $set: { meetingUrl } });
      return result.modifiedCount;
    },
    changeIfNotStarted: (id, now, set) =>
      TrainingSession.findOneAndUpdate(
        { _id: id, startsAt: { $gt: now }, status: { $ne: 'CANCELLED' } },
        { $set: set, $inc: { sequence: 1 } },
        { returnDocument: 'after' },
      ).lean<TrainingSessionDoc>(),
    dueForReminder: (from, to) =>
      TrainingSession.find({ startsAt: { $gt: from, $lte: to }, status: { $ne: 'CANCELLED' }, remindedAt: null }).lean<
        TrainingSessionDoc[]
      >(),
    async markReminded(id, sequence, at) {
      const result = await TrainingSession.updateOne({ _id: id, sequence, remindedAt: null }, { $set: { remindedAt: at } });
      return result.modifiedCount === 1;
    },
    recordsOf: (sessionIds) => AttendanceRecord.find({ sessionId: { $in: sessionIds } }).lean<AttendanceRecordDoc[]>(),
    async studentsOwnTraining(userIds) {
      const rows = await SpecializationSelection.aggregate<
        Batch & { userId: Types.ObjectId; records: AttendanceRecordDoc[]; preferences: TrainingPreferenceDoc[] }
      >([
        { $match: { userId: { $in: userIds } } },
        {
          $lookup: {
            from: AttendanceRecord.collection.collectionName,
            let: { userId: '$userId', cohortId: '$cohortId', specialization: '$specialization' },
            pipeline: [
              { $match: { userId: { $in: userIds } } },
              {
                $match: {
                  $expr: {
                    $and: [
                      { $eq: ['$userId', '$$userId'] },
                      { $eq: ['$cohortId', '$$cohortId'] },
                      { $eq: ['$specialization', '$$specialization'] },
                    ],
                  },
                },
              },
            ],
            as: 'records',
          },
        },
        { $lookup: { from: TrainingPreference.collection.collectionName, localField: 'userId', foreignField: '_id', as: 'preferences' } },
        { $project: { _id: 0, userId: 1, cohortId: 1, specialization: 1, records: 1, preferences: 1 } },
      ]);
      return new Map(
        rows.map(({ userId, cohortId, specialization, records, preferences }) => [
          String(userId),
          { batch: { cohortId, specialization }, records, preference: preferences[0] ?? null },
        ]),
      );
    },
    recordsOfUser: (userId) => AttendanceRecord.find({ userId }).lean<AttendanceRecordDoc[]>(),
    sessionsByIds: (ids) => TrainingSession.find({ _id: { $in: ids } }).lean<TrainingSessionDoc[]>(),
    batchOfStudent: (userId) => SpecializationSelection.findOne({ userId }, { _id: 0, cohortId: 1, specialization: 1 }).lean<Batch>(),
    async recordJoin(session, userId, at, mark) {
      const key = { sessionId: session._id, userId };
      const base = { cohortId: session.cohortId, specialization: session.specialization };
      try {
        await AttendanceRecord.updateOne(key, { $inc: { joinCount: 1 }, $setOnInsert: base }, { upsert: true });
      } catch (err) {
        // Two joins at once both tried the insert; the unique index kept one: count on it.
        if (!isDuplicateKeyError(err)) throw err;
        await AttendanceRecord.updateOne(key, { $inc: { joinCount: 1 } });
      }
      await AttendanceRecord.updateOne({ ...key, firstJoinedAt: null }, { $set: { firstJoinedAt: at, joinMark: mark } });
    },
    preferenceOf: (userId) => TrainingPreference.findById(userId).lean<TrainingPreferenceDoc>(),
    async ensurePreference(userId, token) {
      const existing = await TrainingPreference.findById(userId).lean<TrainingPreferenceDoc>();
      if (existing) return existing;
      await TrainingPreference.updateOne({ _id: userId }, { $setOnInsert: { calendarToken: token } }, { upsert: true }).catch(
        (err: unknown) => {
          if (!isDuplicateKeyError(err)) throw err;
        },
      );
      return (await TrainingPreference.findById(userId).lean<TrainingPreferenceDoc>())!;
    },
    async setCalendarToken(userId, token) {
      await TrainingPreference.updateOne({ _id: userId }, { $set: { calendarToken: token } }, { upsert: true });
    },
    async setReminders(userId, on, token) {
      await TrainingPreference.updateOne(
        { _id: userId },
        { $set: { remindersOn: on }, $setOnInsert: { calendarToken: token } },
        { upsert: true },
      );
    },
    preferenceByToken: (token) => TrainingPreference.findOne({ calendarToken: token }).lean<TrainingPreferenceDoc>(),
    async studentIdsOf(batch) {
      const rows = await SpecializationSelection.find(batch, { userId: 1 }).lean<{ userId: Types.ObjectId }[]>();
      return rows.map((r) => r.userId);
    },
    async remindersOnAmong(userIds) {
      const rows = await TrainingPreference.find({ _id: { $in: userIds }, remindersOn: true }, { _id: 1 }).lean<
        { _id: Types.ObjectId }[]
      >();
      return rows.map((r) => r._id);
    },
  };
}
