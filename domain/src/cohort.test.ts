import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS, START_DATE_CODES } from './constants.ts';
import { DATE_MESSAGES } from './date-input.ts';
import {
  COHORT_MESSAGES,
  FIRST_COHORT,
  cohortProblems,
  demonstrationCohort,
  enrolmentOpen,
  setsNewDates,
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
    expect(problems({ eventDate: '9999-12-31' }).eventDate).toBe(DATE_MESSAGES.outOfYears);
    expect(problems({ internshipStartDates: ['2027-02-01', '9999-12-31'] }).internshipStartDates).toBe(DATE_MESSAGES.outOfYears);
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

  it('takes an excellence line from 1.0 to 5.0 in tenths (absent: the default)', () => {
    const line = (excellenceMinScore: number) =>
      cohortProblems({ ...JANUARY_2027, excellenceMinScore }, { now: NOV_24_2026 }).excellenceMinScore;
    for (const ok of [1, 3.5, 4, 4.1, 5]) expect(line(ok)).toBeUndefined();
    for (const bad of [0.9, 5.1, 4.05, Number.NaN]) expect(line(bad)).toBe(COHORT_MESSAGES.excellenceMinScoreInvalid);
  });

  it('refuses a new cohort with any date that has passed, each on its field', () => {
    const past = (change: Partial<CohortFields>) => cohortProblems({ ...JANUARY_2027, ...change }, { now: NOV_24_2026 });
    expect(past({ trainingStart: '2026-11-23' }).trainingStart).toBe(COHORT_MESSAGES.pastDate);
    expect(past({ trainingStart: '2026-11-01', trainingEnd: '2026-11-23' }).trainingEnd).toBe(COHORT_MESSAGES.pastDate);
    expect(past({ eventDate: '2026-11-23' }).eventDate).toBe(COHORT_MESSAGES.pastDate);
    expect(
      past({ trainingStart: '2026-10-01', trainingEnd: '2026-10-30', internshipStartDates: ['2026-11-02', '2027-02-01'] })
        .internshipStartDates,
    ).toBe(COHORT_MESSAGES.pastDate);
    // Today itself has not passed.
    expect(past({ trainingStart: '2026-11-24' })).toEqual({});
  });

  it('an edit sets new dates only when one of its dates changes', () => {
    expect(setsNewDates(null, JANUARY_2027)).toBe(true);
    const renamed: CohortFields = { ...JANUARY_2027, name: 'Jan 2027', seats: { ...JANUARY_2027.seats } };
    expect(setsNewDates(JANUARY_2027, renamed)).toBe(false);
    expect(setsNewDates(JANUARY_2027, { ...JANUARY_2027, internshipStartDates: ['2027-02-15', '2027-02-08', '2027-02-01'] })).toBe(false);
    expect(setsNewDates(JANUARY_2027, { ...JANUARY_2027, internshipStartDates: ['2027-02-01', '2027-02-08'] })).toBe(true);
    expect(setsNewDates(JANUARY_2027, { ...JANUARY_2027, eventDate: '2027-03-19' })).toBe(true);
  });

  it('the demonstration cohort trains from the first Monday two weeks ahead, four weeks, then internships and the event', () => {
    // Thursday 26 Nov 2026: two weeks on is Thursday 10 Dec, so training starts Monday 14 Dec.
    const december = demonstrationCohort('2026-11-26');
    expect(december).toMatchObject({
      name: 'December 2026',
      trainingStart: '2026-12-14',
      trainingEnd: '2027-01-08',
      internshipStartDates: ['2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01', '2027-02-08'],
      eventDate: '2027-02-26',
      schedule: FIRST_COHORT.schedule,
      durationsWeeks: FIRST_COHORT.durationsWeeks,
      feeMinor: FIRST_COHORT.feeMinor,
      seats: FIRST_COHORT.seats,
      eventTime: null,
      eventVenue: null,
    });
    expect(cohortProblems(december, { now: new Date('2026-11-26T06:30:00Z') })).toEqual({});
    expect(enrolmentOpen(december, new Date('2026-11-26T06:30:00Z'))).toBe(true);
    // A Monday two weeks on is the start itself; a Sunday's Monday is the next day; across a year.
    expect(demonstrationCohort('2026-11-16').trainingStart).toBe('2026-11-30');
    expect(demonstrationCohort('2026-12-20').trainingStart).toBe('2027-01-04');
    expect(demonstrationCohort('2026-12-20').name).toBe('January 2027');
    expect(demonstrationCohort('2026-12-20', { taken: true }).name).toBe('January 2027, from 4 Jan');
    for (const today of ['2026-02-10', '2027-12-31', '2028-02-20']) {
      const c = demonstrationCohort(today);
      expect(new Date(`${c.trainingStart}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(cohortProblems(c, { now: new Date(`${today}T06:30:00Z`) })).toEqual({});
    }
  });
});
