import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS } from './constants.ts';
import { FIRST_COHORT } from './cohort.ts';
import { MESSAGES, noSeatsLeft } from './messages.ts';
import {
  internshipEndDate,
  normalizeSpecialization,
  parseDurationWeeks,
  resolveStartDate,
  seatTotals,
  seatsLeft,
  validateSpecialization,
} from './specialization.ts';

const valid = { specialization: 'Data Science', startDateCode: 'DEC10', durationWeeks: 6 };
/** Before the first cohort's internships start (the tests set the clock; none depends on today). */
const NOV_2025 = new Date('2025-11-20T06:00:00Z');
const JANUARY_2027 = { internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'], durationsWeeks: [4, 6] };

describe('specialization rules (SPEC §5)', () => {
  it('accepts a valid selection of the cohort', () => {
    expect(validateSpecialization(valid, FIRST_COHORT, NOV_2025)).toEqual({});
    expect(normalizeSpecialization(valid, FIRST_COHORT)).toEqual({
      specialization: 'Data Science',
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
    });
  });

  it('gives each SPEC message for its broken rule', () => {
    const problem = (input: object) => validateSpecialization({ ...valid, ...input }, FIRST_COHORT, NOV_2025);
    expect(problem({ specialization: '' }).specialization).toBe(MESSAGES.specializationRequired);
    expect(problem({ specialization: 'Quantum Basket Weaving' }).specialization).toBe(MESSAGES.specializationRequired);
    expect(problem({ startDateCode: 'DEC02' }).startDateCode).toBe(MESSAGES.startDateInvalid);
    expect(problem({ startDateCode: null }).startDateCode).toBe(MESSAGES.startDateInvalid);
    expect(problem({ durationWeeks: null }).durationWeeks).toBe(MESSAGES.durationRequired);
    expect(problem({ durationWeeks: 5 }).durationWeeks).toBe(MESSAGES.durationRequired);
  });

  it("refuses a start date that has passed (India time) or that the student's cohort does not have", () => {
    // 15 Dec 2025 has passed on 16 Dec in India, and is still open on its own day.
    expect(validateSpecialization({ ...valid, startDateCode: 'DEC15' }, FIRST_COHORT, new Date('2025-12-15T18:29:00Z'))).toEqual({});
    expect(validateSpecialization({ ...valid, startDateCode: 'DEC15' }, FIRST_COHORT, new Date('2025-12-15T18:31:00Z')).startDateCode).toBe(
      MESSAGES.startDateInvalid,
    );
    // A student of the January 2027 cohort: only its dates and durations.
    const jan = new Date('2027-01-20T06:00:00Z');
    expect(validateSpecialization({ ...valid, startDateCode: 'FEB08', durationWeeks: 4 }, JANUARY_2027, jan)).toEqual({});
    expect(validateSpecialization({ ...valid, startDate: '2025-12-15', startDateCode: null }, JANUARY_2027, jan).startDateCode).toBe(
      MESSAGES.startDateInvalid,
    );
    expect(validateSpecialization({ ...valid, startDateCode: 'FEB08', durationWeeks: 8 }, JANUARY_2027, jan).durationWeeks).toBe(
      MESSAGES.durationRequired,
    );
  });

  it("reads a start date by the cohort's code (any case) or by its date; a given code wins", () => {
    expect(resolveStartDate({ startDate: '2025-12-15' }, FIRST_COHORT)).toBe('2025-12-15');
    expect(resolveStartDate({ startDateCode: 'dec20' }, FIRST_COHORT)).toBe('2025-12-20');
    expect(resolveStartDate({ startDateCode: 'DEC99', startDate: '2025-12-15' }, FIRST_COHORT)).toBeNull();
    for (const bad of ['2025-12-02', '2025-12-1', '2025-12-10T00:00:00Z', '', null])
      expect(resolveStartDate({ startDate: bad }, FIRST_COHORT)).toBeNull();
  });

  it('computes the last day of an internship', () => {
    expect(internshipEndDate('2025-12-10', 6)).toBe('2026-01-20');
    expect(internshipEndDate('2025-12-01', 4)).toBe('2025-12-28');
    expect(internshipEndDate('2025-12-25', 8)).toBe('2026-02-18');
  });

  it('reads durations sent as 4, "6" or "8w", among those the cohort offers', () => {
    expect(parseDurationWeeks(4)).toBe(4);
    expect(parseDurationWeeks('6')).toBe(6);
    expect(parseDurationWeeks('8w')).toBe(8);
    expect(parseDurationWeeks(8, [4, 6])).toBeNull();
    for (const bad of [0, 5, 4.5, '4.0', 'four', '', null, undefined]) expect(parseDurationWeeks(bad)).toBeNull();
  });

  it('counts seats: the SPEC table shows 179 of 250, and a full specialization has none left', () => {
    expect(seatTotals(SPECIALIZATIONS)).toEqual({ seats: 250, filled: 179 });
    expect(seatsLeft({ seats: 10, filled: 5 })).toBe(5);
    expect(seatsLeft({ seats: 10, filled: 12 })).toBe(0);
    expect(noSeatsLeft('Web Hosting on Cloud')).toBe('No seats left in Web Hosting on Cloud. Please choose another specialization.');
  });
});
