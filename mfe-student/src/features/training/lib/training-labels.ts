/**
 * The student's training page in words: when a session is (India time, the schedule's 12-hour
 * clock), whether Join is open, the countdown, and where the attendance stands against the
 * certificate's line.
 */
import { istClockLabel, istDateLabel, istDay, istWeekdayDateLabel } from '@portal/domain/calendar';
import type { AttendanceMark } from '@portal/domain/training';
import type { AttendanceSummary, StudentSessionView } from '@portal/domain/views/training';

/** "6:30–8:30 PM IST", or "11:30 AM–1:30 PM IST" across noon. */
function timeRangeLabel(startsAt: Date, endsAt: Date): string {
  const [start, end] = [istClockLabel(startsAt), istClockLabel(endsAt)];
  const sameHalf = start.slice(-2) === end.slice(-2);
  return `${sameHalf ? start.slice(0, -3) : start}–${end} IST`;
}

/** "Tue, 12 Jan 2027, 6:30–8:30 PM IST". */
export function sessionWhenLabel(session: Pick<StudentSessionView, 'startsAt' | 'endsAt'>): string {
  const startsAt = new Date(session.startsAt);
  return `${istWeekdayDateLabel(startsAt)}, ${timeRangeLabel(startsAt, new Date(session.endsAt))}`;
}

/** "Moved from Thu, 14 Jan 2027, 6:30 PM IST: A public holiday.", for a moved session. */
export function movedLabel(session: Pick<StudentSessionView, 'movedFrom' | 'statusReason'>): string {
  const from = session.movedFrom ? new Date(session.movedFrom) : null;
  const moved = from ? `Moved from ${istWeekdayDateLabel(from)}, ${istClockLabel(from)} IST` : 'Moved';
  return session.statusReason ? `${moved}: ${session.statusReason}` : moved;
}

type JoinWindow = { state: 'before'; label: string } | { state: 'open' } | { state: 'ended' } | { state: 'cancelled' };

/** Join is open from `joinOpensAt` (15 minutes before the start) until the end. */
export function joinWindow(session: StudentSessionView, now: Date): JoinWindow {
  if (session.status === 'CANCELLED') return { state: 'cancelled' };
  if (now.getTime() >= new Date(session.endsAt).getTime()) return { state: 'ended' };
  const opensAt = new Date(session.joinOpensAt);
  if (now.getTime() >= opensAt.getTime()) return { state: 'open' };
  const day = istDay(opensAt) === istDay(now) ? '' : ` on ${istDateLabel(opensAt)}`;
  return { state: 'before', label: `Opens at ${istClockLabel(opensAt)} IST${day}` };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * "Starts in 2 days, 3 hours, 4 minutes", with the seconds in the last hour unless the person
 * asks for less motion (then the figure changes once a minute); "In progress" and "Ended" after.
 */
export function countdownLabel(session: Pick<StudentSessionView, 'startsAt' | 'endsAt'>, now: Date, withSeconds: boolean): string {
  const left = new Date(session.startsAt).getTime() - now.getTime();
  if (left <= 0) return now.getTime() < new Date(session.endsAt).getTime() ? 'In progress' : 'Ended';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const parts = [days && unit(days, 'day'), (days || hours) && unit(hours, 'hour')].filter(Boolean) as string[];
  if (days) return `Starts in ${[...parts, unit(minutes, 'minute')].join(', ')}`;
  if (withSeconds && !hours) return `Starts in ${[unit(minutes, 'minute'), unit(seconds, 'second')].join(', ')}`;
  // Without seconds the minutes are rounded up, so "0 minutes" never shows before the start.
  const shownMinutes = withSeconds ? minutes : Math.ceil((left % HOUR) / MINUTE);
  return `Starts in ${[...parts, unit(shownMinutes, 'minute')].join(', ')}`;
}

export const MARK_LABELS: Record<AttendanceMark, string> = {
  PRESENT: 'Present',
  LATE: 'Late',
  ABSENT: 'Absent',
  EXCUSED: 'Excused',
};

/** "You attended 12 of 14 held sessions (86%)." */
export function attendedLabel(summary: AttendanceSummary): string {
  if (!summary.held) return 'No session has been held yet.';
  return `You attended ${summary.attended} of ${summary.held} held ${summary.held === 1 ? 'session' : 'sessions'} (${summary.percent}%).`;
}

/** "The training certificate needs 75% of held sessions." */
export const certificateRuleLabel = (summary: AttendanceSummary) =>
  `The training certificate needs attendance at ${summary.minPercent}% of held sessions.`;

type LineStanding = { tone: 'success' | 'info' | 'warning' | 'error'; text: string };

/** Where the student stands against the line, and what the remaining sessions still need. */
export function lineStanding(summary: AttendanceSummary): LineStanding {
  const remaining = summary.total - summary.held;
  if (summary.meetsLine) return { tone: 'success', text: 'You have reached the attendance the training certificate needs.' };
  if (summary.neededOfRemaining === null) {
    return {
      tone: 'error',
      text: `The ${summary.minPercent}% line can no longer be reached, even by attending every remaining session. Please contact the program team.`,
    };
  }
  const need = `Attend at least ${summary.neededOfRemaining} of the ${unit(remaining, 'remaining session')}`;
  if (summary.held && summary.percent < summary.minPercent) {
    return { tone: 'warning', text: `You are below the ${summary.minPercent}% line. ${need} to reach it.` };
  }
  return { tone: 'info', text: `${need} to reach ${summary.minPercent}%.` };
}
