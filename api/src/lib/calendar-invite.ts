/** A calendar file (.ics, RFC 5545) attached to a booking or registration mail, made with the `ics` package. */
import { createEvent } from 'ics';

export interface CalendarEntry {
  /** Stable per booking or registration, so a calendar that imports it twice keeps one entry. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url?: string;
  startsAt: Date;
  durationMinutes: number;
}

/** An attachment kept as text in the mail's record (the outbox's inline attachment). */
export interface InlineAttachment {
  inline: string;
  filename: string;
  contentType: string;
}

export function calendarInvite(entry: CalendarEntry, filename: string): InlineAttachment {
  const { error, value } = createEvent({
    uid: `${entry.uid}@career-portal`,
    productId: 'career-portal/ics',
    method: 'PUBLISH',
    title: entry.title,
    description: entry.description,
    location: entry.location,
    ...(entry.url ? { url: entry.url } : {}),
    start: entry.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return { inline: value, filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}
