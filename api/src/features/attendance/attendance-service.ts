/**
 * fastify.attendance: the admin's grid of a batch (students × sessions, the mark that counts and
 * each student's summary), an admin's mark of one cell (recorded in the audit trail; a final
 * session's correction needs a reason), and the import of a meeting platform's participant report
 * (all validated first, then one bulk write; importing the same report again changes nothing).
 * Sessions and settings are the training feature's; marks are written here, never the joins.
 */
import { Types } from 'mongoose';
import { istDay, istDayEnd } from '@portal/domain/calendar';
import { cleanText } from '@portal/domain/clean-text';
import { ATTENDANCE_MESSAGES, ATTENDANCE_REASON_MAX, markFromReport, parseAttendanceReport } from '@portal/domain/attendance-report';
import { attendanceSummary, effectiveMark, TRAINING_DEFAULTS, type AttendanceMark } from '@portal/domain/training';
import type { AttendanceCell, AttendanceGrid, AttendanceImportResult } from '@portal/domain/views/training';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { TrainingService } from '../training/training-service.ts';
import type { AttendanceRepository, BatchStudent, ReportMark } from './attendance-repository.ts';
import { sourceMarks, toAttendanceCell, toGridSessions, type GridSession } from './attendance-views.ts';
import type { AttendanceRecordDoc } from '../../models/training.ts';

export type GridResult = { ok: true; grid: AttendanceGrid } | { ok: false; reason: 'batch-not-found' };
export type MarkResult =
  | { ok: true; cell: AttendanceCell }
  | { ok: false; reason: 'session-not-found' | 'student-not-found' | 'cancelled' }
  | { ok: false; reason: 'invalid'; message: string };
export type ImportResult =
  | { ok: true; result: AttendanceImportResult }
  | { ok: false; reason: 'session-not-found' | 'cancelled' }
  | { ok: false; reason: 'invalid'; message: string };

/** One student's row before paging: the student, their marks by session and the summary. */
interface StudentRow {
  student: BatchStudent;
  records: Map<string, AttendanceRecordDoc>;
  summary: AttendanceGrid['rows'][number]['summary'];
}

export interface AttendanceService {
  /** A batch's grid, one page of students (ordered by name, then e-mail); `below`: only those not meeting the line. */
  grid(query: { cohortId: string; specialization: string; below: boolean; page: number; size: number }): Promise<GridResult>;
  /** Every student of the batch with the grid's columns, in the grid's order (the CSV export). */
  allRows(cohortId: string, specialization: string): Promise<GridResult>;
  /** The admin's mark of one student at one session (audited). */
  mark(actor: AuditActor, sessionId: string, userId: string, input: { mark: AttendanceMark; reason: string | null }): Promise<MarkResult>;
  /** Imports a meeting platform's participant report for a session. */
  importReport(actor: AuditActor, sessionId: string, csv: string): Promise<ImportResult>;
}

