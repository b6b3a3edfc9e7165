/**
 * The live training's rules, one place for the API and the screens: a batch is a cohort × a
 * specialization; its sessions come from the cohort's calendar; attendance is counted over the
 * sessions held (not cancelled, ended), and the training certificate needs the cohort's share.
 */
import { istClockLabel, istDateLabel, istDateTimeLabel, istDay, istDayStart } from './calendar.ts';
import type { AttendanceSummary } from './views/training.ts';

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
/** A student who asked for reminders is mailed this long before each session starts. */
export const REMINDER_BEFORE_MINUTES = 60;
/** A first join (or a report's first join time) later than this after the start is LATE. */
export const LATE_AFTER_MINUTES = 10;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A session's times and status: all the rules below need of it. */
export interface SessionTiming {
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
}

/** One generated session before it is stored: the India day it belongs to, its number and its UTC times. */
export interface SessionSlot {
  slotDay: string;
  number: number;
  startsAt: Date;
  endsAt: Date;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for "HH:MM" on a 24-hour clock. */
export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/**
 * Every weekday (Monday to Friday) from trainingStart to trainingEnd, both included, except the
 * holidays, at `sessionStartTime` in India (UTC+05:30) for `sessionMinutes`, numbered from 1.
 * Days and time are read in India time; the instants are UTC (18:30 IST is 13:00 UTC).
 */
export function generateSessionSlots(
  cohort: { trainingStart: string; trainingEnd: string },
  settings: { holidays: readonly string[]; sessionStartTime: string; sessionMinutes: number },
): SessionSlot[] {
  const first = istDayStart(cohort.trainingStart);
  const last = istDayStart(cohort.trainingEnd);
  const time = TIME_OF_DAY.exec(settings.sessionStartTime);
  if (!first || !last || !time) return [];
  const startOffsetMs = (Number(time[1]) * 60 + Number(time[2])) * MINUTE_MS;
  const holidays = new Set(settings.holidays);
  const slots: SessionSlot[] = [];
  for (let dayStart = first.getTime(); dayStart <= last.getTime(); dayStart += DAY_MS) {
    const day = istDay(new Date(dayStart));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(day)) continue;
    const startsAt = new Date(dayStart + startOffsetMs);
    slots.push({
      slotDay: day,
      number: slots.length + 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + settings.sessionMinutes * MINUTE_MS),
    });
  }
  return slots;
}

/** The reason a session cancelled by a holiday of the cohort carries. */
export const HOLIDAY_REASON = 'Holiday';
/** The reason a session carries when the cohort's training dates no longer include its day. */
export const OUTSIDE_DATES_REASON = 'No longer within the training dates';

/** A stored session as a change of the cohort's calendar reads it. */
export interface CalendarSession extends SessionTiming {
  id: string;
  slotDay: string;
  number: number;
  /**
   * Cancelled by the calendar, not by an admin (its day became a holiday or left the training
   * dates): it comes back when the day is a training day again.
   */
  holidayCancelled: boolean;
}

/** What becomes of one stored session; `was` is how it stood. */
export interface SessionFollowUp extends CalendarSession {
  was: CalendarSession;
  /** Why the calendar cancels it (HOLIDAY_REASON or OUTSIDE_DATES_REASON), when it does. */
  cancelReason?: string;
}

/**
 * What a change of the cohort's training dates, session time, length or holidays does to a batch's
 * generated sessions. Each session that has not started by `now` and that no admin cancelled or
 * moved takes its day's new times, is cancelled when its day became a holiday or left the training
 * dates (and comes back when it is a training day again); a weekday of the calendar without a
 * session, not begun, gets one; then every session is numbered again in calendar order. A session
 * that has started never changes. `changed` holds only the sessions that differ; `added` the new ones.
 */
export function followCalendar(
  cohort: { trainingStart: string; trainingEnd: string },
  settings: { holidays: readonly string[]; sessionStartTime: string; sessionMinutes: number },
  sessions: readonly CalendarSession[],
  now: Date,
): { changed: SessionFollowUp[]; added: SessionSlot[] } {
  const weekdays = new Map(generateSessionSlots(cohort, { ...settings, holidays: [] }).map((slot) => [slot.slotDay, slot]));
  const holidays = new Set(settings.holidays);
  const notBegun = (at: Date) => at.getTime() > now.getTime();
  const outsideDates = (day: string) => day < cohort.trainingStart || day > cohort.trainingEnd;
  const followed = sessions.map((was): SessionFollowUp => {
    const same: SessionFollowUp = { ...was, was };
    const byCalendar = was.status === 'SCHEDULED' || was.holidayCancelled;
    if (!byCalendar || !notBegun(was.startsAt)) return same;
    const cancelled = (cancelReason: string): SessionFollowUp => ({ ...same, status: 'CANCELLED', holidayCancelled: true, cancelReason });
    if (outsideDates(was.slotDay)) return was.status === 'CANCELLED' ? same : cancelled(OUTSIDE_DATES_REASON);
    const slot = weekdays.get(was.slotDay);
    if (!slot || !notBegun(slot.startsAt)) return same;
    if (holidays.has(was.slotDay)) return cancelled(HOLIDAY_REASON);
    return { ...same, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'SCHEDULED', holidayCancelled: false };
  });
  const taken = new Set(sessions.map((s) => s.slotDay));
  const added = [...weekdays.values()].filter((slot) => !taken.has(slot.slotDay) && !holidays.has(slot.slotDay) && notBegun(slot.startsAt));
  const inOrder = [...followed, ...added].sort((a, b) => a.slotDay.localeCompare(b.slotDay));
  inOrder.forEach((s, i) => (s.number = i + 1));
  const differs = (s: SessionFollowUp) =>
    s.number !== s.was.number ||
    s.startsAt.getTime() !== s.was.startsAt.getTime() ||
    s.endsAt.getTime() !== s.was.endsAt.getTime() ||
    s.status !== s.was.status ||
    s.holidayCancelled !== s.was.holidayCancelled;
  return { changed: followed.filter(differs), added };
}

