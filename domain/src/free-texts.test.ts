/**
 * Every free text an admin writes that reaches a document or a mail follows the printable-text
 * rule: control, bidi and invisible characters, emoji and scripts the documents cannot print are refused.
 */
import { describe, expect, it } from 'vitest';
import { recommendationTextOf, revokeReasonOf } from './certificate.ts';
import { FIRST_COHORT, cohortProblems } from './cohort.ts';
import { eventProblems } from './event.ts';
import { cancelReasonOf, jobSlotProblems } from './job-slot.ts';

const REFUSED = ['\u202Ex', 'x\u0000', '\u200B\u200B', '\uFEFF\u200D', 'Well done 🙂', 'శుభాకాంక్షలు'];

describe('free texts that reach a document or a mail', () => {
  it('certificates: the recommendation and the revocation reason', () => {
    expect(recommendationTextOf('Asha led the team.\n\nRecommended.')).toBe('Asha led the team.\n\nRecommended.');
    expect(revokeReasonOf('Issued by mistake')).toBe('Issued by mistake');
    for (const text of REFUSED) {
      expect(recommendationTextOf(text), text).toBeNull();
      expect(revokeReasonOf(text), text).toBeNull();
    }
  });

  it("the event's venue, a job slot's texts and its cancellation reason", () => {
    const venue = (v: string) =>
      eventProblems({ registrationOpen: false, startsAt: null, venue: v }, { trainingStart: '2025-11-01' }).venue;
    const company = (c: string) =>
      jobSlotProblems({
        company: c,
        role: 'Analyst',
        specialization: null,
        startsAt: '2099-01-01T10:00:00Z',
        durationMinutes: 30,
        mode: 'ONSITE',
        location: 'Bengaluru',
        capacity: 2,
      }).company;
    expect([venue('Hall A, Bengaluru'), company('Acme'), cancelReasonOf('Moved')]).toEqual([undefined, undefined, 'Moved']);
    for (const text of REFUSED) {
      expect(venue(text), text).toBeDefined();
      expect(company(text), text).toBeDefined();
      expect(cancelReasonOf(text), text).toBeNull();
    }
  });

  it("a cohort's texts, printed on the offer letter", () => {
    for (const text of REFUSED) {
      expect(cohortProblems({ ...FIRST_COHORT, stipendNote: text }, { newDates: false }).stipendNote, text).toBeDefined();
      expect(cohortProblems({ ...FIRST_COHORT, name: text }, { newDates: false }).name, text).toBeDefined();
    }
  });
});
