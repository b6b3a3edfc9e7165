/** Training documents as the views of domain/views/training.ts. */
import { effectiveMark, isHeld, joinWindow, TRAINING_DEFAULTS, type AttendanceMark, type SessionStatus } from '@portal/domain/training';
import type { AdminSessionView, StudentSessionView, TrainingSettings } from '@portal/domain/views/training';
import { isoOrNull } from '../../lib/dates.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { AttendanceRecordDoc, TrainingPreferenceDoc, TrainingSessionDoc, TrainingSettingsDoc } from '../../models/training.ts';

/** The cohort's settings, its defaults where an admin has set none. */
export function toTrainingSettings(cohort: CohortDoc, settings: TrainingSettingsDoc | null): TrainingSettings {
  return {
    cohortId: String(cohort._id),
    cohortName: cohort.name,
    trainingStart: cohort.trainingStart,
    trainingEnd: cohort.trainingEnd,
    sessionStartTime: settings?.sessionStartTime ?? TRAINING_DEFAULTS.sessionStartTime,
    sessionMinutes: settings?.sessionMinutes ?? TRAINING_DEFAULTS.sessionMinutes,
    holidays: settings?.holidays ?? [],
    attendanceMinPercent: settings?.attendanceMinPercent ?? TRAINING_DEFAULTS.attendanceMinPercent,
    presentSharePercent: settings?.presentSharePercent ?? TRAINING_DEFAULTS.presentSharePercent,
  };
}

/** The rules' reading of a stored session (its status typed). */
export function timingOf(s: TrainingSessionDoc): { id: string; startsAt: Date; endsAt: Date; status: SessionStatus } {
  return { id: String(s._id), startsAt: s.startsAt, endsAt: s.endsAt, status: s.status as SessionStatus };
}

function sessionFields(s: TrainingSessionDoc) {
  return {
    id: String(s._id),
    number: s.number,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    topic: s.topic ?? null,
    instructor: s.instructor ?? null,
    status: s.status as SessionStatus,
    statusReason: s.statusReason ?? null,
    recordingUrl: s.recordingUrl ?? null,
    materials: s.materials.map((m) => ({ title: m.title, url: m.url })),
    movedFrom: isoOrNull(s.movedFrom),
  };
}

export function toAdminSessionView(s: TrainingSessionDoc, now: Date): AdminSessionView {
  return { ...sessionFields(s), meetingUrl: s.meetingUrl ?? null, started: s.startsAt <= now };
}

export function toStudentSessionView(s: TrainingSessionDoc, mark: AttendanceMark | null, now: Date): StudentSessionView {
  return {
    ...sessionFields(s),
    joinUrl: `/student/training/sessions/${String(s._id)}/join`,
    joinOpensAt: joinWindow(s).opensAt.toISOString(),
    held: isHeld(timingOf(s), now),
    mark,
  };
}

/** The student's training in their data export: each attendance record with its session, and their calendar and reminder choices. */
export function toTrainingExport(
  records: readonly AttendanceRecordDoc[],
  sessions: readonly TrainingSessionDoc[],
  preference: TrainingPreferenceDoc | null,
) {
  const sessionOf = new Map(sessions.map((s) => [String(s._id), s]));
  const attendance = records.map((r) => {
    const session = sessionOf.get(String(r.sessionId));
    const counted = effectiveMark({
      adminMark: r.adminMark as AttendanceMark | null,
      reportMark: r.reportMark as AttendanceMark | null,
      joinMark: r.joinMark as AttendanceMark | null,
    });
    return {
      specialization: r.specialization,
      session: session?.number ?? null,
      startsAt: isoOrNull(session?.startsAt),
      mark: counted?.mark ?? null,
      markFrom: counted?.source ?? null,
      joinsThroughThePortal: r.joinCount,
      firstJoinedAt: isoOrNull(r.firstJoinedAt),
      minutesInTheMeetingReport: r.reportMinutes ?? null,
      adminReason: r.adminReason ?? null,
    };
  });
  return {
    attendance: attendance.sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')),
    calendarFeedIssued: !!preference,
    remindersOn: preference?.remindersOn ?? false,
  };
}
