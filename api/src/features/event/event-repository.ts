/** The Confluence registrations: one per student (a unique userId), read per student and per cohort. */
import type { Types } from 'mongoose';
import type { Models } from '../../lib/models.ts';
import type { EventRegistrationDoc } from '../../models/event-registration.ts';

export interface EventRepository {
  /** The student's registration, or null. */
  findOf(userId: Types.ObjectId): Promise<EventRegistrationDoc | null>;
  exists(userId: Types.ObjectId): Promise<boolean>;
  /** Inserts the student's registration (code 11000 when they are registered already). */
  insert(userId: Types.ObjectId, cohortId: Types.ObjectId, at: Date): Promise<EventRegistrationDoc>;
  countOfCohort(cohortId: Types.ObjectId): Promise<number>;
  /** One page of a cohort's registrations, newest first. */
  pageOfCohort(cohortId: Types.ObjectId, page: number, size: number): Promise<EventRegistrationDoc[]>;
}

export function createEventRepository({ EventRegistration }: Pick<Models, 'EventRegistration'>): EventRepository {
  return {
    findOf: (userId) => EventRegistration.findOne({ userId }).lean<EventRegistrationDoc>(),
    async exists(userId) {
      return !!(await EventRegistration.exists({ userId }));
    },
    async insert(userId, cohortId, at) {
      const created = await EventRegistration.create({ userId, cohortId, registeredAt: at });
      return created.toObject() as EventRegistrationDoc;
    },
    countOfCohort: (cohortId) => EventRegistration.countDocuments({ cohortId }),
    pageOfCohort: (cohortId, page, size) =>
      EventRegistration.find({ cohortId })
        .sort({ registeredAt: -1, _id: -1 })
        .skip(page * size)
        .limit(size)
        .lean<EventRegistrationDoc[]>(),
  };
}
