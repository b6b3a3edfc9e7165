/**
 * fastify.specializations: the seats of each specialization of a cohort and the students' selections
 * (journey step 4), finalized once.
 *
 * First come, first served on any engine: a selection is the seat it takes (see the repository).
 * A student takes the lowest free number above the baseline (the configured one for the first
 * cohort, none for later ones); when another student's insert wins that number, the next free one
 * is tried, so N students racing for N seats all get one and the next is told none is left.
 */
import type { Types } from 'mongoose';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import {
  findSpecialization,
  normalizeSpecialization,
  seatTotals,
  validateSpecialization,
  type SpecializationField,
  type SpecializationInput,
  type SpecializationSelection,
} from '@portal/domain/specialization';
import type { FieldErrors } from '@portal/domain/validation';
import type { SeatsView } from '@portal/domain/views/seats';
import type { SelectionView } from '@portal/domain/views/specialization';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import { FIRST_COHORT_ID, type CohortDoc } from '../../models/cohort.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { SelectionFilter, SpecializationRepository } from './specialization-repository.ts';
import { toSelectionView } from './specialization-views.ts';

export type FinalizeResult = { ok: true; selection: SpecializationSelectionDoc } | { ok: false; reason: 'already-finalized' | 'no-seats' };

/** The student's own selection (its route refuses it while step 4 is locked): refused once finalized, when invalid or unconfirmed, or with no seat left. */
export type SelectResult =
  | { ok: true; view: SelectionView; seatNumber: number }
  | { ok: false; reason: 'already-finalized' | 'unconfirmed' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors<SpecializationField> }
  | { ok: false; reason: 'no-seats'; specialization: string };

export interface SpecializationService {
  /** The cohort's seats and filled (baseline + finalized selections) per specialization, and the totals. */
  seats(cohort: CohortDoc): Promise<SeatsView>;
  find(userId: Types.ObjectId | string): Promise<SpecializationSelectionDoc | null>;
  view(userId: Types.ObjectId | string): Promise<SelectionView>;
  /** Those of these students who selected the specialization. */
  holdersOf(userIds: readonly Types.ObjectId[], specialization: string): Promise<Types.ObjectId[]>;
  /** One page of the finalized selections that match, earliest internship first (the interns an admin assigns to mentors). */
  finalizedPage(filter: SelectionFilter, page: number, size: number): Promise<{ items: SpecializationSelectionDoc[]; totalItems: number }>;
  /** Takes a seat of the student's cohort with this (valid) selection, once. */
  finalize(userId: Types.ObjectId, cohort: CohortDoc, selection: SpecializationSelection): Promise<FinalizeResult>;
  /** The student's selection among their cohort's start dates and durations, with the step's rules, finalized once. */
  select(user: UserDoc, input: SpecializationInput, confirmed: boolean): Promise<SelectResult>;
}

export function createSpecializationService(deps: {
  repository: SpecializationRepository;
  cohorts: Pick<CohortService, 'ofStudent' | 'now'>;
  seatBaseline: Record<string, number>;
}): SpecializationService {
  const { repository } = deps;
  /** Seats filled before the portal counted selections: the first cohort's only. */
  const baseline = (cohort: CohortDoc, name: string) => (cohort._id.equals(FIRST_COHORT_ID) ? (deps.seatBaseline[name] ?? 0) : 0);
  const capacity = (cohort: CohortDoc, name: string) => cohort.seats[name] ?? 0;

  /** The lowest seat number above the baseline that no selection holds, or null when all are taken. */
  async function lowestFreeSeat(cohort: CohortDoc, name: string): Promise<number | null> {
    const taken = await repository.seatNumbersTaken(cohort._id, name);
    for (let seat = baseline(cohort, name) + 1; seat <= capacity(cohort, name); seat++) if (!taken.has(seat)) return seat;
    return null;
  }

  async function finalize(userId: Types.ObjectId, cohort: CohortDoc, selection: SpecializationSelection): Promise<FinalizeResult> {
    const spec = findSpecialization(selection.specialization);
    if (!spec) throw new Error(`unknown specialization ${selection.specialization}`);
    // Each lost race means another student took a seat, so this ends within `seats` rounds.
    for (let round = 0; round <= capacity(cohort, spec.name); round++) {
      if (await repository.find(userId)) return { ok: false, reason: 'already-finalized' };
      const seatNumber = await lowestFreeSeat(cohort, spec.name);
      if (seatNumber === null) return { ok: false, reason: 'no-seats' };
      try {
        const doc = await repository.insert({
          userId,
          cohortId: cohort._id,
          ...selection,
          specialization: spec.name,
          seatNumber,
          finalizedAt: new Date(),
        });
        return { ok: true, selection: doc };
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Either this student's other request or another student's seat: the next round tells which.
      }
    }
    return { ok: false, reason: 'no-seats' };
  }

  return {
    async seats(cohort) {
      const counts = await repository.countsOf(cohort._id);
      const specializations = SPECIALIZATIONS.map((s) => ({
        name: s.name,
        seats: capacity(cohort, s.name),
        filled: Math.min(capacity(cohort, s.name), baseline(cohort, s.name) + (counts.get(s.name) ?? 0)),
      }));
      return { specializations, totals: seatTotals(specializations) };
    },
    find: (userId) => repository.find(userId),
    async view(userId) {
      return toSelectionView(await repository.find(userId));
    },
    holdersOf: (userIds, specialization) => repository.holdersOf(userIds, specialization),
    finalizedPage: (filter, page, size) => repository.page(filter, page, size),
    finalize,
    async select(user, input, confirmed) {
      if (await repository.find(user._id)) return { ok: false, reason: 'already-finalized' };
      // The student's cohort decides the start dates, durations and seats; a passed date is refused.
      const cohort = await deps.cohorts.ofStudent(user);
      const errors = validateSpecialization(input, cohort, deps.cohorts.now());
      if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors };
      if (!confirmed) return { ok: false, reason: 'unconfirmed' };
      const selection = normalizeSpecialization(input, cohort);
      const result = await finalize(user._id, cohort, selection);
      if (!result.ok) {
        return result.reason === 'no-seats'
          ? { ok: false, reason: 'no-seats', specialization: selection.specialization }
          : { ok: false, reason: 'already-finalized' };
      }
      return { ok: true, view: toSelectionView(result.selection), seatNumber: result.selection.seatNumber };
    },
  };
}
