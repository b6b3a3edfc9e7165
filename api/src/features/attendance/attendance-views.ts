/** Attendance records and a batch's sessions -> the grid's cells and columns (domain/views/training). */
import { effectiveMark, isHeld, type AttendanceMark, type SessionStatus } from '@portal/domain/training';
import type { AttendanceCell, AttendanceGrid } from '@portal/domain/views/training';
import type { Types } from 'mongoose';
import type { AttendanceRecordDoc } from '../../models/training.ts';

/** A record's marks as the rules read them (each source's, null when it said nothing). */
export function sourceMarks(r: AttendanceRecordDoc) {
  return {
    adminMark: (r.adminMark ?? null) as AttendanceMark | null,
    reportMark: (r.reportMark ?? null) as AttendanceMark | null,
    joinMark: (r.joinMark ?? null) as AttendanceMark | null,
  };
}

/** One cell: the mark that counts and its source, the admin's reason, the report's minutes. */
export function toAttendanceCell(sessionId: string, r: AttendanceRecordDoc | null): AttendanceCell {
  const counted = r ? effectiveMark(sourceMarks(r)) : null;
  return {
    sessionId,
    mark: counted?.mark ?? null,
    source: counted?.source ?? null,
    reason: counted?.source === 'ADMIN' ? (r?.adminReason ?? null) : null,
    minutes: r?.reportMinutes ?? null,
  };
}

/** A batch's session as the grid reads it. */
export interface GridSession {
  _id: Types.ObjectId;
  number: number;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
}

/** The grid's columns: each session with whether it is held and final, and its PRESENT or LATE count over the batch. */
export function toGridSessions(
  sessions: readonly GridSession[],
  recordsByStudent: readonly ReadonlyMap<string, AttendanceRecordDoc>[],
  now: Date,
  isFinal: (session: GridSession, now: Date) => boolean,
): AttendanceGrid['sessions'] {
  return sessions.map((s) => {
    const id = String(s._id);
    const present = recordsByStudent.filter((records) => {
      const r = records.get(id);
      const mark = r ? effectiveMark(sourceMarks(r))?.mark : undefined;
      return mark === 'PRESENT' || mark === 'LATE';
    }).length;
    const { status } = s;
    return {
      id,
      number: s.number,
      startsAt: s.startsAt.toISOString(),
      status,
      held: isHeld({ startsAt: s.startsAt, endsAt: s.endsAt, status }, now),
      final: isFinal(s, now),
      present,
    };
  });
}
