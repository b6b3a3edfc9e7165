import { describe, expect, it } from 'vitest';
import {
  STIPEND_MESSAGES,
  allReportsOnTime,
  isPublished,
  isStipendAmount,
  normalizeUtr,
  proposeStipend,
  stipendCriteriaProblems,
  stipendNote,
} from './stipend.ts';

const TIERS = [
  { minScore: 3.5, allOnTime: false, amountMinor: 500_000 },
  { minScore: 4.5, allOnTime: true, amountMinor: 1_000_000 },
];

describe('stipend criteria', () => {
  it('accept 1 to 5 tiers of scores 1.0–5.0 (one decimal) and whole rupees, on a real day', () => {
    expect(stipendCriteriaProblems({ publishOn: '2025-11-24', tiers: TIERS })).toEqual({});
    expect(stipendCriteriaProblems({ publishOn: '2025-11-24', tiers: [{ minScore: 1, allOnTime: false, amountMinor: 100 }] })).toEqual({});
    expect(
      stipendCriteriaProblems({ publishOn: '2025-11-24', tiers: [{ minScore: 5, allOnTime: true, amountMinor: 10_000_000 }] }),
    ).toEqual({});
    const tiers = (t: Partial<(typeof TIERS)[number]>) => [{ ...TIERS[0]!, ...t }];
    for (const bad of [
      tiers({ minScore: 0.9 }),
      tiers({ minScore: 5.1 }),
      tiers({ minScore: 4.25 }),
      tiers({ amountMinor: 0 }),
      tiers({ amountMinor: 50_050 }),
      tiers({ amountMinor: 10_000_100 }),
      [],
      Array.from({ length: 6 }, (_, i) => ({ minScore: 1 + i / 2, allOnTime: false, amountMinor: 100 })),
    ]) {
      expect(stipendCriteriaProblems({ publishOn: '2025-11-24', tiers: bad }).tiers, JSON.stringify(bad)).toBe(
        STIPEND_MESSAGES.tiersInvalid,
      );
    }
    expect(stipendCriteriaProblems({ publishOn: '2025-11-24', tiers: [TIERS[0]!, { ...TIERS[0]!, amountMinor: 200_000 }] }).tiers).toBe(
      STIPEND_MESSAGES.tiersRepeated,
    );
    expect(stipendCriteriaProblems({ publishOn: '2025-11-31', tiers: TIERS }).publishOn).toBe(STIPEND_MESSAGES.publishOnInvalid);
  });

  it('are published from the first minute of their day in India', () => {
    expect(isPublished({ publishOn: '2025-11-24' }, new Date('2025-11-23T18:29:59Z'))).toBe(false);
    expect(isPublished({ publishOn: '2025-11-24' }, new Date('2025-11-23T18:30:00Z'))).toBe(true);
    expect(isPublished(null, new Date())).toBe(false);
  });

  it('are announced for the last week of the training’s month, then read as tiers, highest first', () => {
    expect(stipendNote({ trainingEnd: '2025-11-30' }, null)).toBe(
      'Performance-based stipend. Criteria are to be announced in the last week of November.',
    );
    expect(stipendNote({ trainingEnd: '2027-01-29' }, [])).toContain('last week of January.');
    expect(stipendNote({ trainingEnd: '2025-11-30' }, TIERS)).toBe(
      'Performance-based stipend: score ≥ 4.5 and all reports on time → ₹10,000.00; score ≥ 3.5 → ₹5,000.00; otherwise none.',
    );
  });
});

describe('the proposal', () => {
  const report = (week: number, f: { late?: boolean; waived?: boolean; submitted?: boolean } = {}) => ({
    week,
    submitted: f.submitted ?? true,
    late: f.late ?? false,
    waived: f.waived ?? false,
  });

  it('reads every week on time, a waived week excused, a missing or late one not', () => {
    expect(
      allReportsOnTime(
        4,
        [1, 2, 3, 4].map((w) => report(w)),
      ),
    ).toBe(true);
    expect(allReportsOnTime(4, [report(1), report(2), report(3, { submitted: false, waived: true }), report(4)])).toBe(true);
    expect(allReportsOnTime(4, [report(1), report(2), report(3, { late: true }), report(4)])).toBe(false);
    expect(allReportsOnTime(4, [report(1), report(2), report(3)])).toBe(false);
    expect(allReportsOnTime(4, [report(1), report(2), report(3, { submitted: false }), report(4)])).toBe(false);
  });

  it('gives the tier met at its edges, with the reason', () => {
    expect(proposeStipend(TIERS, { score: 4.5, allOnTime: true })).toEqual({
      amountMinor: 1_000_000,
      reason: 'Score 4.5, every report on time: meets “score ≥ 4.5 and all reports on time → ₹10,000.00”.',
    });
    expect(proposeStipend(TIERS, { score: 4.5, allOnTime: false }).amountMinor).toBe(500_000);
    expect(proposeStipend(TIERS, { score: 4.4, allOnTime: true }).amountMinor).toBe(500_000);
    expect(proposeStipend(TIERS, { score: 3.5, allOnTime: false }).amountMinor).toBe(500_000);
    expect(proposeStipend(TIERS, { score: 3.4, allOnTime: true })).toEqual({
      amountMinor: 0,
      reason: 'Score 3.4, every report on time: meets no tier, so no stipend.',
    });
    expect(proposeStipend(TIERS, { score: null, allOnTime: true }).amountMinor).toBe(0);
  });

  it('takes amounts of whole rupees and UTRs of 12 to 22 letters and digits', () => {
    expect([isStipendAmount(0), isStipendAmount(500_000), isStipendAmount(500_050), isStipendAmount(-100)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(normalizeUtr(' hdfcr52025112400012345 ')).toBe('HDFCR52025112400012345');
    expect(normalizeUtr('412345678901')).toBe('412345678901');
    expect([normalizeUtr('41234567890'), normalizeUtr('HDFC-0000123456'), normalizeUtr('A'.repeat(23))]).toEqual([null, null, null]);
  });
});
