/**
 * The live training: a batch (a cohort × a specialization) and its sessions, the student's
 * attendance and the admin's grid, declared once as TypeBox schemas (the API's contract, read by
 * the admin and student remotes).
 */
import { Type, type Static } from 'typebox';
import { ATTENDANCE_MARKS, ATTENDANCE_SOURCES, SESSION_STATUSES } from '../training.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

/** A cohort's training settings (defaults in domain/training.ts TRAINING_DEFAULTS). */
export const TrainingSettingsSchema = Type.Object(
  {
    cohortId: Type.String(),
    cohortName: Type.String(),
    trainingStart: Type.String({ description: 'YYYY-MM-DD, India time' }),
    trainingEnd: Type.String({ description: 'YYYY-MM-DD, India time' }),
    sessionStartTime: Type.String({ description: 'HH:MM in India time, e.g. 18:30' }),
    sessionMinutes: Type.Integer(),
    holidays: Type.Array(Type.String({ description: 'YYYY-MM-DD' })),
    attendanceMinPercent: Type.Integer({ description: 'the certificate line: this share of held sessions' }),
    presentSharePercent: Type.Integer({ description: 'PRESENT from a meeting report when the minutes reach this share of the session' }),
  },
  { additionalProperties: false },
);
export type TrainingSettings = Static<typeof TrainingSettingsSchema>;

const MaterialSchema = Type.Object({ title: Type.String(), url: Type.String() }, { additionalProperties: false });

