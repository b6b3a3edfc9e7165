/**
 * fastify.training: the live training of each batch (a cohort × a specialization). An admin sets a
 * cohort's session time and holidays, generates the batch's sessions (idempotent), edits them,
 * sets one meeting link for the batch, cancels or moves a session that has not started (recorded;
 * the batch is mailed). A student of the batch (finalized specialization) reads the schedule and
 * their attendance, joins through the portal (recorded, one record per session and student),
 * subscribes to a private calendar feed and opts in to reminder mails an hour before each session.
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { findSpecialization } from '@portal/domain/specialization';
import {
  attendanceSummary,
  effectiveMark,
  generateSessionSlots,
  joinWindow,
  markFromJoin,
  type AttendanceMark,
  type SessionTiming,
} from '@portal/domain/training';
import type {
  AdminSessionView,
  AttendanceSummary,
  BatchSessionsView,
  StudentTrainingView,
  TrainingSettings,
} from '@portal/domain/views/training';
import type { UserDoc } from '../../lib/models.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { AttendanceRecordDoc, TrainingSessionDoc } from '../../models/training.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import { trainingCalendar } from './training-calendar.ts';
import type { Batch, SessionEdit, SettingsFields, TrainingRepository } from './training-repository.ts';
import { istTimeOnDayLabel, timingOf, toAdminSessionView, toStudentSessionView, toTrainingSettings } from './training-views.ts';

export const TRAINING_MESSAGES = {
  sessionNotFound: 'Session not found.',
  unknownSpecialization: 'Choose one of the specializations.',
  started: 'This session has started: it can no longer be cancelled or moved.',
  cancelled: 'This session has been cancelled.',
  noMeetingLink: 'The meeting link of this session has not been added yet. Please try again shortly.',
  ended: 'This session has ended.',
  opensAt: (at: Date) => `This session opens for joining at ${istTimeOnDayLabel(at)}.`,
  movePassed: 'Choose a new start that has not passed.',
} as const;

/** A reminder goes this long before a session starts. */
const REMINDER_BEFORE_MS = 60 * 60 * 1000;

export type CohortBatchRefusal = 'cohort-not-found' | 'unknown-specialization';
export type ChangeResult =
  { ok: true; view: AdminSessionView } | { ok: false; reason: 'not-found' | 'started' | 'cancelled' | 'move-passed' };
export type JoinResult =
  { ok: true; meetingUrl: string } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'refused'; message: string };

/** A student's attendance for the certificate rule: the summary and their batch's sessions. */
export interface StudentAttendance {
  summary: AttendanceSummary;
  sessions: (SessionTiming & { id: string })[];
}

export interface TrainingService {
  /** Saves the cohort's settings (recorded); null when there is no such cohort. */
  saveSettings(actor: AuditActor, cohortId: string, fields: SettingsFields): Promise<TrainingSettings | null>;
  batch(cohortId: string, specialization: string): Promise<BatchSessionsView | CohortBatchRefusal>;
  /** Makes the batch's missing sessions from the cohort's calendar (recorded); generating again makes none. */
  generate(
    actor: AuditActor | null,
    cohortId: string,
    specialization: string,
  ): Promise<{ created: number; total: number } | CohortBatchRefusal>;
  edit(actor: AuditActor, id: string, set: SessionEdit): Promise<AdminSessionView | null>;
  /** One link for every session of the batch that has not started (recorded). */
  setMeetingLink(
    actor: AuditActor,
    cohortId: string,
    specialization: string,
    meetingUrl: string,
  ): Promise<{ updated: number } | CohortBatchRefusal>;
  cancel(actor: AuditActor, id: string, reason: string): Promise<ChangeResult>;
  move(actor: AuditActor, id: string, startsAt: Date, reason: string): Promise<ChangeResult>;
  /** The student's training page; null when their specialization is not finalized. */
  forStudent(user: UserDoc, apiOrigin: string): Promise<StudentTrainingView | null>;
  /** Records the student's join and gives the meeting link, or why not. */
  join(user: UserDoc, sessionId: string): Promise<JoinResult>;
  /** A new calendar token: the old feed URL ends. */
  renewCalendarToken(user: UserDoc, apiOrigin: string): Promise<{ calendarUrl: string }>;
  setReminders(user: UserDoc, on: boolean): Promise<{ remindersOn: boolean }>;
  /** The feed of the token's student, or null for an unknown token. */
  calendarFeed(token: string): Promise<string | null>;
  /** Records the reminders of sessions starting within the hour (each session's once, across workers). */
  sendReminders(): Promise<number>;
  /** Generates every specialization's sessions of the cohort (the demonstration cohort's schedule). */
  generateAll(cohort: CohortDoc): Promise<void>;
  /** The student's attendance over their batch; null without a finalized specialization. */
  attendanceOf(userId: Types.ObjectId): Promise<StudentAttendance | null>;
  /** The batch's sessions, in calendar order. */
  batchSessions(cohortId: Types.ObjectId, specialization: string): Promise<TrainingSessionDoc[]>;
  recordsOf(sessionIds: readonly Types.ObjectId[]): Promise<AttendanceRecordDoc[]>;
}

