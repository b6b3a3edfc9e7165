/**
 * fastify.specializations: the seats of each specialization of a cohort and the students' selections.
 *
 * First come, first served on any engine: a selection is the seat it takes, one document per
 * seat number of a specialization of a cohort (unique {cohortId, specialization, seatNumber}) and
 * one per student (unique userId). A student takes the lowest free number above the baseline
 * (the configured one for the first cohort, none for later ones); when another student's insert
 * wins that number, the next free one is tried, so N students racing for N seats all get one and
 * the next is told none is left.
 */
import type { Types } from 'mongoose';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { findSpecialization, seatTotals, type SpecializationSelection } from '@portal/domain/specialization';
import { FIRST_COHORT_ID, type CohortDoc } from '../../models/cohort.ts';
import type { SeatsView } from '@portal/domain/views/seats';
import type { SelectionView } from '@portal/domain/views/specialization';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';

export type FinalizeResult = { ok: true; selection: SpecializationSelectionDoc } | { ok: false; reason: 'already-finalized' | 'no-seats' };

export interface SpecializationRepository {
  /** The cohort's seats and filled (baseline + finalized selections) per specialization, and the totals. */
  seats(cohort: CohortDoc): Promise<SeatsView>;
  find(userId: Types.ObjectId | string): Promise<SpecializationSelectionDoc | null>;
  view(userId: Types.ObjectId | string): Promise<SelectionView>;
  /** Takes a seat of the student's cohort with this selection, once. */
  finalize(userId: Types.ObjectId, cohort: CohortDoc, selection: SpecializationSelection): Promise<FinalizeResult>;
}

export function toSelectionView(doc: SpecializationSelectionDoc | null): SelectionView {
  if (!doc) return { specialization: null, startDateCode: null, startDate: null, durationWeeks: null, finalized: false, finalizedAt: null };
  return {
    specialization: doc.specialization,
    startDateCode: doc.startDateCode,
    startDate: doc.startDate,
    durationWeeks: doc.durationWeeks,
    finalized: true,
    finalizedAt: doc.finalizedAt.toISOString(),
  };
}

export function createSpecializationRepository(deps: {
  models: Pick<Models, 'SpecializationSelection'>;
  seatBaseline: Record<string, number>;
}): SpecializationRepository {
  const { SpecializationSelection } = deps.models;
  /** Seats filled before the portal counted selections: the first cohort's only. */
  const baseline = (cohort: CohortDoc, name: string) => (cohort._id.equals(FIRST_COHORT_ID) ? (deps.seatBaseline[name] ?? 0) : 0);
  const capacity = (cohort: CohortDoc, name: string) => cohort.seats[name] ?? 0;

  const find = (userId: Types.ObjectId | string) => SpecializationSelection.findOne({ userId }).lean<SpecializationSelectionDoc>();

  /** The lowest seat number above the baseline that no selection holds, or null when all are taken. */
  async function lowestFreeSeat(cohort: CohortDoc, name: string): Promise<number | null> {
    const taken = new Set(
      (
        await SpecializationSelection.find({ cohortId: cohort._id, specialization: name }, { seatNumber: 1 }).lean<
          { seatNumber: number }[]
        >()
      ).map((s) => s.seatNumber),
    );
    for (let seat = baseline(cohort, name) + 1; seat <= capacity(cohort, name); seat++) if (!taken.has(seat)) return seat;
    return null;
  }

  const repository: SpecializationRepository = {
    async seats(cohort) {
      const rows = await SpecializationSelection.aggregate<{ _id: string; count: number }>([
        { $match: { cohortId: cohort._id } },
        { $group: { _id: '$specialization', count: { $sum: 1 } } },
      ]);
      const counts = new Map(rows.map((r) => [r._id, r.count]));
      const specializations = SPECIALIZATIONS.map((s) => ({
        name: s.name,
        seats: capacity(cohort, s.name),
        filled: Math.min(capacity(cohort, s.name), baseline(cohort, s.name) + (counts.get(s.name) ?? 0)),
      }));
      return { specializations, totals: seatTotals(specializations) };
    },
    find,
    async view(userId) {
      return toSelectionView(await find(userId));
    },
    async finalize(userId, cohort, selection) {
      const spec = findSpecialization(selection.specialization);
      if (!spec) throw new Error(`unknown specialization ${selection.specialization}`);
      // Each lost race means another student took a seat, so this ends within `seats` rounds.
      for (let round = 0; round <= capacity(cohort, spec.name); round++) {
        if (await find(userId)) return { ok: false, reason: 'already-finalized' };
        const seatNumber = await lowestFreeSeat(cohort, spec.name);
        if (seatNumber === null) return { ok: false, reason: 'no-seats' };
        try {
          const doc = await SpecializationSelection.create({
            userId,
            cohortId: cohort._id,
            ...selection,
            specialization: spec.name,
            seatNumber,
            finalizedAt: new Date(),
          });
          return { ok: true, selection: doc.toObject() as SpecializationSelectionDoc };
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
          // Either this student's other request or another student's seat: the next round tells which.
        }
      }
      return { ok: false, reason: 'no-seats' };
    },
  };
  return repository;
}