/** Held: not cancelled and ended. Attendance is counted over held sessions. */
export function isHeld(session: SessionTiming, now: Date): boolean {
  return session.status !== 'CANCELLED' && session.endsAt.getTime() <= now.getTime();
}

/** Join through the portal is open from JOIN_OPENS_BEFORE_MINUTES before the start until the end. */
export function joinWindow(session: Pick<SessionTiming, 'startsAt' | 'endsAt'>): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(session.startsAt.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE_MS), closesAt: session.endsAt };
}

/** The mark a join (or a report's first join time) gives: LATE when later than LATE_AFTER_MINUTES after the start. */
export function markFromJoin(firstJoinAt: Date, session: Pick<SessionTiming, 'startsAt'>): 'PRESENT' | 'LATE' {
  return firstJoinAt.getTime() > session.startsAt.getTime() + LATE_AFTER_MINUTES * MINUTE_MS ? 'LATE' : 'PRESENT';
}

/** A record's mark per source (null: that source said nothing). */
export interface SourceMarks {
  adminMark: AttendanceMark | null;
  reportMark: AttendanceMark | null;
  joinMark: AttendanceMark | null;
}

const MARK_OF_SOURCE: Record<AttendanceSource, keyof SourceMarks> = { ADMIN: 'adminMark', REPORT: 'reportMark', JOIN: 'joinMark' };

/** The mark that counts: the strongest source's (ATTENDANCE_SOURCES order); null when none marked. */
export function effectiveMark(record: SourceMarks): { mark: AttendanceMark; source: AttendanceSource } | null {
  for (const source of ATTENDANCE_SOURCES) {
    const mark = record[MARK_OF_SOURCE[source]];
    if (mark) return { mark, source };
  }
  return null;
}

const ATTENDED_MARKS: ReadonlySet<AttendanceMark> = new Set(['PRESENT', 'LATE', 'EXCUSED']);

/**
 * A student's attendance over a batch's sessions (marks by session id, the effective marks):
 * attended and percent over held sessions; the line over every session not cancelled, which is
 * what counts once the training has ended; and how many of the remaining sessions reach it.
 */
export function attendanceSummary(
  sessions: readonly (SessionTiming & { id: string })[],
  marksBySession: ReadonlyMap<string, AttendanceMark>,
  minPercent: number,
  now: Date,
): AttendanceSummary {
  const counted = sessions.filter((s) => s.status !== 'CANCELLED');
  const held = counted.filter((s) => isHeld(s, now));
  const attended = held.filter((s) => {
    const mark = marksBySession.get(s.id);
    return mark !== undefined && ATTENDED_MARKS.has(mark);
  }).length;
  const total = counted.length;
  const remaining = total - held.length;
  const needed = Math.max(0, Math.ceil((minPercent * total) / 100) - attended);
  return {
    attended,
    held: held.length,
    total,
    percent: held.length === 0 ? 0 : Math.floor((attended * 100) / held.length),
    minPercent,
    meetsLine: attended * 100 >= minPercent * total,
    neededOfRemaining: needed <= remaining ? needed : null,
  };
}

/**
 * Why a training certificate cannot be issued yet, or null: the batch's last session has not
 * ended, or the attendance is below the line ("attended 11 of 20 (55%); 75% needed").
 */
export function certificateAttendanceProblem(summary: AttendanceSummary, sessions: readonly SessionTiming[], now: Date): string | null {
  const ends = sessions.filter((s) => s.status !== 'CANCELLED').map((s) => s.endsAt.getTime());
  if (ends.length === 0) return 'The training has no sessions yet.';
  const lastEnd = new Date(Math.max(...ends));
  if (lastEnd.getTime() > now.getTime()) return `The training has not ended: its last session ends on ${istDateTimeLabel(lastEnd)}.`;
  if (summary.meetsLine) return null;
  return `attended ${summary.attended} of ${summary.total} (${summary.percent}%); ${summary.minPercent}% needed`;
}

/** "6:15 PM IST on 12 Jan 2027": when a session opens, as the schedule announces it (a 12-hour clock in India time). */
export function istTimeOnDayLabel(at: Date): string {
  return `${istClockLabel(at)} IST on ${istDateLabel(at)}`;
}

/** What the API answers about a session, and the pages show. */
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
