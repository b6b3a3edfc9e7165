/**
 * The cohorts' queries: the program calendar as data. The first cohort has a fixed id (one upsert
 * creates it); which cohort is active for enrolment is one settings document, so one at a time. A
 * cohort can be edited until its first student is verified (a conditional update).
 */
import { isValidObjectId, Types } from 'mongoose';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import type { StipendCriteria } from '@portal/domain/stipend';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import { ACTIVE_COHORT_KEY, FIRST_COHORT_ID, type CohortDoc } from '../../models/cohort.ts';

export type CohortChange = { ok: true; cohort: CohortDoc } | { ok: false; reason: 'not-found' | 'locked' | 'name-taken' };

/** Verified students per cohort, and finalized selections per cohort and specialization: the admin list's counts. */
export interface CohortCounts {
  students: { cohortId: Types.ObjectId | null; count: number }[];
  selections: { cohortId: Types.ObjectId; specialization: string; count: number }[];
}

export type CohortEventFields = Partial<
  Pick<CohortDoc, 'eventStartsAt' | 'eventDate' | 'eventTime' | 'eventVenue' | 'eventRegistrationOpen'>
>;

export interface CohortRepository {
  /** Creates the first cohort and makes it active, when they are missing (idempotent, race-safe). */
  ensureFirst(): Promise<void>;
  /** The cohort of this name, created from the fields when there is none (race-safe: the name is unique). */
  ensureNamed(fields: CohortFields): Promise<CohortDoc>;
  activeId(): Promise<Types.ObjectId>;
  active(): Promise<CohortDoc>;
  byId(id: Types.ObjectId | string): Promise<CohortDoc | null>;
  /** The cohorts of these ids (absent ones left out), in one read. */
  byIds(ids: readonly Types.ObjectId[]): Promise<CohortDoc[]>;
  /** Every cohort, latest training first. */
  all(): Promise<CohortDoc[]>;
  /** The first cohort whose training starts after this day, or null. */
  nextAfter(trainingStart: string): Promise<Pick<CohortDoc, '_id' | 'name' | 'trainingStart'> | null>;
  counts(): Promise<CohortCounts>;
  create(fields: CohortFields): Promise<CohortChange>;
  /** Saves the fields unless a student was verified into it (locked) or the name is taken. */
  update(id: string, fields: CohortFields): Promise<CohortChange>;
  setActive(id: Types.ObjectId): Promise<void>;
  /** Makes `to` active only while `from` still is (two processes deciding at once: one change). */
  replaceActive(from: Types.ObjectId, to: Types.ObjectId): Promise<boolean>;
  /** Each cohort's fee by id. */
  feesById(): Promise<Map<string, number>>;
  setEvent(id: Types.ObjectId, set: CohortEventFields): Promise<void>;
  /** Marks the cohort as holding a verified student (it can no longer be edited). */
  lock(id: Types.ObjectId): Promise<void>;
  /** Saves the stipend's criteria unless those stored were published before `today` began (a conditional update); false then. */
  setStipendCriteria(id: Types.ObjectId, criteria: StipendCriteria, today: string): Promise<boolean>;
}

const ignoreDuplicate = (err: unknown) => {
  if (!isDuplicateKeyError(err)) throw err;
};

export function createCohortRepository(models: Models): CohortRepository {
  const { Cohort, ProgramSetting, User, SpecializationSelection } = models;
  const byId = (id: Types.ObjectId | string) =>
    isValidObjectId(id) ? Cohort.findById(new Types.ObjectId(String(id))).lean<CohortDoc>() : Promise.resolve(null);

  async function activeId(): Promise<Types.ObjectId> {
    const setting = await ProgramSetting.findById(ACTIVE_COHORT_KEY).lean<{ cohortId: Types.ObjectId }>();
    return setting?.cohortId ?? FIRST_COHORT_ID;
  }

  return {
    async ensureFirst() {
      await Cohort.updateOne({ _id: FIRST_COHORT_ID }, { $setOnInsert: { ...FIRST_COHORT } }, { upsert: true }).catch(ignoreDuplicate);
      await ProgramSetting.updateOne({ _id: ACTIVE_COHORT_KEY }, { $setOnInsert: { cohortId: FIRST_COHORT_ID } }, { upsert: true }).catch(
        ignoreDuplicate,
      );
    },
    async ensureNamed(fields) {
      await Cohort.updateOne({ name: fields.name }, { $setOnInsert: { ...fields } }, { upsert: true }).catch(ignoreDuplicate);
      const cohort = await Cohort.findOne({ name: fields.name }).lean<CohortDoc>();
      if (!cohort) throw new Error(`the cohort ${fields.name} was not created`);
      return cohort;
    },
    activeId,
    async active() {
      const cohort = await byId(await activeId());
      if (!cohort) throw new Error('the active cohort does not exist');
      return cohort;
    },
    byId,
    byIds: (ids) => Cohort.find({ _id: { $in: ids } }).lean<CohortDoc[]>(),
    all: () => Cohort.find({}).sort({ trainingStart: -1 }).lean<CohortDoc[]>(),
    nextAfter: (trainingStart) =>
      Cohort.findOne({ trainingStart: { $gt: trainingStart } }, { name: 1, trainingStart: 1 })
        .sort({ trainingStart: 1 })
        .lean<Pick<CohortDoc, '_id' | 'name' | 'trainingStart'>>(),
    async counts() {
      const [students, selections] = await Promise.all([
        User.aggregate<{ _id: Types.ObjectId | null; count: number }>([
          { $match: { role: 'STUDENT', feeVerified: true } },
          { $group: { _id: '$cohortId', count: { $sum: 1 } } },
        ]),
        SpecializationSelection.aggregate<{ _id: { cohortId: Types.ObjectId; specialization: string }; count: number }>([
          { $group: { _id: { cohortId: '$cohortId', specialization: '$specialization' }, count: { $sum: 1 } } },
        ]),
      ]);
      return {
        students: students.map((s) => ({ cohortId: s._id, count: s.count })),
        selections: selections.map((s) => ({ ...s._id, count: s.count })),
      };
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
    async setActive(id) {
      await ProgramSetting.updateOne({ _id: ACTIVE_COHORT_KEY }, { $set: { cohortId: id } }, { upsert: true });
    },
    async replaceActive(from, to) {
      const result = await ProgramSetting.updateOne({ _id: ACTIVE_COHORT_KEY, cohortId: from }, { $set: { cohortId: to } });
      return result.modifiedCount === 1;
    },
    async feesById() {
      const cohorts = await Cohort.find({}, { feeMinor: 1 }).lean<Pick<CohortDoc, '_id' | 'feeMinor'>[]>();
      return new Map(cohorts.map((c) => [String(c._id), c.feeMinor]));
    },
    async setEvent(id, set) {
      await Cohort.updateOne({ _id: id }, { $set: set });
    },
    async setStipendCriteria(id, criteria, today) {
      const unpublished = { $or: [{ stipendCriteria: null }, { 'stipendCriteria.publishOn': { $gt: today } }] };
      const { matchedCount } = await Cohort.updateOne({ _id: id, ...unpublished }, { $set: { stipendCriteria: criteria } });
      return matchedCount === 1;
    },
    async lock(id) {
      await Cohort.updateOne({ _id: id, firstVerifiedAt: null }, { $set: { firstVerifiedAt: new Date() } });
    },
  };
}
