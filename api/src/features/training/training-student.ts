/**
 * The student's side of the live training: a student of the batch (finalized specialization) reads
 * the schedule and their attendance, joins through the portal (recorded, one record per session and
 * student), subscribes to a private calendar feed and opts in to reminder mails an hour before each
 * session.
 */
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import {
  attendanceSummary,
  effectiveMark,
  joinWindow,
  markFromJoin,
  REMINDER_BEFORE_MINUTES,
  TRAINING_MESSAGES,
  type AttendanceMark,
} from '@portal/domain/training';
import type { AttendanceRecordDoc } from '../../models/training.ts';
import { batchOfSession, type BatchData, type TrainingBatches, type TrainingDeps } from './training-batches.ts';
import { trainingCalendar } from './training-calendar.ts';
import type { Batch, StudentOwnTraining } from './training-repository.ts';
import type { StudentAttendance, StudentTraining } from './training-service.ts';
import { timingOf, toStudentSessionView, toTrainingExport } from './training-views.ts';

const newToken = () => randomBytes(24).toString('base64url');

/** The mark that counts per session, from the student's records. */
function marksOf(records: readonly AttendanceRecordDoc[]): Map<string, AttendanceMark> {
  const marks = new Map<string, AttendanceMark>();
  for (const r of records) {
    const counted = effectiveMark({
      adminMark: r.adminMark as AttendanceMark | null,
      reportMark: r.reportMark as AttendanceMark | null,
      joinMark: r.joinMark as AttendanceMark | null,
    });
    if (counted) marks.set(String(r.sessionId), counted.mark);
  }
  return marks;
}

export function createStudentTraining(deps: TrainingDeps, { now, sessionOf, batchData }: TrainingBatches): StudentTraining {
  const { repository } = deps;
  const trainingPageUrl = `${deps.webUrl}/student-main/training`;
  const calendarUrl = (apiOrigin: string, token: string) => `${apiOrigin}/calendar/${token}.ics`;

  /** The student's batch and what its students share; null without a finalized specialization (or its cohort). */
  async function studentBatch(userId: Types.ObjectId): Promise<{ batch: Batch; data: BatchData } | null> {
    const batch = await repository.batchOfStudent(userId);
    const data = batch && (await batchData(batch));
    return data ? { batch, data } : null;
  }

  /** The students' own records and preferences (one read) with their batches' shared data (cached), by user id. */
  async function ownTraining(userIds: readonly Types.ObjectId[]): Promise<Map<string, StudentOwnTraining & { data: BatchData }>> {
    const owns = [...(await repository.studentsOwnTraining(userIds))];
    const found = await Promise.all(
      owns.map(async ([userId, own]) => {
        const data = await batchData(own.batch);
        return data ? ([[userId, { ...own, data }]] as const) : [];
      }),
    );
    return new Map(found.flat());
  }

  function attendanceFrom({ records, data }: StudentOwnTraining & { data: BatchData }, at: Date): StudentAttendance {
    const timings = data.sessions.map(timingOf);
    return { summary: attendanceSummary(timings, marksOf(records), data.settings.attendanceMinPercent, at), sessions: timings };
  }

  return {
    async forStudent(user, apiOrigin) {
      const found = (await ownTraining([user._id])).get(String(user._id));
      if (!found) return null;
      const at = now();
      const { cohort, sessions } = found.data;
      const preference = found.preference ?? (await repository.ensurePreference(user._id, newToken()));
      const marks = marksOf(found.records);
      const views = sessions.map((s) => toStudentSessionView(s, marks.get(String(s._id)) ?? null, at));
      return {
        cohortName: cohort.name,
        specialization: found.batch.specialization,
        trainingStart: cohort.trainingStart,
        trainingEnd: cohort.trainingEnd,
        nextSession: views.find((v) => v.status !== 'CANCELLED' && new Date(v.endsAt) > at) ?? null,
        sessions: views,
        attendance: attendanceFrom(found, at).summary,
        calendarUrl: calendarUrl(apiOrigin, preference.calendarToken),
        remindersOn: preference.remindersOn,
      };
    },
    async join(user, sessionId) {
      const [session, batch] = await Promise.all([sessionOf(sessionId), repository.batchOfStudent(user._id)]);
      if (!session || !batch || !session.cohortId.equals(batch.cohortId) || session.specialization !== batch.specialization)
        return { ok: false, reason: 'not-found' };
      if (session.status === 'CANCELLED') return { ok: false, reason: 'refused', message: TRAINING_MESSAGES.cancelled };
      const at = now();
      const { opensAt, closesAt } = joinWindow(session);
      if (at < opensAt) return { ok: false, reason: 'refused', message: TRAINING_MESSAGES.opensAt(opensAt) };
      if (at >= closesAt) return { ok: false, reason: 'refused', message: TRAINING_MESSAGES.ended };
      if (!session.meetingUrl) return { ok: false, reason: 'refused', message: TRAINING_MESSAGES.noMeetingLink };
      await repository.recordJoin(session, user._id, at, markFromJoin(at, session));
      return { ok: true, meetingUrl: session.meetingUrl };
    },
    async renewCalendarToken(user, apiOrigin) {
      const token = newToken();
      await repository.setCalendarToken(user._id, token);
      return { calendarUrl: calendarUrl(apiOrigin, token) };
    },
    async setReminders(user, on) {
      await repository.setReminders(user._id, on, newToken());
      return { remindersOn: on };
    },
    async calendarFeed(token) {
      const preference = await repository.preferenceByToken(token);
      if (!preference) return null;
      const found = await studentBatch(preference._id);
      return trainingCalendar(found?.data.sessions ?? [], {
        calendarName: found ? `${found.batch.specialization} live sessions, ${found.data.cohort.name}` : 'Live sessions',
        uidHost: new URL(deps.webUrl).hostname,
        trainingPageUrl,
      });
    },
    async sendReminders() {
      const at = now();
      let mailed = 0;
      for (const session of await repository.dueForReminder(at, new Date(at.getTime() + REMINDER_BEFORE_MINUTES * 60_000))) {
        const optedIn = await repository.remindersOnAmong(await repository.studentIdsOf(batchOfSession(session)));
        for (const student of await deps.users.listSummaries(optedIn)) {
          // The key holds the session's version: two workers record one mail; a moved session is reminded again.
          await deps.outbox.enqueue({
            key: `training-reminder:${String(session._id)}:${session.sequence}:${String(student._id)}`,
            template: 'training-reminder',
            to: student.email,
            data: {
              name: student.name ?? null,
              number: session.number,
              startsLabel: istDateTimeLabel(session.startsAt),
              topic: session.topic ?? null,
            },
          });
          mailed++;
        }
        await repository.markReminded(session._id, session.sequence, at);
      }
      return mailed;
    },
    async attendanceOf(userId) {
      const found = (await ownTraining([userId])).get(String(userId));
      return found ? attendanceFrom(found, now()) : null;
    },
    async attendanceOfStudents(userIds) {
      const at = now();
      return new Map([...(await ownTraining(userIds))].map(([userId, found]) => [userId, attendanceFrom(found, at)]));
    },
    async exportOf(userId) {
      const [records, preference] = await Promise.all([repository.recordsOfUser(userId), repository.preferenceOf(userId)]);
      return toTrainingExport(records, await repository.sessionsByIds(records.map((r) => r.sessionId)), preference);
    },
    batchSessions: (cohortId, specialization) => repository.sessionsOf({ cohortId, specialization }),
    recordsOf: (sessionIds) => repository.recordsOf(sessionIds),
  };
}
