import { describe, expect, it } from 'vitest';
import {
  dateRangeLabel,
  dateRangeWords,
  dayLabel,
  dayListLabel,
  istClockLabel,
  istDateLabel,
  istDateTimeLabel,
  istDateTimeSecondsLabel,
  istWeekdayDateLabel,
  monthLabel,
  weekdayDayLabel,
} from './calendar.ts';

describe('the one way a date is written (Indian order, screens, mails, PDFs and the CSV alike)', () => {
  it('writes a day, with its weekday where a screen needs it, and a month', () => {
    expect(dayLabel('2026-12-14')).toBe('14 Dec 2026');
    expect(dayLabel('2027-01-08')).toBe('8 Jan 2027');
    expect(weekdayDayLabel('2027-01-11')).toBe('Mon, 11 Jan 2027');
    expect(weekdayDayLabel('2026-02-18')).toBe('Wed, 18 Feb 2026');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2025-09', 'short')).toBe('Sep 2025');
  });

  it('writes a range as far as its ends differ, with a dash in a table and "to" in a sentence', () => {
    expect(dateRangeLabel('2025-11-01', '2025-11-30')).toBe('1–30 Nov 2025');
    expect(dateRangeLabel('2026-11-28', '2026-12-23')).toBe('28 Nov – 23 Dec 2026');
    expect(dateRangeLabel('2026-12-14', '2027-01-08')).toBe('14 Dec 2026 – 8 Jan 2027');
    expect(dateRangeWords('2025-11-01', '2025-11-30')).toBe('1 to 30 Nov 2025');
    expect(dateRangeWords('2026-11-28', '2026-12-23')).toBe('28 Nov to 23 Dec 2026');
    expect(dateRangeWords('2026-12-14', '2027-01-08')).toBe('14 Dec 2026 to 8 Jan 2027');
  });

  it('writes a list of days, naming a month or a year once when all share it', () => {
    expect(dayListLabel(['2025-12-01', '2025-12-10', '2025-12-15', '2025-12-20', '2025-12-25'])).toBe('1, 10, 15, 20 or 25 Dec 2025');
    expect(dayListLabel(['2027-01-28', '2027-02-04'])).toBe('28 Jan or 4 Feb 2027');
    expect(dayListLabel(['2026-12-28', '2027-01-04'])).toBe('28 Dec 2026 or 4 Jan 2027');
    expect(dayListLabel([])).toBe('to be announced');
  });
});

describe('India-time labels (screens, PDFs and the CSV alike)', () => {
  it('prints the day and time in India whatever the machine zone, with IST after a time of day', () => {
    // 19:00 UTC on 31 Oct is 00:30 on 1 Nov in India, and still 31 Oct (noon) in Los Angeles.
    expect(istDateLabel(new Date('2025-10-31T19:00:00Z'))).toBe('1 Nov 2025');
    expect(istDateTimeLabel(new Date('2025-10-31T19:00:00Z'))).toBe('1 Nov 2025, 00:30 IST');
    expect(istDateTimeLabel(new Date('2025-11-22T08:35:00Z'))).toBe('22 Nov 2025, 14:05 IST');
    expect(istDateTimeLabel(new Date('2025-12-31T18:29:59Z'))).toBe('31 Dec 2025, 23:59 IST');
    expect(istDateTimeLabel(new Date('2025-12-31T18:30:00Z'))).toBe('1 Jan 2026, 00:00 IST');
    expect(istWeekdayDateLabel(new Date('2027-01-11T18:30:00Z'))).toBe('Tue, 12 Jan 2027');
  });

  it('spells every month the same three letters in every runtime (no ICU "Sept")', () => {
    const months = Array.from({ length: 12 }, (_, m) => istDateLabel(new Date(Date.UTC(2026, m, 15, 6))).slice(3, 6));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('istDateTimeSecondsLabel', () => {
  it('names the India day and time to the second, whatever the zone', () => {
    expect(istDateTimeSecondsLabel(new Date('2026-11-24T02:33:44.123Z'))).toBe('24 Nov 2026, 08:03:44 IST');
    expect(istDateTimeSecondsLabel(new Date('2026-11-23T20:00:05Z'))).toBe('24 Nov 2026, 01:30:05 IST');
  });
});

describe('istClockLabel', () => {
  it("names the time of day in India on a 12-hour clock, as the schedule's '6:30–8:30 PM IST' does", () => {
    expect(istClockLabel(new Date('2027-01-12T12:45:00Z'))).toBe('6:15 PM');
    expect(istClockLabel(new Date('2027-01-12T06:30:00Z'))).toBe('12:00 PM');
    expect(istClockLabel(new Date('2027-01-11T18:30:00Z'))).toBe('12:00 AM');
    expect(istClockLabel(new Date('2027-01-12T04:05:00Z'))).toBe('9:35 AM');
  });
});
