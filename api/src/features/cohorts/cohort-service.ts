/**
 * fastify.cohorts: the program calendar. The first cohort is the SPEC's (created on first start);
 * one cohort is active for enrolment at a time; a student belongs to the cohort active when their
 * fee was verified, and a student not yet verified reads the active one. An admin's changes are
 * checked by the domain's rules (no date that has passed) and recorded in the audit trail here.
 */
import type { Types } from 'mongoose';
import {
  FIRST_COHORT,
  cohortProblems,
  demonstrationCohort,
  enrolmentOpen,
  setsNewDates,
  type CohortField,
  type CohortFields,
} from '@portal/domain/cohort';
import { calendarNow, istDay } from '@portal/domain/calendar';
import type { StipendCriteria } from '@portal/domain/stipend';
import { programLabels } from '@portal/domain/program';
import type { CohortAdminView, ProgramView } from '@portal/domain/views/program';
import type { UserDoc } from '../../lib/models.ts';
import { FIRST_COHORT_ID, type CohortDoc } from '../../models/cohort.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { CohortEventFields, CohortRepository } from './cohort-repository.ts';
import { cohortFacts, cohortFieldsOf, stipendCriteriaOf, toCohortAdminView } from './cohort-views.ts';

export type CohortRefusal = 'not-found' | 'locked' | 'name-taken' | 'enrolment-closed';
export type CohortResult =
  | { ok: true; view: CohortAdminView }
  | { ok: false; reason: CohortRefusal }
  | { ok: false; reason: 'invalid'; problems: Partial<Record<CohortField, string>> };

export interface CohortService {
  /** Now as the program's date rules see it (the request's x-program-today or PROGRAM_TODAY in tests, else the clock). */
  now(): Date;
  /** The day the calendar takes as today when it is not the real date (the request's or PROGRAM_TODAY), else null. */
  readonly calendarToday: string | null;
  /** Creates the first cohort and makes it active, when they are missing (idempotent, race-safe). */
  ensureFirst(): Promise<void>;
  /**
   * A development install on the real date: when the active cohort's enrolment has closed, a
   * demonstration cohort open for enrolment today is created and made active (idempotent, race-safe).
   * Returns the cohort made or kept active by it, or null when nothing was needed.
   */
  ensureDemonstration(): Promise<CohortDoc | null>;
  active(): Promise<CohortDoc>;
  byId(id: Types.ObjectId | string): Promise<CohortDoc | null>;
  /** The cohorts of these ids by id (a list's rows name a few), in one read. */
  byIds(ids: readonly Types.ObjectId[]): Promise<Map<string, CohortDoc>>;
  /** The student's cohort, or the active one before their fee is verified. */
  ofStudent(user: Pick<UserDoc, 'cohortId'>): Promise<CohortDoc>;
  program(now?: Date): Promise<ProgramView>;
  list(): Promise<CohortAdminView[]>;
  /** Creates the cohort (none of its dates may have passed) and records it. */
  create(actor: AuditActor, fields: CohortFields): Promise<CohortResult>;
  /** Edits the cohort until its first student is verified (a changed date may not have passed) and records it. */
  update(actor: AuditActor, id: string, fields: CohortFields): Promise<CohortResult>;
  /**
   * Registers what follows an edit of a cohort (the training's sessions follow its dates), run by
   * `update` before it answers: an area that depends on cohorts registers, cohorts never call it.
   */
  afterUpdate(follow: (actor: AuditActor, cohortId: string) => Promise<void>): void;
  /** Makes the cohort the one open for enrolment and records it; one whose training has started cannot be. */
  activate(actor: AuditActor, id: string): Promise<CohortResult>;
  /** Each cohort's fee, and the fee a student pays (their cohort's, else the active one's): for lists of students. */
  fees(): Promise<{ of(user: Pick<UserDoc, 'cohortId'>): number }>;
  /** Saves the cohort's event fields (the event area's settings; editable after the cohort is locked). */
  setEvent(id: Types.ObjectId, set: CohortEventFields): Promise<void>;
  /** Marks the cohort as holding a verified student (it can no longer be edited). */
  lock(id: Types.ObjectId): Promise<void>;
  /** The cohort's stipend criteria as stored, or null. */
  stipendCriteriaOf(cohort: CohortDoc): StipendCriteria | null;
  /** Saves the stipend's criteria (features/stipends holds their rules) unless published by `today` (YYYY-MM-DD); false then. */
  setStipendCriteria(id: Types.ObjectId, criteria: StipendCriteria, today: string): Promise<boolean>;
}

interface Deps {
  repository: CohortRepository;
  audit: Pick<AuditService, 'record'>;
  /** PROGRAM_TODAY, or null for the real date. */
  programToday: string | null;
  /** The day the current request takes as today (x-program-today, plugins/program-clock.ts), or null. */
  requestDay: () => string | null;
  /** Seats filled per specialization before any selection: the first cohort's (SEATS_FILLED_BASELINE). */
  seatBaseline: Record<string, number>;
}