const sessionFields = {
  id: Type.String(),
  number: Type.Integer({ description: '1-based, in the order of the batch calendar' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  topic: NullableString(),
  instructor: NullableString(),
  status: Type.Enum([...SESSION_STATUSES]),
  statusReason: NullableString({ description: 'why it was cancelled or moved' }),
  /** The start it had before it was moved. */
  movedFrom: NullableDateTime(),
  recordingUrl: NullableString(),
  materials: Type.Array(MaterialSchema),
};

/** A session as the student reads it: the meeting link only through the join route. */
export const StudentSessionViewSchema = Type.Object(
  {
    ...sessionFields,
    joinUrl: Type.String({ description: '/student/training/sessions/{id}/join (POST: StudentJoinView)' }),
    joinOpensAt: Type.String({ format: 'date-time', description: '15 minutes before the start' }),
    held: Type.Boolean({ description: 'not cancelled and ended' }),
    mark: Type.Union([Type.Enum([...ATTENDANCE_MARKS]), Type.Null()], { description: 'null: not marked yet' }),
  },
  { additionalProperties: false },
);
export type StudentSessionView = Static<typeof StudentSessionViewSchema>;

/**
 * POST /student/training/sessions/{id}/join: the join is recorded and the meeting link given to the
 * page, which opens it (a sign-in by bearer token cannot ride on a link or a redirect followed in a new tab).
 */
export const StudentJoinViewSchema = Type.Object({ meetingUrl: Type.String() }, { additionalProperties: false });
export type StudentJoinView = Static<typeof StudentJoinViewSchema>;

/** "attended 12 of 14 held sessions (86%)" and what the certificate still needs. */
export const AttendanceSummarySchema = Type.Object(
  {
    attended: Type.Integer({ description: 'PRESENT, LATE or EXCUSED among held sessions' }),
    held: Type.Integer(),
    total: Type.Integer({ description: 'sessions not cancelled, held or to come' }),
    percent: Type.Integer({ description: 'attended of held, rounded down; 0 when none is held' }),
    minPercent: Type.Integer(),
    meetsLine: Type.Boolean({ description: 'attended of all sessions not cancelled reaches the line (the line at the end)' }),
    neededOfRemaining: Type.Union([Type.Integer(), Type.Null()], {
      description: 'how many of the remaining sessions must be attended to reach the line; null when it can no longer be reached',
    }),
  },
  { additionalProperties: false },
);
export type AttendanceSummary = Static<typeof AttendanceSummarySchema>;

/** GET /student/training. */
export const StudentTrainingViewSchema = Type.Object(
  {
    cohortName: Type.String(),
    specialization: Type.String(),
    trainingStart: Type.String(),
    trainingEnd: Type.String(),
    nextSession: Type.Union([StudentSessionViewSchema, Type.Null()]),
    sessions: Type.Array(StudentSessionViewSchema),
    attendance: AttendanceSummarySchema,
    calendarUrl: Type.String({ description: 'the private .ics subscription (absolute URL)' }),
    remindersOn: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StudentTrainingView = Static<typeof StudentTrainingViewSchema>;

/** A session as the admin reads it (the meeting link included). */
export const AdminSessionViewSchema = Type.Object(
  {
    ...sessionFields,
    meetingUrl: NullableString(),
    started: Type.Boolean({ description: 'its start has passed: it can no longer be moved or cancelled' }),
  },
  { additionalProperties: false },
);
export type AdminSessionView = Static<typeof AdminSessionViewSchema>;

/** GET /admin/api/training/sessions?cohortId=&specialization=. */
export const BatchSessionsViewSchema = Type.Object(
  { settings: TrainingSettingsSchema, specialization: Type.String(), students: Type.Integer(), items: Type.Array(AdminSessionViewSchema) },
  { additionalProperties: false },
);
export type BatchSessionsView = Static<typeof BatchSessionsViewSchema>;

const MarkCellSchema = Type.Object(
  {
    sessionId: Type.String(),
    mark: Type.Union([Type.Enum([...ATTENDANCE_MARKS]), Type.Null()]),
    source: Type.Union([Type.Enum([...ATTENDANCE_SOURCES]), Type.Null()]),
    reason: NullableString({ description: 'EXCUSED or an admin correction' }),
    minutes: Type.Union([Type.Integer(), Type.Null()], { description: 'from a meeting report' }),
  },
  { additionalProperties: false },
);
export type AttendanceCell = Static<typeof MarkCellSchema>;

/** GET /admin/api/training/attendance: students × held-or-scheduled sessions, paged by student on the server. */
export const AttendanceGridSchema = Type.Object(
  {
    settings: TrainingSettingsSchema,
    specialization: Type.String(),
    sessions: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          number: Type.Integer(),
          startsAt: Type.String({ format: 'date-time' }),
          status: Type.Enum([...SESSION_STATUSES]),
          held: Type.Boolean(),
          final: Type.Boolean({ description: 'its India-time day has ended: only an admin correction with a reason changes a mark' }),
          present: Type.Integer({ description: 'PRESENT or LATE marks' }),
        },
        { additionalProperties: false },
      ),
    ),
    rows: Type.Array(
      Type.Object(
        {
          userId: Type.String(),
          studentId: NullableString(),
          name: NullableString(),
          email: Type.String(),
          cells: Type.Array(MarkCellSchema, { description: 'one per session, in the order of `sessions`' }),
          summary: AttendanceSummarySchema,
        },
        { additionalProperties: false },
      ),
    ),
    page: Type.Integer(),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AttendanceGrid = Static<typeof AttendanceGridSchema>;

/** POST /admin/api/training/sessions/{id}/attendance-report: what an imported meeting report did. */
export const AttendanceImportResultSchema = Type.Object(
  {
    format: Type.Enum(['ZOOM', 'GOOGLE_MEET']),
    rows: Type.Integer(),
    matched: Type.Integer({ description: 'students of the batch found in the report' }),
    marked: Type.Integer({ description: 'marks written or changed (0 when the same report is imported again)' }),
    unmatchedEmails: Type.Array(Type.String()),
    duplicateEmails: Type.Array(Type.String({ description: 'e-mails with several rows (rejoins), summed' })),
    guests: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AttendanceImportResult = Static<typeof AttendanceImportResultSchema>;
