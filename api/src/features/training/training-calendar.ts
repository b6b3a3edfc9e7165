/**
 * A student's private calendar feed (RFC 5545, made with the `ics` package): one event per session
 * of their batch, its UID stable so a moved session moves (SEQUENCE counts the changes) and a
 * cancelled one shows as cancelled. Times are UTC; the description links the portal's training
 * page, never the raw meeting link.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { TrainingSessionDoc } from '../../models/training.ts';

export function trainingCalendar(
  sessions: readonly TrainingSessionDoc[],
  { calendarName, uidHost, trainingPageUrl }: { calendarName: string; uidHost: string; trainingPageUrl: string },
): string {
  const events: EventAttributes[] = sessions.map((s) => ({
    uid: `${String(s._id)}@${uidHost}`,
    title: `Live session ${s.number}${s.topic ? `: ${s.topic}` : ''}`,
    description: `Join through the portal (your attendance is recorded there): ${trainingPageUrl}`,
    url: trainingPageUrl,
    start: s.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: s.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    sequence: s.sequence,
    status: s.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  const { error, value } = createEvents(events, { productId: 'career-portal/training', method: 'PUBLISH', calName: calendarName });
  if (error || !value) throw error ?? new Error('the calendar feed could not be made');
  return value;
}
