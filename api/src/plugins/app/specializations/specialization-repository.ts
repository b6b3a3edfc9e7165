/**
 * fastify.specializations: the seats of each specialization and the students' selections.
 *
 * First come, first served on any engine: a selection is the seat it takes, one document per
 * seat number of a specialization (unique {specialization, seatNumber}) and one per student
 * (unique userId). A student takes the lowest free number above the configured baseline; when
 * another student's insert wins that number, the next free one is tried, so N students racing
 * for N seats all get one and the next is told none is left.
 */
import fp from 'fastify-plugin';
import type { Types } from 'mongoose';
import { SPECIALIZATIONS, type SpecializationCapacity, type StartDateCode } from '@portal/domain/constants';
import { findSpecialization, seatTotals, startDateOf, type SpecializationSelection } from '@portal/domain/specialization';
import type { SeatsView } from '@portal/domain/views/seats';
import type { SelectionView } from '@portal/domain/views/specialization';
import { isDuplicateKeyError, type Models } from '../../../lib/models.ts';
import type { SpecializationSelectionDoc } from '../../../models/specialization-selection.ts';

export type FinalizeResult = { ok: true; selection: SpecializationSelectionDoc } | { ok: false; reason: 'already-finalized' | 'no-seats' };

export interface SpecializationRepository {
  /** Seats and filled (baseline + finalized selections) per specialization, and the totals. */
  seats(): Promise<SeatsView>;
  find(userId: Types.ObjectId | string): Promise<SpecializationSelectionDoc | null>;
  view(userId: Types.ObjectId | string): Promise<SelectionView>;
  /** Takes a seat for the student with this selection, once. */
  finalize(userId: Types.ObjectId, selection: SpecializationSelection): Promise<FinalizeResult>;
}

export function toSelectionView(doc: SpecializationSelectionDoc | null): SelectionView {
  if (!doc) return { specialization: null, startDateCode: null, startDate: null, durationWeeks: null, finalized: false, finalizedAt: null };
  const code = doc.startDateCode as StartDateCode;
  return {
    specialization: doc.specialization,
    startDateCode: code,
    startDate: startDateOf(code),
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
  const baseline = (name: string) => deps.seatBaseline[name] ?? 0;

  const find = (userId: Types.ObjectId | string) => SpecializationSelection.findOne({ userId }).lean<SpecializationSelectionDoc>();

  /** The lowest seat number above the baseline that no selection holds, or null when all are taken. */
  async function lowestFreeSeat(spec: SpecializationCapacity): Promise<number | null> {
    const taken = new Set(
      (await SpecializationSelection.find({ specialization: spec.name }, { seatNumber: 1 }).lean<{ seatNumber: number }[]>()).map(
        (s) => s.seatNumber,
      ),
    );
    for (let seat = baseline(spec.name) + 1; seat <= spec.seats; seat++) if (!taken.has(seat)) return seat;
    return null;
  }

  const repository: SpecializationRepository = {
    async seats() {
      const rows = await SpecializationSelection.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$specialization', count: { $sum: 1 } } },
      ]);
      const counts = new Map(rows.map((r) => [r._id, r.count]));
      const specializations = SPECIALIZATIONS.map((s) => ({
        name: s.name,
        seats: s.seats,
        filled: Math.min(s.seats, baseline(s.name) + (counts.get(s.name) ?? 0)),
      }));
      return { specializations, totals: seatTotals(specializations) };
    },
    find,
    async view(userId) {
      return toSelectionView(await find(userId));
    },
    async finalize(userId, selection) {
      const spec = findSpecialization(selection.specialization);
      if (!spec) throw new Error(`unknown specialization ${selection.specialization}`);
      // Each lost race means another student took a seat, so this ends within `seats` rounds.
      for (let round = 0; round <= spec.seats; round++) {
        if (await find(userId)) return { ok: false, reason: 'already-finalized' };
        const seatNumber = await lowestFreeSeat(spec);
        if (seatNumber === null) return { ok: false, reason: 'no-seats' };
        try {
          const doc = await SpecializationSelection.create({
            userId,
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Seats and first-come selections (specialization-repository.ts). */
    specializations: SpecializationRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'specializations',
      createSpecializationRepository({ models: fastify.models, seatBaseline: fastify.config.seatBaseline }),
    );
  },
  { name: 'specializations', dependencies: ['repositories'] },
);
