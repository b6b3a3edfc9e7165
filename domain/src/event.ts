/**
 * The annual Confluence event (SPEC §1, journey step 10): each cohort has its event, whose
 * time and venue an admin announces and whose registration an admin opens and closes.
 */
import { printableText } from './printable-text.ts';
import { istDay } from './calendar.ts';
import { dateProblemMessage, readInstant } from './date-input.ts';
import { CONFLUENCE_NOTE } from './program.ts';

export const EVENT_VENUE_MAX = 200;

export interface EventSettings {
  registrationOpen: boolean;
  /** ISO 8601 instant, or null: the time is to be announced. */
  startsAt: string | null;
  /** null: the venue is to be announced. */
  venue: string | null;
}

export type EventField = keyof EventSettings;
export const EVENT_FIELD_ORDER: readonly EventField[] = ['startsAt', 'venue', 'registrationOpen'];

export const EVENT_MESSAGES = {
  /** SPEC §2 (the Confluence section); also the 409 of a registration while it is closed. */
  closed: CONFLUENCE_NOTE,
  startsAtInvalid: 'Please give a start time that has not passed and is after the training starts.',
  venueInvalid: `Please give the venue (1 to ${EVENT_VENUE_MAX} characters of plain text).`,
  announceFirst: 'Please announce the time and the venue before opening registration.',
  alreadyRegistered: 'You are already registered for the event.',
  confirmRequired: 'Please confirm your registration.',
} as const;

/** What is wrong with the event settings an admin saves (empty when they can be saved). */
export function eventProblems(
  e: EventSettings,
  { now = new Date(), trainingStart, previousStartsAt = null }: { now?: Date; trainingStart: string; previousStartsAt?: string | null },
): Partial<Record<EventField, string>> {
  const problems: Partial<Record<EventField, string>> = {};
  if (e.startsAt !== null) {
    const read = readInstant(e.startsAt);
    if (!read.ok) problems.startsAt = dateProblemMessage(read.problem, EVENT_MESSAGES.startsAtInvalid);
    else {
      const at = read.at.getTime();
      const unchanged = previousStartsAt !== null && at === Date.parse(previousStartsAt);
      if ((!unchanged && at <= now.getTime()) || istDay(read.at) < trainingStart) problems.startsAt = EVENT_MESSAGES.startsAtInvalid;
    }
  }
  if (e.venue !== null) {
    const venue = printableText(e.venue);
    if (!venue || venue.length > EVENT_VENUE_MAX) problems.venue = EVENT_MESSAGES.venueInvalid;
  }
  if (e.registrationOpen && (e.startsAt === null || e.venue === null)) problems.registrationOpen = EVENT_MESSAGES.announceFirst;
  return problems;
}
