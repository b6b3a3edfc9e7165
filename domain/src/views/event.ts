/** The Confluence event of a cohort: the student's and the admin's views, declared once as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const eventFields = {
  cohortId: Type.String(),
  cohortName: Type.String(),
  eventDate: Type.String({ description: 'YYYY-MM-DD in India time' }),
  startsAt: NullableDateTime(),
  venue: NullableString({ description: 'null: to be announced' }),
  registrationOpen: Type.Boolean(),
  /** e.g. '16 Jan 2026' (domain/calendar.ts) and '10:00 AM IST, Hall A.' (domain/program.ts). */
  dateLabel: Type.String(),
  detailsLabel: Type.String(),
};

/** GET /student/event: the event of the student's cohort and whether they are registered. */
export const StudentEventViewSchema = Type.Object({ ...eventFields, registeredAt: NullableDateTime() }, { additionalProperties: false });
export type StudentEventView = Static<typeof StudentEventViewSchema>;

export const EventRegistrantRowSchema = Type.Object(
  {
    userId: Type.String(),
    studentId: NullableString(),
    name: NullableString(),
    email: Type.String(),
    registeredAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type EventRegistrantRow = Static<typeof EventRegistrantRowSchema>;

/** GET /admin/api/event: a cohort's event, its number of registrations and one page of them, newest first. */
export const AdminEventViewSchema = Type.Object(
  {
    ...eventFields,
    registrations: Type.Integer(),
    registrants: Type.Array(EventRegistrantRowSchema),
    page: Type.Integer(),
    size: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AdminEventView = Static<typeof AdminEventViewSchema>;
