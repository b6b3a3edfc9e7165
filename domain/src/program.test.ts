import { describe, expect, it } from 'vitest';
import { FIRST_COHORT } from './cohort.ts';
import { eventDetailsLabel, programLabels } from './program.ts';

describe('program labels', () => {
  it("name the SPEC's first cohort's facts, dates in Indian order", () => {
    expect(programLabels(FIRST_COHORT)).toEqual({
      cohortName: 'November 2025',
      trainingDates: '1–30 Nov 2025',
      trainingDays: 'Monday to Friday',
      trainingHours: '6:30–8:30 PM IST',
      internshipStartDays: '1, 10, 15, 20 or 25 Dec 2025',
      internshipDurations: '4, 6 or 8 weeks',
      // SPEC §1: "Criteria are to be announced in the last week of November."
      stipendNote: 'Performance-based stipend. Criteria are to be announced in the last week of November.',
      eventDate: '16 Jan 2026',
      eventDetails: 'Time and venue are to be announced.',
      eventYear: '2026',
    });
  });

  it('name the event details', () => {
    expect(eventDetailsLabel('5:00 PM IST', 'Bengaluru')).toBe('5:00 PM IST, Bengaluru.');
    expect(eventDetailsLabel(null, 'Bengaluru')).toBe('Bengaluru; the time is to be announced.');
  });
});
