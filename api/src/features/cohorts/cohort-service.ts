/**
 * fastify.cohorts: the program calendar as data. The first cohort is created from the
 * SPEC's values on first start (a fixed id, one upsert) and made active when nothing is; one
 * cohort is active for enrolment at a time (one settings document). A student belongs to the
 * cohort active when their fee was verified; a student not yet verified reads the active one.
 * A cohort can be edited until its first student is verified (a conditional update).
 */
import { isValidObjectId, Types } from 'mongoose';
import { FIRST_COHORT, enrolmentOpen, type CohortFields } from '@portal/domain/cohort';
import { programLabels } from '@portal/domain/program';
import type { CohortAdminView, CohortFacts, ProgramView } from '@portal/domain/views/program';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import { ACTIVE_COHORT_KEY, FIRST_COHORT_ID, type CohortDoc } from '../../models/cohort.ts';

export type CohortChange = { ok: true; cohort: CohortDoc } | { ok: false; reason: 'not-found' | 'locked' | 'name-taken' };

export interface CohortRepository {
  /** Now as the program's date rules see it (PROGRAM_TODAY in tests and demos, else the clock). */
  now(): Date;
  /** Creates the first cohort and makes it active, when they are missing (idempotent, race-safe). */
  ensureFirst(): Promise<void>;
  active(): Promise<CohortDoc>;
  byId(id: Types.ObjectId | string): Promise<CohortDoc | null>;
  /** The student's cohort, or the active one before their fee is verified. */
  ofStudent(user: Pick<UserDoc, 'cohortId'>): Promise<CohortDoc>;
  program(now?: Date): Promise<ProgramView>;
  list(seatBaseline: Record<string, number>): Promise<CohortAdminView[]>;
  create(fields: CohortFields): Promise<CohortChange>;
  update(id: string, fields: CohortFields): Promise<CohortChange>;
  activate(id: string): Promise<CohortChange>;
  /** Each cohort's fee, and the fee a student pays (their cohort's, else the active one's): for lists of students. */
  fees(): Promise<{ of(user: Pick<UserDoc, 'cohortId'>): number }>;
  /** Saves the cohort's event fields (the event area's settings; editable after the cohort is locked). */
  setEvent(
    id: Types.ObjectId,
    set: Partial<Pick<CohortDoc, 'eventStartsAt' | 'eventDate' | 'eventTime' | 'eventVenue' | 'eventRegistrationOpen'>>,
  ): Promise<void>;
  /** Marks the cohort as holding a verified student (it can no longer be edited). */
  lock(id: Types.ObjectId): Promise<void>;
}

/** The fields an admin sets, as stored. */
export function cohortFieldsOf(c: CohortDoc): CohortFields {
  return {
    name: c.name,
    trainingStart: c.trainingStart,
    trainingEnd: c.trainingEnd,
    schedule: { days: c.schedule?.days ?? '', time: c.schedule?.time ?? '' },
    internshipStartDates: [...c.internshipStartDates],
    durationsWeeks: [...c.durationsWeeks],
    feeMinor: c.feeMinor,
    stipendNote: c.stipendNote,
    eventDate: c.eventDate,
    eventTime: c.eventTime ?? null,
    eventVenue: c.eventVenue ?? null,
    seats: { ...c.seats },
  };
}

export function cohortFacts(c: CohortDoc, now: Date = new Date()): CohortFacts {
  const { seats: _seats, ...facts } = cohortFieldsOf(c);
  return { id: String(c._id), ...facts, enrolmentOpen: enrolmentOpen(c, now), eventRegistrationOpen: !!c.eventRegistrationOpen };
}

/** Noon in India on PROGRAM_TODAY, else the clock. */
export function programClock(programToday: string | null): () => Date {
  return programToday ? () => new Date(`${programToday}T06:30:00Z`) : () => new Date();
}

