/**
 * fastify.training: the live training of each batch (a cohort × a specialization), composed of the
 * admin's schedule of the batch (training-schedule.ts) and the student's side — the training page,
 * joins, the calendar feed and reminders (training-student.ts) — over the shared lookups
 * (training-batches.ts).
 */
import type { Types } from 'mongoose';
import type { SessionTiming } from '@portal/domain/training';
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
import { trainingBatches, type TrainingDeps } from './training-batches.ts';
import type { SessionEdit, SettingsFields } from './training-repository.ts';
import { createTrainingSchedule } from './training-schedule.ts';
import { createStudentTraining } from './training-student.ts';
import type { toTrainingExport } from './training-views.ts';

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

/** The admin's schedule of a batch (training-schedule.ts). */
export interface TrainingSchedule {
  /** Saves the cohort's settings (recorded); null when there is no such cohort. */
  saveSettings(actor: AuditActor, cohortId: string, fields: SettingsFields): Promise<TrainingSettings | null>;
  /** Moves the cohort's generated sessions to come after its training dates changed, as a change of its settings does. */
  followCohortDates(actor: AuditActor, cohortId: string): Promise<void>;
  batch(cohortId: string, specialization: string): Promise<BatchSessionsView | CohortBatchRefusal>;
  /** The batch's settings and sessions as stored, in calendar order (kept under the training revision; never changed by callers). */
  timetable(
    cohortId: string,
    specialization: string,
  ): Promise<{ settings: TrainingSettings; specialization: string; sessions: readonly TrainingSessionDoc[] } | CohortBatchRefusal>;
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
  /** Generates every specialization's sessions of the cohort (the demonstration cohort's schedule). */
  generateAll(cohort: CohortDoc): Promise<void>;
}

/** The student's side: the training page, joins, the calendar feed, reminders and attendance (training-student.ts). */
export interface StudentTraining {
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
  /** The student's attendance over their batch; null without a finalized specialization. */
  attendanceOf(userId: Types.ObjectId): Promise<StudentAttendance | null>;
  /** The attendance of each of the students with a finalized specialization, by user id (one read of their records). */
  attendanceOfStudents(userIds: readonly Types.ObjectId[]): Promise<Map<string, StudentAttendance>>;
  /** The batch's sessions, in calendar order. */
  batchSessions(cohortId: Types.ObjectId, specialization: string): Promise<TrainingSessionDoc[]>;
  /** What the training holds about the student, for their data export. */
  exportOf(userId: Types.ObjectId): Promise<ReturnType<typeof toTrainingExport>>;
  recordsOf(sessionIds: readonly Types.ObjectId[]): Promise<AttendanceRecordDoc[]>;
}

export interface TrainingService extends TrainingSchedule, StudentTraining {}

export function createTrainingService(deps: TrainingDeps): TrainingService {
  const batches = trainingBatches(deps);
  return { ...createTrainingSchedule(deps, batches), ...createStudentTraining(deps, batches) };
}
