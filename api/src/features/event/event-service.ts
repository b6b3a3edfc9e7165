/**
 * fastify.events: the Confluence event of each cohort (journey step 10). An admin
 * announces its time and venue and opens or closes registration (fields of the cohort, editable
 * after the cohort is locked); a student registers once for their cohort's event (unique userId).
 */
import type { Types } from 'mongoose';
import { istDateTimeLabel, istDay } from '@portal/domain/calendar';
import type { EventSettings } from '@portal/domain/event';
import { eventDetailsLabel, shortDate } from '@portal/domain/program';
import type { AdminEventView, StudentEventView } from '@portal/domain/views/event';
import { calendarInvite } from '../../lib/calendar-invite.ts';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { EventRegistrationDoc } from '../../models/event-registration.ts';
import type { CohortRepository } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';

/** The calendar entry's length: the event's programme is announced with its time; the entry blocks the afternoon. */
const EVENT_CALENDAR_MINUTES = 4 * 60;

export type RegisterResult = { ok: true; view: StudentEventView } | { ok: false; reason: 'closed' | 'already-registered' };

export interface EventRepository {
  forStudent(user: UserDoc): Promise<StudentEventView>;
  register(user: UserDoc): Promise<RegisterResult>;
  isRegistered(userId: Types.ObjectId): Promise<boolean>;
  adminView(cohort: CohortDoc, page: number, size: number): Promise<AdminEventView>;
  /** Saves the announced time and venue and whether registration is open. */
  update(cohort: CohortDoc, settings: EventSettings): Promise<CohortDoc>;
}

/** '10:00 IST' of an instant. */
const timeOfDay = (at: Date) => istDateTimeLabel(at).split(', ')[1] as string;

export function eventSettingsOf(c: CohortDoc): EventSettings {
  return {
    registrationOpen: !!c.eventRegistrationOpen,
    startsAt: c.eventStartsAt ? c.eventStartsAt.toISOString() : null,
    venue: c.eventVenue ?? null,
  };
}

function eventFields(c: CohortDoc) {
  return {
    cohortId: String(c._id),
    cohortName: c.name,
    eventDate: c.eventDate,
    startsAt: c.eventStartsAt ? c.eventStartsAt.toISOString() : null,
    venue: c.eventVenue ?? null,
    registrationOpen: !!c.eventRegistrationOpen,
    dateLabel: shortDate(c.eventDate),
    detailsLabel: eventDetailsLabel(c.eventTime ?? null, c.eventVenue ?? null),
  };
}

export function createEventRepository(deps: {
  models: Models;
  cohorts: Pick<CohortRepository, 'ofStudent' | 'byId'>;
  outbox: Pick<Outbox, 'enqueue'>;
  now: () => Date;
}): EventRepository {
  const { Cohort, EventRegistration, User } = deps.models;
  const find = (userId: Types.ObjectId) => EventRegistration.findOne({ userId }).lean<EventRegistrationDoc>();

  return {
    async forStudent(user) {
      const [cohort, registration] = await Promise.all([deps.cohorts.ofStudent(user), find(user._id)]);
      return { ...eventFields(cohort), registeredAt: registration ? registration.registeredAt.toISOString() : null };
    },
    async isRegistered(userId) {
      return !!(await EventRegistration.exists({ userId }));
    },
    async register(user) {
      const cohort = await deps.cohorts.ofStudent(user);
      if (!cohort.eventRegistrationOpen || !cohort.eventStartsAt) return { ok: false, reason: 'closed' };
      let registration: EventRegistrationDoc;
      try {
        const created = await EventRegistration.create({ userId: user._id, cohortId: cohort._id, registeredAt: deps.now() });
        registration = created.toObject() as EventRegistrationDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-registered' };
        throw err;
      }
      const fields = eventFields(cohort);
      await deps.outbox.enqueue({
        key: `event-registered:${String(registration._id)}`,
        template: 'event-registered',
        to: user.email,
        data: {
          name: user.name ?? null,
          dateLabel: fields.dateLabel,
          detailsLabel: fields.detailsLabel,
        },
        attachments: [
          calendarInvite(
            {
              uid: `confluence-${String(registration._id)}`,
              title: 'Confluence: annual event',
              description: `The annual Confluence event of the ${cohort.name} cohort. ${fields.detailsLabel}`,
              location: cohort.eventVenue ?? '',
              startsAt: cohort.eventStartsAt,
              durationMinutes: EVENT_CALENDAR_MINUTES,
            },
            'confluence.ics',
          ),
        ],
      });
      return { ok: true, view: { ...fields, registeredAt: registration.registeredAt.toISOString() } };
    },
    async adminView(cohort, page, size) {
      const filter = { cohortId: cohort._id };
      const [registrations, rows] = await Promise.all([
        EventRegistration.countDocuments(filter),
        EventRegistration.find(filter)
          .sort({ registeredAt: -1, _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<EventRegistrationDoc[]>(),
      ]);
      const users = await User.find({ _id: { $in: rows.map((r) => r.userId) } }, { studentId: 1, name: 1, email: 1 }).lean<UserDoc[]>();
      const byUser = new Map(users.map((u) => [String(u._id), u]));
      return {
        ...eventFields(cohort),
        registrations,
        page,
        size,
        registrants: rows.map((r) => {
          const u = byUser.get(String(r.userId));
          return {
            userId: String(r.userId),
            studentId: u?.studentId ?? null,
            name: u?.name ?? null,
            email: u?.email ?? '',
            registeredAt: r.registeredAt.toISOString(),
          };
        }),
      };
    },
    async update(cohort, settings) {
      const startsAt = settings.startsAt ? new Date(settings.startsAt) : null;
      await Cohort.updateOne(
        { _id: cohort._id },
        {
          $set: {
            eventStartsAt: startsAt,
            // The announced start also names the day and the time everyone reads (landing page, dashboard, letters).
            ...(startsAt
              ? { eventDate: istDay(startsAt), eventTime: timeOfDay(startsAt) }
              : cohort.eventStartsAt
                ? { eventTime: null }
                : {}),
            eventVenue: settings.venue,
            eventRegistrationOpen: settings.registrationOpen,
          },
        },
      );
      return (await deps.cohorts.byId(cohort._id)) as CohortDoc;
    },
  };
}
