import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS, START_DATE_CODES } from './constants.ts';
import { MESSAGES, noSeatsLeft } from './messages.ts';
import {
  dateLabel,
  internshipEndDate,
  normalizeSpecialization,
  parseDurationWeeks,
  resolveStartDateCode,
  seatTotals,
  seatsLeft,
  startDateCodeFromDate,
  startDateLabel,
  startDateOf,
  validateSpecialization,
} from './specialization.ts';

const valid = { specialization: 'Data Science', startDateCode: 'DEC10', durationWeeks: 6 };

describe('specialization rules (SPEC §5)', () => {
  it('accepts a valid selection', () => {
    expect(validateSpecialization(valid)).toEqual({});
    expect(normalizeSpecialization(valid)).toEqual({ specialization: 'Data Science', startDateCode: 'DEC10', durationWeeks: 6 });
  });

  it('gives each SPEC message for its broken rule', () => {
    expect(validateSpecialization({ ...valid, specialization: '' }).specialization).toBe(MESSAGES.specializationRequired);
    expect(validateSpecialization({ ...valid, specialization: 'Quantum Basket Weaving' }).specialization).toBe(
      MESSAGES.specializationRequired,
    );
    expect(validateSpecialization({ ...valid, startDateCode: 'DEC02' }).startDateCode).toBe(MESSAGES.startDateInvalid);
    expect(validateSpecialization({ ...valid, startDateCode: null }).startDateCode).toBe(MESSAGES.startDateInvalid);
    expect(validateSpecialization({ ...valid, durationWeeks: null }).durationWeeks).toBe(MESSAGES.durationRequired);
    expect(validateSpecialization({ ...valid, durationWeeks: 5 }).durationWeeks).toBe(MESSAGES.durationRequired);
  });

  it('maps a YYYY-12-DD date with day 01, 10, 15, 20 or 25 to its code; any other date is invalid', () => {
    expect(startDateCodeFromDate('2025-12-01')).toBe('DEC01');
    expect(startDateCodeFromDate('2025-12-25')).toBe('DEC25');
    for (const bad of ['2025-12-02', '2025-11-10', '2025-12-1', '25-12-10', '2025-12-10T00:00:00Z', '', null]) {
      expect(startDateCodeFromDate(bad)).toBeNull();
    }
    expect(resolveStartDateCode({ startDate: '2025-12-15' })).toBe('DEC15');
    expect(resolveStartDateCode({ startDateCode: 'dec20' })).toBe('DEC20');
    // A code that is given wins; a bad code is not rescued by a date.
    expect(resolveStartDateCode({ startDateCode: 'DEC99', startDate: '2025-12-15' })).toBeNull();
    expect(validateSpecialization({ specialization: 'Data Science', startDate: '2025-12-20', durationWeeks: 4 })).toEqual({});
    expect(validateSpecialization({ specialization: 'Data Science', startDate: '2025-12-21', durationWeeks: 4 }).startDateCode).toBe(
      MESSAGES.startDateInvalid,
    );
  });

  it('shows each code as a date in December 2025', () => {
    expect(START_DATE_CODES.map(startDateOf)).toEqual(['2025-12-01', '2025-12-10', '2025-12-15', '2025-12-20', '2025-12-25']);
    expect(startDateLabel('DEC01')).toBe('Mon, 1 December 2025');
    expect(startDateLabel('DEC25')).toBe('Thu, 25 December 2025');
    expect(internshipEndDate('DEC10', 6)).toBe('2026-01-20');
    expect(internshipEndDate('DEC01', 4)).toBe('2025-12-28');
    expect(dateLabel(internshipEndDate('DEC25', 8))).toBe('Wed, 18 February 2026');
  });

  it('reads durations sent as 4, "6" or "8w"', () => {
    expect(parseDurationWeeks(4)).toBe(4);
    expect(parseDurationWeeks('6')).toBe(6);
    expect(parseDurationWeeks('8w')).toBe(8);
    for (const bad of [0, 5, 4.5, '4.0', 'four', '', null, undefined]) expect(parseDurationWeeks(bad)).toBeNull();
  });

  it('counts seats: the SPEC table shows 179 of 250, and a full specialization has none left', () => {
    expect(seatTotals(SPECIALIZATIONS)).toEqual({ seats: 250, filled: 179 });
    expect(seatsLeft({ seats: 10, filled: 5 })).toBe(5);
    expect(seatsLeft({ seats: 10, filled: 12 })).toBe(0);
    expect(noSeatsLeft('Web Hosting on Cloud')).toBe('No seats left in Web Hosting on Cloud. Please choose another specialization.');
  });
});
