import { describe, expect, it } from 'vitest';
import { istClockLabel, istDateLabel, istDateTimeLabel, istDateTimeSecondsLabel } from './calendar.ts';

describe('India-time labels (screens, PDFs and the CSV alike)', () => {
  it('prints the day and time in India whatever the machine zone, with IST after a time of day', () => {
    // 19:00 UTC on 31 Oct is 00:30 on 1 Nov in India, and still 31 Oct (noon) in Los Angeles.
    expect(istDateLabel(new Date('2025-10-31T19:00:00Z'))).toBe('01 Nov 2025');
    expect(istDateTimeLabel(new Date('2025-10-31T19:00:00Z'))).toBe('01 Nov 2025, 00:30 IST');
    expect(istDateTimeLabel(new Date('2025-11-22T08:35:00Z'))).toBe('22 Nov 2025, 14:05 IST');
    expect(istDateTimeLabel(new Date('2025-12-31T18:29:59Z'))).toBe('31 Dec 2025, 23:59 IST');
    expect(istDateTimeLabel(new Date('2025-12-31T18:30:00Z'))).toBe('01 Jan 2026, 00:00 IST');
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
