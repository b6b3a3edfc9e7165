import { describe, expect, it } from 'vitest';
import { FIRST_COHORT } from './cohort.ts';
import { dateRangeLabel, dayListLabel, eventDetailsLabel, programLabels } from './program.ts';

describe('program labels', () => {
  it("name the SPEC's first cohort as the landing page always did", () => {
    expect(programLabels(FIRST_COHORT)).toEqual({
      cohortName: 'November 2025',
      trainingDates: 'Nov 1–30, 2025',
      trainingDays: 'Monday to Friday',
      trainingHours: '6:30–8:30 PM IST',
      internshipStartDays: 'Dec 1, 10, 15, 20 or 25, 2025',
      internshipDurations: '4, 6 or 8 weeks',
      // SPEC §1: "Criteria are to be announced in the last week of November."
      stipendNote: 'Performance-based stipend. Criteria are to be announced in the last week of November.',
      eventDate: 'Jan 16, 2026',
      eventDetails: 'Time and venue are to be announced.',
      eventYear: '2026',
    });
  });

  it('name ranges and day lists across months and years', () => {
    expect(dateRangeLabel('2027-01-04', '2027-01-29')).toBe('Jan 4–29, 2027');
    expect(dateRangeLabel('2026-11-28', '2026-12-23')).toBe('Nov 28–Dec 23, 2026');
    expect(dateRangeLabel('2026-12-28', '2027-01-22')).toBe('Dec 28, 2026–Jan 22, 2027');
    expect(dayListLabel(['2027-02-01', '2027-02-08', '2027-02-15'])).toBe('Feb 1, 8 or 15, 2027');
    expect(dayListLabel(['2027-01-28', '2027-02-04'])).toBe('Jan 28 or Feb 4, 2027');
    expect(dayListLabel(['2026-12-28', '2027-01-04'])).toBe('Dec 28, 2026 or Jan 4, 2027');
    expect(eventDetailsLabel('5:00 PM IST', 'Bengaluru')).toBe('5:00 PM IST, Bengaluru.');
    expect(eventDetailsLabel(null, 'Bengaluru')).toBe('Bengaluru; the time is to be announced.');
  });
});
