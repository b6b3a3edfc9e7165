/** A cohort's event and its registrations as the student and the admin see them (domain/views/event). */
import type { EventSettings } from '@portal/domain/event';
import { dayLabel } from '@portal/domain/calendar';
import { eventDetailsLabel } from '@portal/domain/program';
import type { AdminEventView } from '@portal/domain/views/event';
import type { UserDoc } from '../../lib/models.ts';
import { studentRows } from '../../lib/student-row.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { EventRegistrationDoc } from '../../models/event-registration.ts';

export function eventSettingsOf(c: CohortDoc): EventSettings {
  return {
    registrationOpen: !!c.eventRegistrationOpen,
    startsAt: c.eventStartsAt ? c.eventStartsAt.toISOString() : null,
    venue: c.eventVenue ?? null,
  };
}

export function eventFields(c: CohortDoc) {
  return {
    cohortId: String(c._id),
    cohortName: c.name,
    eventDate: c.eventDate,
    startsAt: c.eventStartsAt ? c.eventStartsAt.toISOString() : null,
    venue: c.eventVenue ?? null,
    registrationOpen: !!c.eventRegistrationOpen,
    dateLabel: dayLabel(c.eventDate),
    detailsLabel: eventDetailsLabel(c.eventTime ?? null, c.eventVenue ?? null),
  };
}

export function toAdminEventView(
  cohort: CohortDoc,
  registrations: number,
  page: number,
  size: number,
  rows: EventRegistrationDoc[],
  users: UserDoc[],
): AdminEventView {
  const student = studentRows(users);
  return {
    ...eventFields(cohort),
    registrations,
    page,
    size,
    registrants: rows.map((r) => ({ ...student(r.userId), registeredAt: r.registeredAt.toISOString() })),
  };
}
