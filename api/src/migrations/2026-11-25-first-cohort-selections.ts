import type { Model } from 'mongoose';
import { START_DATE_CODES } from '@portal/domain/constants';
import { FIRST_COHORT, startDateOfCode } from '@portal/domain/cohort';
import { FIRST_COHORT_ID } from '../models/cohort.ts';
import type { SpecializationSelectionDoc } from '../models/specialization-selection.ts';
import { dropIndexIfPresent } from './drop-index.ts';
import type { Migration } from './migration.ts';

/** The unique index of the time before cohorts (one set of seats), which would refuse seat 1 of a second cohort. */
const SINGLE_COHORT_INDEX = 'specialization_1_seatNumber_1';

export const firstCohortSelections: Migration = {
  id: '2026-11-25-first-cohort-selections',
  description: 'Selections made before cohorts belong to the first cohort, with their start date stored; the single-cohort seat index goes',
  async up(models, log) {
    const Selection = models.SpecializationSelection as unknown as Model<SpecializationSelectionDoc>;
    await dropIndexIfPresent(Selection.collection, SINGLE_COHORT_INDEX);
    const joined = await Selection.updateMany({ cohortId: { $exists: false } }, { $set: { cohortId: FIRST_COHORT_ID } });
    let dated = 0;
    for (const code of START_DATE_CODES) {
      const result = await Selection.updateMany(
        { startDate: { $exists: false }, startDateCode: code },
        { $set: { startDate: startDateOfCode(FIRST_COHORT, code) } },
      );
      dated += result.modifiedCount;
    }
    log(`${joined.modifiedCount} selection(s) put in the first cohort, ${dated} given their start date`);
  },
};
