import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS, START_DATE_CODES } from './constants.ts';
import {
  COHORT_MESSAGES,
  FIRST_COHORT,
  cohortProblems,
  enrolmentOpen,
  hasPassed,
  openStartDates,
  startDateCodeOf,
  startDateOfCode,
  type CohortFields,
} from './cohort.ts';

const JANUARY_2027: CohortFields = {
  ...FIRST_COHORT,
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'],
  eventDate: '2027-03-12',
};
const NOV_24_2026 = new Date('2026-11-24T06:00:00Z');

describe('cohorts', () => {
  it("the first cohort is the SPEC's: Nov 1–30, 2025, codes DEC01…DEC25, 250 seats", () => {
    expect(FIRST_COHORT.internshipStartDates.map(startDateCodeOf)).toEqual([...START_DATE_CODES]);
    expect(Object.values(FIRST_COHORT.seats).reduce((a, b) => a + b, 0)).toBe(250);
    expect(Object.keys(FIRST_COHORT.seats)).toEqual(SPECIALIZATIONS.map((s) => s.name));
    expect(startDateOfCode(FIRST_COHORT, 'dec15')).toBe('2025-12-15');
    expect(startDateOfCode(JANUARY_2027, 'DEC15')).toBeNull();
  });

  it('a date has passed once its day is over in India; enrolment closes when training starts', () => {
    expect(hasPassed('2026-11-24', new Date('2026-11-24T18:29:00Z'))).toBe(false);
    expect(hasPassed('2026-11-24', new Date('2026-11-24T18:30:00Z'))).toBe(true);
    expect(openStartDates(FIRST_COHORT, new Date('2025-12-12T06:00:00Z'))).toEqual(['2025-12-15', '2025-12-20', '2025-12-25']);
    expect(enrolmentOpen(JANUARY_2027, NOV_24_2026)).toBe(true);
    expect(enrolmentOpen(JANUARY_2027, new Date('2027-01-03T18:30:00Z'))).toBe(false);
  });

  it('accepts a well-formed future cohort', () => {
    expect(cohortProblems(JANUARY_2027, { now: NOV_24_2026 })).toEqual({});
  });

  it('names each problem', () => {
    const problems = (change: Partial<CohortFields>, newDates = true) =>
      cohortProblems({ ...JANUARY_2027, ...change }, { now: NOV_24_2026, newDates });
    expect(problems({ name: ' ' }).name).toBe(COHORT_MESSAGES.nameRequired);
    expect(problems({ name: 'Jan\u202e2027' }).name).toBe(COHORT_MESSAGES.textInvalid);
    expect(problems({ trainingStart: '2027-02-30' }).trainingStart).toBe(COHORT_MESSAGES.dateInvalid);
    expect(problems({ trainingEnd: '2027-01-04' }).trainingEnd).toBe(COHORT_MESSAGES.endBeforeStart);
    expect(problems({ trainingStart: '2026-11-01', trainingEnd: '2026-11-30' }).trainingStart).toBe(COHORT_MESSAGES.pastDate);
    // An existing cohort's past dates stand when its dates are not being set anew.
    expect(cohortProblems(FIRST_COHORT, { now: NOV_24_2026, newDates: false })).toEqual({});
    expect(problems({ internshipStartDates: ['2027-01-20'] }).internshipStartDates).toBe(COHORT_MESSAGES.internshipBeforeTrainingEnd);
    expect(problems({ internshipStartDates: [] }).internshipStartDates).toBe(COHORT_MESSAGES.internshipStartsRequired);
    expect(problems({ internshipStartDates: ['2027-02-01', '2027-02-01'] }).internshipStartDates).toBe(
      COHORT_MESSAGES.internshipStartsRequired,
    );
    expect(problems({ durationsWeeks: [5] }).durationsWeeks).toBe(COHORT_MESSAGES.durationsInvalid);
    expect(problems({ feeMinor: 0 }).feeMinor).toBe(COHORT_MESSAGES.feeInvalid);
    expect(problems({ eventDate: '2026-12-31' }).eventDate).toBe(COHORT_MESSAGES.eventBeforeTraining);
    expect(problems({ seats: { ...JANUARY_2027.seats, 'Data Science': 0 } }).seats).toBe(COHORT_MESSAGES.seatsInvalid);
    expect(problems({ seats: { ...JANUARY_2027.seats, 'Data Science': 1001 } }).seats).toBe(COHORT_MESSAGES.seatsInvalid);
    expect(problems({ eventVenue: '' }).eventVenue).toBe(COHORT_MESSAGES.textInvalid);
  });
});