export function createAttendanceService(deps: {
  repository: AttendanceRepository;
  training: Pick<TrainingService, 'timetable'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}): AttendanceService {
  const { repository } = deps;

  /** The session's day (India time) has ended: its marks are final. */
  const isFinal = (session: Pick<GridSession, 'startsAt'>, now: Date) => istDayEnd(istDay(session.startsAt))!.getTime() <= now.getTime();

  /** The batch's settings and sessions (the training feature's), or null for an unknown cohort or specialization. */
  async function batchOf(cohortId: string, specialization: string) {
    const batch = await deps.training.timetable(cohortId, specialization);
    return typeof batch === 'string' ? null : batch;
  }

  async function rowsOf(cohortId: string, requested: string) {
    const batch = await batchOf(cohortId, requested);
    if (!batch) return null;
    const { settings, specialization, sessions } = batch;
    const now = deps.now();
    const [students, records] = await Promise.all([
      repository.batchStudents(new Types.ObjectId(cohortId), specialization),
      repository.ofSessions(sessions.map((s) => s._id)),
    ]);
    const byStudent = new Map<string, Map<string, AttendanceRecordDoc>>();
    for (const r of records) {
      const key = String(r.userId);
      if (!byStudent.has(key)) byStudent.set(key, new Map());
      byStudent.get(key)!.set(String(r.sessionId), r);
    }
    const timings = sessions.map((s) => ({ id: String(s._id), startsAt: s.startsAt, endsAt: s.endsAt, status: s.status }));
    const rows: StudentRow[] = students
      .map((student) => {
        const mine = byStudent.get(String(student._id)) ?? new Map<string, AttendanceRecordDoc>();
        const marks = new Map<string, AttendanceMark>();
        for (const [sessionId, r] of mine) {
          const counted = effectiveMark(sourceMarks(r));
          if (counted) marks.set(sessionId, counted.mark);
        }
        return { student, records: mine, summary: attendanceSummary(timings, marks, settings.attendanceMinPercent, now) };
      })
      .sort((a, b) => (a.student.name ?? '').localeCompare(b.student.name ?? '') || a.student.email.localeCompare(b.student.email));
    const gridSessions = toGridSessions(
      sessions,
      rows.map((r) => r.records),
      now,
      isFinal,
    );
    return { settings, specialization, sessions, rows, gridSessions };
  }

  function gridOf(
    found: NonNullable<Awaited<ReturnType<typeof rowsOf>>>,
    rows: StudentRow[],
    paging: { page: number; size: number; totalItems: number },
  ): AttendanceGrid {
    return {
      settings: found.settings,
      specialization: found.specialization,
      sessions: found.gridSessions,
      rows: rows.map(({ student, records, summary }) => ({
        userId: String(student._id),
        studentId: student.studentId ?? null,
        name: student.name ?? null,
        email: student.email,
        cells: found.sessions.map((s) => toAttendanceCell(String(s._id), records.get(String(s._id)) ?? null)),
        summary,
      })),
      page: paging.page,
      size: paging.size,
      totalItems: paging.totalItems,
      totalPages: Math.ceil(paging.totalItems / paging.size),
    };
  }

  /** The reason as stored, or the sentence that refuses it. */
  function reasonOf(raw: string | null): { reason: string | null } | { problem: string } {
    if (raw === null || raw.trim() === '') return { reason: null };
    const reason = cleanText(raw);
    return reason && reason.length <= ATTENDANCE_REASON_MAX ? { reason } : { problem: ATTENDANCE_MESSAGES.reasonInvalid };
  }

  return {
    async grid({ cohortId, specialization, below, page, size }) {
      const found = await rowsOf(cohortId, specialization);
      if (!found) return { ok: false, reason: 'batch-not-found' };
      const chosen = below ? found.rows.filter((r) => !r.summary.meetsLine) : found.rows;
      const pageRows = chosen.slice(page * size, (page + 1) * size);
      return { ok: true, grid: gridOf(found, pageRows, { page, size, totalItems: chosen.length }) };
    },
    async allRows(cohortId, specialization) {
      const found = await rowsOf(cohortId, specialization);
      if (!found) return { ok: false, reason: 'batch-not-found' };
      const size = Math.max(1, found.rows.length);
      return { ok: true, grid: gridOf(found, found.rows, { page: 0, size, totalItems: found.rows.length }) };
    },
    async mark(actor, sessionId, userId, input) {
      const student = await repository.student(userId);
      if (!student) return { ok: false, reason: 'student-not-found' };
      const session = await repository.session(sessionId);
      if (!session) return { ok: false, reason: 'session-not-found' };
      if (session.status === 'CANCELLED') return { ok: false, reason: 'cancelled' };
      const batch = await repository.batchOf(student._id);
      if (!batch || String(batch.cohortId) !== String(session.cohortId) || batch.specialization !== session.specialization)
        return { ok: false, reason: 'student-not-found' };
      const reason = reasonOf(input.reason);
      if ('problem' in reason) return { ok: false, reason: 'invalid', message: reason.problem };
      const now = deps.now();
      if (input.mark === 'EXCUSED' && !reason.reason)
        return { ok: false, reason: 'invalid', message: ATTENDANCE_MESSAGES.excusedNeedsReason };
      const final = isFinal(session, now);
      if (final && !reason.reason) return { ok: false, reason: 'invalid', message: ATTENDANCE_MESSAGES.correctionNeedsReason };
      const before = await repository.record(session._id, student._id);
      const after = await repository.setAdminMark(
        { sessionId: session._id, userId: student._id, cohortId: batch.cohortId, specialization: batch.specialization },
        { mark: input.mark, reason: reason.reason, by: actor.id ? new Types.ObjectId(actor.id) : null, at: now },
      );
      await deps.audit.record(actor, {
        action: final ? 'attendance.correct' : 'attendance.mark',
        targetType: 'user',
        targetId: String(student._id),
        before: {
          sessionId,
          mark: (before && effectiveMark(sourceMarks(before))?.mark) ?? null,
          source: (before && effectiveMark(sourceMarks(before))?.source) ?? null,
        },
        after: { sessionId, mark: input.mark, source: 'ADMIN', reason: reason.reason },
      });
      return { ok: true, cell: toAttendanceCell(sessionId, after) };
    },
    async importReport(actor, sessionId, csv) {
      const session = await repository.session(sessionId);
      if (!session) return { ok: false, reason: 'session-not-found' };
      if (session.status === 'CANCELLED') return { ok: false, reason: 'cancelled' };
      const report = parseAttendanceReport(csv, istDay(session.startsAt));
      if (!report.ok) return { ok: false, reason: 'invalid', message: report.error };
      const [batch, students, records] = await Promise.all([
        batchOf(String(session.cohortId), session.specialization),
        repository.batchStudents(session.cohortId, session.specialization),
        repository.ofSessions([session._id]),
      ]);
      const presentShare = batch?.settings.presentSharePercent ?? TRAINING_DEFAULTS.presentSharePercent;
      const studentByEmail = new Map(students.map((u) => [u.email.toLowerCase(), u]));
      const recordByUser = new Map(records.map((r) => [String(r.userId), r]));
      const unmatchedEmails: string[] = [];
      const marks: ReportMark[] = [];
      let matched = 0;
      for (const attendee of report.attendees) {
        const student = studentByEmail.get(attendee.email);
        if (!student) {
          unmatchedEmails.push(attendee.email);
          continue;
        }
        matched++;
        const mark = markFromReport(attendee.minutes, attendee.firstJoin, session, presentShare);
        const minutes = Math.round(attendee.minutes);
        const known = recordByUser.get(String(student._id));
        if (known?.reportMark === mark && known.reportMinutes === minutes) continue;
        marks.push({ userId: student._id, mark, minutes });
      }
      await repository.setReportMarks(
        { sessionId: session._id, cohortId: session.cohortId, specialization: session.specialization },
        marks,
      );
      const result: AttendanceImportResult = {
        format: report.format,
        rows: report.rows,
        matched,
        marked: marks.length,
        unmatchedEmails,
        duplicateEmails: report.duplicateEmails,
        guests: report.guests,
      };
      await deps.audit.record(actor, {
        action: 'attendance.import',
        targetType: 'training-session',
        targetId: sessionId,
        before: null,
        after: { format: result.format, rows: result.rows, matched, marked: result.marked },
      });
      return { ok: true, result };
    },
  };
}
