import { describe, expect, it } from 'vitest';
import { computeJourney, prerequisiteOf, stepLockedMessage } from './journey.ts';
import { PRIVACY_CONSENT_REQUIRED } from './privacy-notice.ts';

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

describe('Confluence registration (step 10)', () => {
  it('waits while the cohort has not opened registration, and says so; a registered student is never held back', () => {
    const closed = computeJourney({ eventRegistrationOpen: false });
    expect(closed.steps[9]).toMatchObject({ locked: false, waiting: true, lockedMessage: 'Registration not yet opened' });
    expect(computeJourney({ eventRegistrationOpen: true }).steps[9]).toMatchObject({ locked: false, waiting: false, lockedMessage: null });
    expect(computeJourney({ eventRegistrationOpen: false, eventRegistered: true }).steps[9]).toMatchObject({ done: true, waiting: false });
  });

  it('gives every locked step its reason: the consent before anything else', () => {
    const j = computeJourney({ privacyConsent: false, eventRegistrationOpen: false });
    expect(new Set(j.steps.map((s) => s.lockedMessage))).toEqual(new Set([PRIVACY_CONSENT_REQUIRED]));
    expect(computeJourney({}).steps[3]?.lockedMessage).toBe(stepLockedMessage('specialization'));
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
