import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, PROGRAM_YEARS, dateProblemMessage, dayProblem, readInstant } from './date-input.ts';

const problemOf = (text: string) => {
  const read = readInstant(text);
  return read.ok ? null : read.problem;
};

describe('readInstant', () => {
  it('reads an ISO 8601 instant with its offset, to the minute, second or fraction', () => {
    expect(readInstant('2027-02-27T10:00:00+05:30')).toEqual({ ok: true, at: new Date('2027-02-27T04:30:00Z') });
    expect(readInstant('2027-02-27T10:00+05:30')).toEqual({ ok: true, at: new Date('2027-02-27T04:30:00Z') });
    expect(readInstant('2028-02-29T23:59:59.999Z')).toEqual({ ok: true, at: new Date('2028-02-29T23:59:59.999Z') });
  });

  it('refuses a day the calendar lacks instead of rolling it over', () => {
    expect(problemOf('2027-02-30T10:00:00+05:30')).toBe('noSuchDay');
    expect(problemOf('2027-02-29T10:00:00Z')).toBe('noSuchDay');
    expect(problemOf('2027-04-31T10:00:00Z')).toBe('noSuchDay');
    expect(problemOf('2027-13-01T10:00:00Z')).toBe('noSuchDay');
  });

  it('refuses a year outside the program’s', () => {
    expect(problemOf('9999-12-31T23:59:59Z')).toBe('outOfYears');
    expect(problemOf(`${PROGRAM_YEARS.first - 1}-12-31T10:00:00Z`)).toBe('outOfYears');
    expect(problemOf(`${PROGRAM_YEARS.last + 1}-01-01T10:00:00Z`)).toBe('outOfYears');
    expect(problemOf(`${PROGRAM_YEARS.last}-12-31T10:00:00Z`)).toBeNull();
  });

  it('refuses what is not written as an instant with its offset, or an hour, minute or offset that does not exist', () => {
    for (const text of [
      'soon',
      '2027-02-27',
      '2027-02-27T10:00:00',
      '2027-02-27 10:00:00Z',
      '+010000-01-01T00:00:00Z',
      '2027-02-27T24:00:00Z',
      '2027-02-27T10:60:00Z',
      '2027-02-27T10:00:60Z',
      '2027-02-27T10:00:00+15:00',
      '2027-02-27t10:00:00z',
      ' 2027-02-27T10:00:00Z',
    ])
      expect(problemOf(text), text).toBe('format');
  });
});

describe('dayProblem', () => {
  it('accepts a day of the program’s years and names what is wrong otherwise', () => {
    expect(dayProblem('2027-01-04')).toBeNull();
    expect(dayProblem('2027-02-30')).toBe('noSuchDay');
    expect(dayProblem('9999-12-31')).toBe('outOfYears');
    expect(dayProblem('04-01-2027')).toBe('format');
  });

  it('gives the field’s own message for a text that is no date, the calendar’s otherwise', () => {
    expect(dateProblemMessage('format', 'Please give a start time.')).toBe('Please give a start time.');
    expect(dateProblemMessage('noSuchDay', 'x')).toBe(DATE_MESSAGES.noSuchDay);
    expect(dateProblemMessage('outOfYears', 'x')).toBe(`Please give a date in the years 2020 to 2100.`);
  });
});