export function createCohortService({ repository, audit, programToday, requestDay, seatBaseline }: Deps): CohortService {
  const today = () => requestDay() ?? programToday;
  const now = () => calendarNow(today());
  const active = () => repository.active();

  async function list(): Promise<CohortAdminView[]> {
    const [cohorts, current, counts] = await Promise.all([repository.all(), repository.activeId(), repository.counts()]);
    const at = now();
    return cohorts.map((c) => {
      const id = String(c._id);
      const first = c._id.equals(FIRST_COHORT_ID);
      const before = (name: string) => Math.min(c.seats[name] ?? 0, first ? (seatBaseline[name] ?? 0) : 0);
      const filled = Object.fromEntries(
        Object.keys(c.seats).map((name) => {
          const taken = counts.selections.find((s) => String(s.cohortId) === id && s.specialization === name)?.count ?? 0;
          return [name, Math.min(c.seats[name] ?? 0, before(name) + taken)];
        }),
      );
      const filledBeforePortal = Object.keys(c.seats).reduce((total, name) => total + before(name), 0);
      const students = counts.students.find((s) => String(s.cohortId) === id)?.count ?? 0;
      return toCohortAdminView(c, { active: c._id.equals(current), students, filled, filledBeforePortal, now: at });
    });
  }
  const viewOf = async (id: string) => (await list()).find((c) => c.id === id)!;
  const followers: ((actor: AuditActor, cohortId: string) => Promise<void>)[] = [];

  return {
    now,
    get calendarToday() {
      return today();
    },
    ensureFirst: () => repository.ensureFirst(),
    async ensureDemonstration() {
      const at = now();
      const current = await active();
      if (enrolmentOpen(current, at)) return null;
      let fields = demonstrationCohort(istDay(at));
      let cohort = await repository.ensureNamed(fields);
      // A cohort an admin (or an earlier demonstration) gave this month's name, on other dates.
      if (cohort.trainingStart !== fields.trainingStart) {
        fields = demonstrationCohort(istDay(at), { taken: true });
        cohort = await repository.ensureNamed(fields);
      }
      if (!enrolmentOpen(cohort, at)) return null;
      // Conditional on the closed cohort still being active: a second process starting at once changes nothing.
      await repository.replaceActive(current._id, cohort._id);
      return cohort;
    },
    active,
    byId: (id) => repository.byId(id),
    async byIds(ids) {
      return new Map((await repository.byIds(ids)).map((c) => [String(c._id), c]));
    },
    async ofStudent(user) {
      return (user.cohortId && (await repository.byId(user.cohortId))) || active();
    },
    async program(at = now()) {
      const cohort = await active();
      const facts = cohortFacts(cohort, at);
      // Once the active cohort's training has started, visitors are told of the next one.
      const next = facts.enrolmentOpen ? null : await repository.nextAfter(cohort.trainingStart);
      return {
        calendarToday: today(),
        cohort: facts,
        labels: programLabels(facts),
        nextCohort: next ? { id: String(next._id), name: next.name, trainingStart: next.trainingStart } : null,
      };
    },
    list,
    async create(actor, fields) {
      const problems = cohortProblems(fields, { now: now() });
      if (Object.keys(problems).length) return { ok: false, reason: 'invalid', problems };
      const created = await repository.create(fields);
      if (!created.ok) return created;
      const id = String(created.cohort._id);
      await audit.record(actor, { action: 'cohort.create', targetType: 'cohort', targetId: id, before: null, after: { ...fields } });
      return { ok: true, view: await viewOf(id) };
    },
    async update(actor, id, fields) {
      const before = await repository.byId(id);
      if (!before) return { ok: false, reason: 'not-found' };
      // Dates kept as they were may lie in the past (a running cohort); a changed date may not.
      const problems = cohortProblems(fields, { now: now(), newDates: setsNewDates(before, fields) });
      if (Object.keys(problems).length) return { ok: false, reason: 'invalid', problems };
      const updated = await repository.update(id, fields);
      if (!updated.ok) return updated;
      await audit.record(actor, {
        action: 'cohort.update',
        targetType: 'cohort',
        targetId: id,
        before: { ...cohortFieldsOf(before) },
        after: { ...fields },
      });
      for (const follow of followers) await follow(actor, id);
      return { ok: true, view: await viewOf(id) };
    },
    afterUpdate(follow) {
      followers.push(follow);
    },
    async activate(actor, id) {
      const [previous, cohort] = await Promise.all([active(), repository.byId(id)]);
      if (!cohort) return { ok: false, reason: 'not-found' };
      // Students verified from now on join the active cohort: one whose training has started
      // (the first cohort, a year on) would give them dates that have passed.
      if (String(previous._id) !== id && !enrolmentOpen(cohort, now())) return { ok: false, reason: 'enrolment-closed' };
      await repository.setActive(cohort._id);
      await audit.record(actor, {
        action: 'cohort.activate',
        targetType: 'cohort',
        targetId: id,
        before: { activeCohortId: String(previous._id), name: previous.name },
        after: { activeCohortId: id, name: cohort.name },
      });
      return { ok: true, view: await viewOf(id) };
    },
    async fees() {
      const [byId, current] = await Promise.all([repository.feesById(), repository.activeId()]);
      const activeFee = byId.get(String(current)) ?? FIRST_COHORT.feeMinor;
      return { of: (user) => (user.cohortId && byId.get(String(user.cohortId))) || activeFee };
    },
    setEvent: (id, set) => repository.setEvent(id, set),
    lock: (id) => repository.lock(id),
    stipendCriteriaOf,
    setStipendCriteria: (id, criteria, day) => repository.setStipendCriteria(id, criteria, day),
  };
}