const newToken = () => randomBytes(24).toString('base64url');
const batchOfSession = (s: TrainingSessionDoc): Batch => ({ cohortId: s.cohortId, specialization: s.specialization });

export function createTrainingService(deps: {
  repository: TrainingRepository;
  cohorts: Pick<CohortService, 'byId' | 'now'>;
  specializations: Pick<SpecializationService, 'find'>;
  users: Pick<UserService, 'listSummaries'>;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  webUrl: string;
}): TrainingService {
  const { repository } = deps;
  const now = () => deps.cohorts.now();
  const trainingPageUrl = `${deps.webUrl}/student-main/training`;
  const calendarUrl = (apiOrigin: string, token: string) => `${apiOrigin}/calendar/${token}.ics`;

  async function cohortOf(cohortId: string): Promise<CohortDoc | null> {
    return Types.ObjectId.isValid(cohortId) ? deps.cohorts.byId(cohortId) : null;
  }

  async function batchOf(cohortId: string, specialization: string): Promise<{ cohort: CohortDoc; batch: Batch } | CohortBatchRefusal> {
    const spec = findSpecialization(specialization);
    if (!spec) return 'unknown-specialization';
    const cohort = await cohortOf(cohortId);
    if (!cohort) return 'cohort-not-found';
    return { cohort, batch: { cohortId: cohort._id, specialization: spec.name } };
  }

  async function settingsOf(cohort: CohortDoc): Promise<TrainingSettings> {
    return toTrainingSettings(cohort, await repository.settingsOf(cohort._id));
  }

  async function generateFor(cohort: CohortDoc, batch: Batch): Promise<{ created: number; total: number }> {
    const slots = generateSessionSlots(cohort, await settingsOf(cohort));
    const created = await repository.insertSlots(batch, slots);
    return { created, total: (await repository.sessionsOf(batch)).length };
  }

  function sessionOf(id: string): Promise<TrainingSessionDoc | null> {
    return Types.ObjectId.isValid(id) ? repository.sessionById(id) : Promise.resolve(null);
  }

  /** Mails every student of the session's batch through the outbox, once per change (the key). */
  async function mailBatch(session: TrainingSessionDoc, mail: (student: UserDoc) => Parameters<Outbox['enqueue']>[0]): Promise<void> {
    const students = await deps.users.listSummaries(await repository.studentIdsOf(batchOfSession(session)));
    for (const student of students) await deps.outbox.enqueue(mail(student));
  }

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

  async function studentBatch(userId: Types.ObjectId): Promise<{ cohort: CohortDoc; batch: Batch } | null> {
    const selection = await deps.specializations.find(userId);
    if (!selection) return null;
    const cohort = await deps.cohorts.byId(selection.cohortId);
    return cohort ? { cohort, batch: { cohortId: cohort._id, specialization: selection.specialization } } : null;
  }

  async function change(
    actor: AuditActor,
    id: string,
    action: 'cancel' | 'move',
    set: Partial<TrainingSessionDoc>,
  ): Promise<{ before: TrainingSessionDoc; after: TrainingSessionDoc } | 'not-found' | 'started' | 'cancelled'> {
    const before = await sessionOf(id);
    if (!before) return 'not-found';
    if (before.status === 'CANCELLED') return 'cancelled';
    const after = await repository.changeIfNotStarted(before._id, now(), set);
    if (!after) return 'started';
    await deps.audit.record(actor, {
      action: `training-session.${action}`,
      targetType: 'training-session',
      targetId: id,
      before: { startsAt: before.startsAt, status: before.status },
      after: { startsAt: after.startsAt, status: after.status, reason: after.statusReason },
    });
    return { before, after };
  }

  return {
    async saveSettings(actor, cohortId, fields) {
      const cohort = await cohortOf(cohortId);
      if (!cohort) return null;
      const before = await settingsOf(cohort);
      await repository.saveSettings(cohort._id, fields);
      const after = await settingsOf(cohort);
      await deps.audit.record(actor, { action: 'training.settings', targetType: 'cohort', targetId: cohortId, before, after });
      return after;
    },
    async batch(cohortId, specialization) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const at = now();
      const [settings, sessions, students] = await Promise.all([
        settingsOf(found.cohort),
        repository.sessionsOf(found.batch),
        repository.studentIdsOf(found.batch),
      ]);
      return {
        settings,
        specialization: found.batch.specialization,
        students: students.length,
        items: sessions.map((s) => toAdminSessionView(s, at)),
      };
    },
    async generate(actor, cohortId, specialization) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const result = await generateFor(found.cohort, found.batch);
      if (actor && result.created)
        await deps.audit.record(actor, {
          action: 'training-session.generate',
          targetType: 'cohort',
          targetId: cohortId,
          after: { specialization: found.batch.specialization, ...result },
        });
      return result;
    },
    async edit(actor, id, set) {
      const before = await sessionOf(id);
      if (!before) return null;
      const after = await repository.editSession(before._id, set);
      if (!after) return null;
      await deps.audit.record(actor, { action: 'training-session.edit', targetType: 'training-session', targetId: id, after: set });
      return toAdminSessionView(after, now());
    },
    async setMeetingLink(actor, cohortId, specialization, meetingUrl) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const updated = await repository.setMeetingUrl(found.batch, meetingUrl, now());
      await deps.audit.record(actor, {
        action: 'training-session.meeting-link',
        targetType: 'cohort',
        targetId: cohortId,
        after: { specialization: found.batch.specialization, meetingUrl, updated },
      });
      return { updated };
    },
    async cancel(actor, id, reason) {
      const changed = await change(actor, id, 'cancel', { status: 'CANCELLED', statusReason: reason });
      if (typeof changed === 'string') return { ok: false, reason: changed };
      const { after } = changed;
      await mailBatch(after, (student) => ({
        key: `training-session-cancelled:${String(after._id)}:${String(student._id)}`,
        template: 'training-session-cancelled',
        to: student.email,
        data: { name: student.name ?? null, number: after.number, startsLabel: istDateTimeLabel(after.startsAt), reason },
      }));
      return { ok: true, view: toAdminSessionView(after, now()) };
    },
    async move(actor, id, startsAt, reason) {
      if (startsAt <= now()) return { ok: false, reason: 'move-passed' };
      const before = await sessionOf(id);
      if (!before) return { ok: false, reason: 'not-found' };
      const endsAt = new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime()));
      const changed = await change(actor, id, 'move', {
        status: 'MOVED',
        statusReason: reason,
        startsAt,
        endsAt,
        movedFrom: before.movedFrom ?? before.startsAt,
        // A reminder is owed again for the new time.
        remindedAt: null,
      });
      if (typeof changed === 'string') return { ok: false, reason: changed };
      const { after } = changed;
      await mailBatch(after, (student) => ({
        key: `training-session-moved:${String(after._id)}:${after.sequence}:${String(student._id)}`,
        template: 'training-session-moved',
        to: student.email,
        data: {
          name: student.name ?? null,
          number: after.number,
          fromLabel: istDateTimeLabel(changed.before.startsAt),
          toLabel: istDateTimeLabel(after.startsAt),
          reason,
        },
      }));
      return { ok: true, view: toAdminSessionView(after, now()) };
    },
    async forStudent(user, apiOrigin) {
      const found = await studentBatch(user._id);
      if (!found) return null;
      const at = now();
      const [settings, sessions, records, preference] = await Promise.all([
        settingsOf(found.cohort),
        repository.sessionsOf(found.batch),
        repository.recordsOfStudent(found.batch, user._id),
        repository.ensurePreference(user._id, newToken()),
      ]);
      const marks = marksOf(records);
      const views = sessions.map((s) => toStudentSessionView(s, marks.get(String(s._id)) ?? null, at));
      return {
        cohortName: found.cohort.name,
        specialization: found.batch.specialization,
        trainingStart: found.cohort.trainingStart,
        trainingEnd: found.cohort.trainingEnd,
        nextSession: views.find((v) => v.status !== 'CANCELLED' && new Date(v.endsAt) > at) ?? null,
        sessions: views,
        attendance: attendanceSummary(sessions.map(timingOf), marks, settings.attendanceMinPercent, at),
        calendarUrl: calendarUrl(apiOrigin, preference.calendarToken),
        remindersOn: preference.remindersOn,
      };
    },
    async join(user, sessionId) {
      const session = await sessionOf(sessionId);
      const found = await studentBatch(user._id);
      if (!session || !found || !session.cohortId.equals(found.batch.cohortId) || session.specialization !== found.batch.specialization)
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
      const sessions = found ? await repository.sessionsOf(found.batch) : [];
      return trainingCalendar(sessions, {
        calendarName: found ? `${found.batch.specialization} live sessions, ${found.cohort.name}` : 'Live sessions',
        uidHost: new URL(deps.webUrl).hostname,
        trainingPageUrl,
      });
    },
    async sendReminders() {
      const at = now();
      let mailed = 0;
      for (const session of await repository.dueForReminder(at, new Date(at.getTime() + REMINDER_BEFORE_MS))) {
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
    async generateAll(cohort) {
      for (const spec of SPECIALIZATIONS) await generateFor(cohort, { cohortId: cohort._id, specialization: spec.name });
    },
    async attendanceOf(userId) {
      const found = await studentBatch(userId);
      if (!found) return null;
      const [settings, sessions, records] = await Promise.all([
        settingsOf(found.cohort),
        repository.sessionsOf(found.batch),
        repository.recordsOfStudent(found.batch, userId),
      ]);
      const marks = marksOf(records);
      const timings = sessions.map(timingOf);
      return { summary: attendanceSummary(timings, marks, settings.attendanceMinPercent, now()), sessions: timings };
    },
    batchSessions: (cohortId, specialization) => repository.sessionsOf({ cohortId, specialization }),
    recordsOf: (sessionIds) => repository.recordsOf(sessionIds),
  };
}
