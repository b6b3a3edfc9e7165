/**
 * The live training's rules, one place for the API and the screens: a batch is a cohort × a
 * specialization; its sessions come from the cohort's calendar; attendance is counted over the
 * sessions held (not cancelled, ended), and the training certificate needs the cohort's share.
 */

export const SESSION_STATUSES = ['SCHEDULED', 'CANCELLED', 'MOVED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const ATTENDANCE_MARKS = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Where a mark came from, strongest first: an admin's mark overrides a meeting report, which overrides a join through the portal. */
export const ATTENDANCE_SOURCES = ['ADMIN', 'REPORT', 'JOIN'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** A cohort's training settings until an admin changes them. */
export const TRAINING_DEFAULTS = {
  sessionStartTime: '18:30',
  sessionMinutes: 120,
  attendanceMinPercent: 75,
  presentSharePercent: 50,
} as const;

/** Join opens this long before a session starts, and closes at its end. */
export const JOIN_OPENS_BEFORE_MINUTES = 15;
/** A first join (or a report's first join time) later than this after the start is LATE. */
export const LATE_AFTER_MINUTES = 10;
