import { describe, expect, it } from 'vitest';
import { financialYear, isCalendarDay, istDay, istDayEnd, istDayStart, istMonth, monthsBetween, shiftMonths } from './calendar.ts';

describe('calendar days in India time', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2025-11-01')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('01-11-2025')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('gives the Indian day of an instant (05:30 ahead of UTC)', () => {
    expect(istDay(new Date('2025-10-31T18:29:59.999Z'))).toBe('2025-10-31');
    expect(istDay(new Date('2025-10-31T18:30:00Z'))).toBe('2025-11-01');
  });

  it('shifts by months, clamping to the last day of shorter months', () => {
    expect(shiftMonths('2025-11-22', -1)).toBe('2025-10-22');
    expect(shiftMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(shiftMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(shiftMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(shiftMonths('2025-12-31', 2)).toBe('2026-02-28');
  });

  it('lists every month of a range, across a year end', () => {
    expect(monthsBetween('2025-11-05', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2025-11-05', '2025-11-20')).toEqual(['2025-11']);
    expect(monthsBetween('2025-12-01', '2025-11-30')).toEqual([]);
  });
});

describe('India-time bounds, months and financial years', () => {
  it('starts a day at midnight in India and refuses a day that does not exist', () => {
    expect(istDayStart('2025-11-01')?.toISOString()).toBe('2025-10-31T18:30:00.000Z');
    expect(istDayEnd('2025-11-30')?.toISOString()).toBe('2025-11-30T18:30:00.000Z');
    expect(istDayStart('2025-02-30')).toBeNull();
    expect(istDayStart('1 Nov 2025')).toBeNull();
  });

  it('takes the month and the April–March financial year of the India day', () => {
    expect(istMonth(new Date('2025-10-31T19:00:00Z'))).toBe('2025-11');
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });
});
