/**
 * fastify.events: the Confluence event of each cohort (journey step 10). An admin
 * announces its time and venue and opens or closes registration (fields of the cohort, saved
 * through the cohorts service, editable after the cohort is locked; recorded in the audit trail);
 * a student registers once for their cohort's event (a unique userId) and is mailed a calendar file.
 */
import type { Types } from 'mongoose';
import { istDateTimeLabel, istDay } from '@portal/domain/calendar';
import type { EventSettings } from '@portal/domain/event';
import type { AdminEventView, StudentEventView } from '@portal/domain/views/event';
import { calendarInvite } from '../../lib/calendar-invite.ts';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { EventRepository } from './event-repository.ts';
import { eventFields, eventSettingsOf, toAdminEventView } from './event-views.ts';

/** The calendar entry's length: the event's program is announced with its time; the entry blocks the afternoon. */
const EVENT_CALENDAR_MINUTES = 4 * 60;

export type RegisterResult = { ok: true; view: StudentEventView } | { ok: false; reason: 'closed' | 'already-registered' };

export interface EventService {
  forStudent(user: UserDoc): Promise<StudentEventView>;
  /** Registers the student while registration is open; mails them a calendar file. */
  register(user: UserDoc): Promise<RegisterResult>;
  isRegistered(userId: Types.ObjectId): Promise<boolean>;
  adminView(cohort: CohortDoc, page: number, size: number): Promise<AdminEventView>;
  /** Saves the announced time and venue and whether registration is open (recorded); the cohort after. */
  update(actor: AuditActor, cohort: CohortDoc, settings: EventSettings): Promise<CohortDoc>;
}

/** '10:00 IST' of an instant. */
const timeOfDay = (at: Date) => istDateTimeLabel(at).split(', ')[1] as string;

export function createEventService(deps: {
  repository: EventRepository;
  cohorts: Pick<CohortService, 'ofStudent' | 'byId' | 'setEvent'>;
  users: Pick<UserService, 'listSummaries'>;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  now: () => Date;
}): EventService {
  const { repository } = deps;

  async function mailRegistration(user: UserDoc, cohort: CohortDoc, registrationId: Types.ObjectId) {
    const fields = eventFields(cohort);
    await deps.outbox.enqueue({
      key: `event-registered:${String(registrationId)}`,
      template: 'event-registered',
      to: user.email,
      data: { name: user.name ?? null, dateLabel: fields.dateLabel, detailsLabel: fields.detailsLabel },
      attachments: [
        calendarInvite(
          {
            uid: `confluence-${String(registrationId)}`,
            title: 'Confluence: annual event',
            description: `The annual Confluence event of the ${cohort.name} cohort. ${fields.detailsLabel}`,
            location: cohort.eventVenue ?? '',
            startsAt: cohort.eventStartsAt as Date,
            durationMinutes: EVENT_CALENDAR_MINUTES,
          },
          'confluence.ics',
        ),
      ],
    });
  }

  return {
    async forStudent(user) {
      const [cohort, registration] = await Promise.all([deps.cohorts.ofStudent(user), repository.findOf(user._id)]);
      return { ...eventFields(cohort), registeredAt: registration ? registration.registeredAt.toISOString() : null };
    },
    isRegistered: (userId) => repository.exists(userId),
    async register(user) {
      const cohort = await deps.cohorts.ofStudent(user);
      if (!cohort.eventRegistrationOpen || !cohort.eventStartsAt) return { ok: false, reason: 'closed' };
      let registration;
      try {
        registration = await repository.insert(user._id, cohort._id, deps.now());
      } catch (err) {
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-registered' };
        throw err;
      }
      await mailRegistration(user, cohort, registration._id);
      return { ok: true, view: { ...eventFields(cohort), registeredAt: registration.registeredAt.toISOString() } };
    },
    async adminView(cohort, page, size) {
      const [registrations, rows] = await Promise.all([
        repository.countOfCohort(cohort._id),
        repository.pageOfCohort(cohort._id, page, size),
      ]);
      const users = await deps.users.listSummaries(rows.map((r) => r.userId));
      return toAdminEventView(cohort, registrations, page, size, rows, users);
    },
    async update(actor, cohort, settings) {
      const before = eventSettingsOf(cohort);
      const startsAt = settings.startsAt ? new Date(settings.startsAt) : null;
      await deps.cohorts.setEvent(cohort._id, {
        eventStartsAt: startsAt,
        // The announced start also names the day and the time everyone reads (landing page, dashboard, letters).
        ...(startsAt ? { eventDate: istDay(startsAt), eventTime: timeOfDay(startsAt) } : cohort.eventStartsAt ? { eventTime: null } : {}),
        eventVenue: settings.venue,
        eventRegistrationOpen: settings.registrationOpen,
      });
      await deps.audit.record(actor, {
        action: 'event.update',
        targetType: 'cohort',
        targetId: String(cohort._id),
        before: { ...before },
        after: { ...settings },
      });
      return (await deps.cohorts.byId(cohort._id)) as CohortDoc;
    },
  };
}
