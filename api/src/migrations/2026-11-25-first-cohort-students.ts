import { FIRST_COHORT_ID } from '../models/cohort.ts';
import type { Migration } from './migration.ts';

export const firstCohortStudents: Migration = {
  id: '2026-11-25-first-cohort-students',
  description: 'Students whose fee was verified before cohorts existed belong to the first cohort',
  async up(models, log) {
    const result = await models.User.updateMany(
      { feeVerified: true, cohortId: { $exists: false } },
      { $set: { cohortId: FIRST_COHORT_ID } },
    );
    log(`${result.modifiedCount} student(s) put in the first cohort`);
  },
};
