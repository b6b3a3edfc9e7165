/**
 * The selections, each the seat it takes: one document per seat number of a specialization of a
 * cohort (unique {cohortId, specialization, seatNumber}) and one per student (unique userId).
 */
import type { Types } from 'mongoose';
import type { Models } from '../../lib/models.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';

export type NewSelection = Omit<SpecializationSelectionDoc, '_id'>;

export interface SpecializationRepository {
  find(userId: Types.ObjectId | string): Promise<SpecializationSelectionDoc | null>;
  /** The seat numbers of a specialization of the cohort that selections hold. */
  seatNumbersTaken(cohortId: Types.ObjectId, specialization: string): Promise<Set<number>>;
  /** The number of selections per specialization of the cohort. */
  countsOf(cohortId: Types.ObjectId): Promise<Map<string, number>>;
  /** Inserts the selection (code 11000 when the student has one or the seat is taken). */
  insert(selection: NewSelection): Promise<SpecializationSelectionDoc>;
  /** Those of these students who selected the specialization. */
  holdersOf(userIds: readonly Types.ObjectId[], specialization: string): Promise<Types.ObjectId[]>;
  /** One page of the selections that match, earliest internship first. */
  page(filter: SelectionFilter, page: number, size: number): Promise<{ items: SpecializationSelectionDoc[]; totalItems: number }>;
}

/** Selections by specialization, internship start date, and students to take or to leave out. */
export interface SelectionFilter {
  specialization?: string;
  startDate?: string;
  onlyUserIds?: readonly Types.ObjectId[];
  exceptUserIds?: readonly Types.ObjectId[];
}

export function createSpecializationRepository({
  SpecializationSelection,
}: Pick<Models, 'SpecializationSelection'>): SpecializationRepository {
  return {
    find: (userId) => SpecializationSelection.findOne({ userId }).lean<SpecializationSelectionDoc>(),
    async seatNumbersTaken(cohortId, specialization) {
      const rows = await SpecializationSelection.find({ cohortId, specialization }, { seatNumber: 1 }).lean<{ seatNumber: number }[]>();
      return new Set(rows.map((s) => s.seatNumber));
    },
    async countsOf(cohortId) {
      const rows = await SpecializationSelection.aggregate<{ _id: string; count: number }>([
        { $match: { cohortId } },
        { $group: { _id: '$specialization', count: { $sum: 1 } } },
      ]);
      return new Map(rows.map((r) => [r._id, r.count]));
    },
    async insert(selection) {
      const doc = await SpecializationSelection.create(selection);
      return doc.toObject() as SpecializationSelectionDoc;
    },
    async holdersOf(userIds, specialization) {
      const rows = await SpecializationSelection.find({ userId: { $in: userIds }, specialization }, { userId: 1 }).lean<
        { userId: Types.ObjectId }[]
      >();
      return rows.map((s) => s.userId);
    },
    async page({ specialization, startDate, onlyUserIds, exceptUserIds }, page, size) {
      const userId = { ...(onlyUserIds ? { $in: onlyUserIds } : {}), ...(exceptUserIds ? { $nin: exceptUserIds } : {}) };
      const query = {
        erasedAt: null,
        ...(specialization ? { specialization } : {}),
        ...(startDate ? { startDate } : {}),
        ...(onlyUserIds || exceptUserIds ? { userId } : {}),
      };
      const [items, totalItems] = await Promise.all([
        SpecializationSelection.find(query)
          .sort({ startDate: 1, finalizedAt: 1, _id: 1 })
          .skip(page * size)
          .limit(size)
          .lean<SpecializationSelectionDoc[]>(),
        SpecializationSelection.countDocuments(query),
      ]);
      return { items, totalItems };
    },
  };
}
