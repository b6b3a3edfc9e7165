/**
 * A student's private calendar feed (RFC 5545, made with the `ics` package): one event per session
 * of their batch, its UID stable so a moved session moves (SEQUENCE counts the changes) and a
 * cancelled one shows as cancelled. Times are UTC; the description links the portal's training
 * page, never the raw meeting link.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { TrainingSessionDoc } from '../../models/training.ts';

type ShownFields = Pick<TrainingSessionDoc, 'number' | 'topic' | 'instructor' | 'startsAt' | 'endsAt' | 'status'>;

/** What a session's event shows besides the fixed links: a change to any of it raises the session's SEQUENCE. */
function shownOf(s: ShownFields) {
  return {
    title: `Live session ${s.number}${s.topic ? `: ${s.topic}` : ''}`,
    instructor: s.instructor ?? null,
    start: s.startsAt.getTime(),
    end: s.endsAt.getTime(),
    status: s.status === 'CANCELLED' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
  };
}

/** Whether the feed shows the session differently after the change (its SEQUENCE must then rise). */
export function showsDifferently(before: ShownFields, after: ShownFields): boolean {
  return JSON.stringify(shownOf(before)) !== JSON.stringify(shownOf(after));
}

export function trainingCalendar(
  sessions: readonly TrainingSessionDoc[],
  { calendarName, uidHost, trainingPageUrl }: { calendarName: string; uidHost: string; trainingPageUrl: string },
): string {
  const events: EventAttributes[] = sessions.map((s) => {
    const { title, instructor, start, end, status } = shownOf(s);
    return {
      uid: `${String(s._id)}@${uidHost}`,
      title,
      description: `${instructor ? `With ${instructor}. ` : ''}Join through the portal (your attendance is recorded there): ${trainingPageUrl}`,
      url: trainingPageUrl,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end,
      endInputType: 'utc',
      endOutputType: 'utc',
      sequence: s.sequence,
      status,
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(events, { productId: 'career-portal/training', method: 'PUBLISH', calName: calendarName });
  if (error || !value) throw error ?? new Error('the calendar feed could not be made');
  return value;
}