export function createCohortRepository({ models, now = () => new Date() }: { models: Models; now?: () => Date }): CohortRepository {
  const { Cohort, ProgramSetting, User, SpecializationSelection } = models;
  const byId = (id: Types.ObjectId | string) =>
    isValidObjectId(id) ? Cohort.findById(new Types.ObjectId(String(id))).lean<CohortDoc>() : Promise.resolve(null);

  async function activeId(): Promise<Types.ObjectId> {
    const setting = await ProgramSetting.findById(ACTIVE_COHORT_KEY).lean<{ cohortId: Types.ObjectId }>();
    return setting?.cohortId ?? FIRST_COHORT_ID;
  }

  async function active(): Promise<CohortDoc> {
    const cohort = await byId(await activeId());
    if (!cohort) throw new Error('the active cohort does not exist');
    return cohort;
  }

  return {
    now,
    async ensureFirst() {
      await Cohort.updateOne({ _id: FIRST_COHORT_ID }, { $setOnInsert: { ...FIRST_COHORT } }, { upsert: true }).catch((err: unknown) => {
        if (!isDuplicateKeyError(err)) throw err;
      });
      await ProgramSetting.updateOne({ _id: ACTIVE_COHORT_KEY }, { $setOnInsert: { cohortId: FIRST_COHORT_ID } }, { upsert: true }).catch(
        (err: unknown) => {
          if (!isDuplicateKeyError(err)) throw err;
        },
      );
    },
    active,
    byId,
    async ofStudent(user) {
      return (user.cohortId && (await byId(user.cohortId))) || active();
    },
    async program(at = now()) {
      const cohort = await active();
      const facts = cohortFacts(cohort, at);
      // Once the active cohort's training has started, visitors are told of the next one.
      const next = facts.enrolmentOpen
        ? null
        : await Cohort.findOne({ trainingStart: { $gt: cohort.trainingStart } }, { name: 1, trainingStart: 1 })
            .sort({ trainingStart: 1 })
            .lean<Pick<CohortDoc, '_id' | 'name' | 'trainingStart'>>();
      return {
        cohort: facts,
        labels: programLabels(facts),
        nextCohort: next ? { id: String(next._id), name: next.name, trainingStart: next.trainingStart } : null,
      };
    },
    async list(seatBaseline) {
      const [cohorts, current, students, seats] = await Promise.all([
        Cohort.find({}).sort({ trainingStart: -1 }).lean<CohortDoc[]>(),
        activeId(),
        User.aggregate<{ _id: Types.ObjectId; count: number }>([
          { $match: { role: 'STUDENT', feeVerified: true } },
          { $group: { _id: '$cohortId', count: { $sum: 1 } } },
        ]),
        SpecializationSelection.aggregate<{ _id: { cohortId: Types.ObjectId; specialization: string }; count: number }>([
          { $group: { _id: { cohortId: '$cohortId', specialization: '$specialization' }, count: { $sum: 1 } } },
        ]),
      ]);
      return cohorts.map((c) => {
        const id = String(c._id);
        const first = c._id.equals(FIRST_COHORT_ID);
        const filled = Object.fromEntries(
          Object.keys(c.seats).map((name) => {
            const taken = seats.find((s) => String(s._id.cohortId) === id && s._id.specialization === name)?.count ?? 0;
            return [name, Math.min(c.seats[name] ?? 0, (first ? (seatBaseline[name] ?? 0) : 0) + taken)];
          }),
        );
        const { eventRegistrationOpen: _event, ...facts } = cohortFacts(c, now());
        return {
          ...facts,
          seats: { ...c.seats },
          active: c._id.equals(current),
          editable: !c.firstVerifiedAt,
          students: students.find((s) => String(s._id) === id)?.count ?? 0,
          filled,
        };
      });
    },
    async create(fields) {
      try {
        const doc = await Cohort.create({ ...fields });
        return { ok: true, cohort: doc.toObject() as CohortDoc };
      } catch (err) {
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'name-taken' };
        throw err;
      }
    },
    async update(id, fields) {
      if (!(await byId(id))) return { ok: false, reason: 'not-found' };
      try {
        const updated = await Cohort.findOneAndUpdate(
          { _id: new Types.ObjectId(id), firstVerifiedAt: null },
          { $set: { ...fields } },
          { returnDocument: 'after' },
        ).lean<CohortDoc>();
        return updated ? { ok: true, cohort: updated } : { ok: false, reason: 'locked' };
      } catch (err) {
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'name-taken' };
        throw err;
      }
    },
    async activate(id) {
      const cohort = await byId(id);
      if (!cohort) return { ok: false, reason: 'not-found' };
      await ProgramSetting.updateOne({ _id: ACTIVE_COHORT_KEY }, { $set: { cohortId: cohort._id } }, { upsert: true });
      return { ok: true, cohort };
    },
    async fees() {
      const [cohorts, current] = await Promise.all([
        Cohort.find({}, { feeMinor: 1 }).lean<Pick<CohortDoc, '_id' | 'feeMinor'>[]>(),
        activeId(),
      ]);
      const byId = new Map(cohorts.map((c) => [String(c._id), c.feeMinor]));
      const activeFee = byId.get(String(current)) ?? FIRST_COHORT.feeMinor;
      return { of: (user) => (user.cohortId && byId.get(String(user.cohortId))) || activeFee };
    },
    async setEvent(id, set) {
      await Cohort.updateOne({ _id: id }, { $set: set });
    },
    async lock(id) {
      await Cohort.updateOne({ _id: id, firstVerifiedAt: null }, { $set: { firstVerifiedAt: new Date() } });
    },
  };
}
