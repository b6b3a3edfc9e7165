import { describe, expect, it } from 'vitest';
import { certificateWaitReason, NO_TRAINING_BATCH_MESSAGE } from './certificate.ts';
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

  it('holds the internship certificates until the internship’s last day, and issues them on it', () => {
    const timing = { periodEnd: '2026-01-09', training: null };
    expect(certificateWaitReason('EXCELLENCE', timing, new Date('2026-01-08T12:00:00Z'))).toBe(
      'The internship ends on 9 Jan 2026; its certificates can be issued from that day.',
    );
    expect(certificateWaitReason('INTERNSHIP', timing, new Date('2026-01-09T00:00:00+05:30'))).toBeNull();
  });
});
