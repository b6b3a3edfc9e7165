import { describe, expect, it } from 'vitest';
import { computeJourney, prerequisiteOf, stepLockedMessage } from './journey.ts';

describe('journey', () => {
  it('starts with nothing done and only the ID step and Confluence open', () => {
    const j = computeJourney({});
    expect(j.progressLabel).toBe('0/10 • 0%');
    expect(j.steps.filter((s) => !s.locked).map((s) => s.number)).toEqual([1, 10]);
  });

  it('opens each step when the one before it is done', () => {
    const j = computeJourney({ idStatus: 'VERIFIED', feePaid: true });
    expect(j.steps.map((s) => [s.number, s.done, s.locked])).toEqual([
      [1, true, false],
      [2, true, false],
      [3, false, false],
      [4, false, true],
      [5, false, true],
      [6, false, true],
      [7, false, true],
      [8, false, true],
      [9, false, true],
      [10, false, false],
    ]);
    expect(j.progressLabel).toBe('2/10 • 20%');
  });

  it('counts the fee as paid by any paid enrolment status', () => {
    for (const enrollmentStatus of ['PAID', 'COMPLETE', 'ENROLLED', 'ENROLMENT_COMPLETE', 'enrolled']) {
      expect(computeJourney({ enrollmentStatus }).steps[1]?.done).toBe(true);
    }
    expect(computeJourney({ enrollmentStatus: 'PENDING' }).steps[1]?.done).toBe(false);
  });

  it('marks background done by the finalized flag or the SUBMITTED status, and never jobs or confluence', () => {
    expect(computeJourney({ backgroundStatus: 'SUBMITTED' }).steps[4]?.done).toBe(true);
    expect(computeJourney({ backgroundFinalized: true }).steps[4]?.done).toBe(true);
    const all = computeJourney({
      idStatus: 'VERIFIED',
      feeVerified: true,
      specializationFinalized: true,
      backgroundFinalized: true,
      offerDraftAvailable: true,
      signatureFinalized: true,
      finalLetterAvailable: true,
    });
    expect(all.progressLabel).toBe('8/10 • 80%');
    expect(all.steps[8]).toMatchObject({ done: false, locked: false });
  });
});

describe('locked steps', () => {
  it('name the step to finish first', () => {
    expect(stepLockedMessage('fee')).toBe('Please finish step 1 (Govt ID Verified) first.');
    expect(stepLockedMessage('jobs')).toBe('Please finish step 8 (Final Letter Issued) first.');
    expect(prerequisiteOf('id')).toBeNull();
    expect(stepLockedMessage('confluence')).toBe('');
  });
});
