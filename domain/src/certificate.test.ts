import { describe, expect, it } from 'vitest';
import {
  certificateWaitReason,
  NO_EVALUATION_MESSAGE,
  NO_MENTOR_MESSAGE,
  NO_RECOMMENDATION_MESSAGE,
  NO_TRAINING_BATCH_MESSAGE,
  scoreBelowLineMessage,
  supervisedByStatement,
  weekNotSettledMessage,
  type CertificateType,
  type InternshipRecord,
} from './certificate.ts';
import { attendanceSummary, type SessionTiming } from './training.ts';

/** 20 sessions on consecutive days from 1 Nov 2025, 13:00–15:00 UTC. */
const SESSIONS: (SessionTiming & { id: string })[] = Array.from({ length: 20 }, (_, i) => {
  const startsAt = new Date(Date.UTC(2025, 10, 1 + i, 13));
  return { id: `s${i + 1}`, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), status: 'SCHEDULED' as const };
});
const attended = (n: number, now: Date) =>
  attendanceSummary(SESSIONS, new Map(SESSIONS.slice(0, n).map((s) => [s.id, 'PRESENT' as const])), 75, now);

describe('when a certificate may be issued', () => {
  const dec1 = new Date('2025-12-01T06:30:00Z');

  it('holds a training certificate until the training has ended, however the attendance stands', () => {
    const nov30 = new Date('2025-11-30T06:30:00Z');
    const training = { summary: attended(20, nov30), sessions: SESSIONS };
    expect(certificateWaitReason('TRAINING', { periodEnd: '2025-12-01', training }, nov30)).toBe(
      'The training ends on 1 Dec 2025; its certificate can be issued from that day.',
    );
  });

  it('holds a training certificate below the attendance line, and without a batch', () => {
    expect(
      certificateWaitReason('TRAINING', { periodEnd: '2025-11-30', training: { summary: attended(14, dec1), sessions: SESSIONS } }, dec1),
    ).toBe('attended 14 of 20 (70%); 75% needed');
    expect(certificateWaitReason('TRAINING', { periodEnd: '2025-11-30', training: null }, dec1)).toBe(NO_TRAINING_BATCH_MESSAGE);
  });

  it('issues a training certificate at the line once the training has ended', () => {
    expect(
      certificateWaitReason('TRAINING', { periodEnd: '2025-11-30', training: { summary: attended(15, dec1), sessions: SESSIONS } }, dec1),
    ).toBeNull();
  });

  it('holds the internship certificates until the internship’s last day is over in India (midnight IST)', () => {
    const timing = { periodEnd: '2026-01-09', training: null, internship: record() };
    const early = 'The internship ends on 9 Jan 2026; its certificates can be issued from the next day.';
    expect(certificateWaitReason('EXCELLENCE', timing, new Date('2026-01-08T12:00:00Z'))).toBe(early);
    expect(certificateWaitReason('INTERNSHIP', timing, new Date('2026-01-09T23:59:59.999+05:30'))).toBe(early);
    expect(certificateWaitReason('INTERNSHIP', timing, new Date('2026-01-10T00:00:00+05:30'))).toBeNull();
  });
});

/** Six weeks, all accepted, a mentor, a score of 4.5 against 4.0, the letter written; `over` changes some. */
function record(over: Partial<InternshipRecord> = {}): InternshipRecord {
  return {
    durationWeeks: 6,
    settledWeeks: new Set([1, 2, 3, 4, 5, 6]),
    supervisor: { name: 'Dr. Meera Rao', title: 'Principal Engineer' },
    score: 4.5,
    excellenceMinScore: 4.0,
    recommendationWritten: true,
    ...over,
  };
}

describe("the internship's certificates rest on the mentor's record", () => {
  const after = new Date('2026-01-21T06:30:00Z');
  const wait = (type: CertificateType, over: Partial<InternshipRecord>) =>
    certificateWaitReason(type, { periodEnd: '2026-01-20', training: null, internship: record(over) }, after);

  it('needs every week accepted or waived (the settled weeks are the accepted and the waived ones; a pending one holds it)', () => {
    expect(wait('INTERNSHIP', {})).toBeNull();
    expect(wait('INTERNSHIP', { settledWeeks: new Set([1, 2, 4, 5, 6]) })).toBe("Week 3's report is not accepted yet.");
    expect(wait('INTERNSHIP', { settledWeeks: new Set([1, 2, 4, 6]) })).toBe(weekNotSettledMessage(3));
    expect(wait('INTERNSHIP', { supervisor: null })).toBe(NO_MENTOR_MESSAGE);
    expect(certificateWaitReason('INTERNSHIP', { periodEnd: '2026-01-20', training: null, internship: null }, after)).toBe(
      NO_MENTOR_MESSAGE,
    );
  });

  it('gives excellence at the line and above, not below (3.9 / 4.0 / 4.1 against 4.0)', () => {
    expect(wait('EXCELLENCE', { score: 3.9 })).toBe('The evaluation score 3.9 is below 4.0.');
    expect(wait('EXCELLENCE', { score: 4.0 })).toBeNull();
    expect(wait('EXCELLENCE', { score: 4.1 })).toBeNull();
    expect(wait('EXCELLENCE', { score: 4.1, excellenceMinScore: 4.5 })).toBe(scoreBelowLineMessage(4.1, 4.5));
    expect(wait('EXCELLENCE', { score: null })).toBe(NO_EVALUATION_MESSAGE);
  });

  it("needs the mentor's written letter for a recommendation", () => {
    expect(wait('RECOMMENDATION', { recommendationWritten: false })).toBe('No recommendation written by the mentor yet.');
    expect(wait('RECOMMENDATION', { recommendationWritten: false })).toBe(NO_RECOMMENDATION_MESSAGE);
    expect(wait('RECOMMENDATION', {})).toBeNull();
  });

  it('prints who supervised it', () => {
    expect(supervisedByStatement({ name: 'Dr. Meera Rao', title: 'Principal Engineer' })).toBe(
      'supervised by Dr. Meera Rao, Principal Engineer',
    );
  });
});
