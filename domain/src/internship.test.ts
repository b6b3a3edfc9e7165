import { describe, expect, it } from 'vitest';
import {
  EVALUATION_CRITERIA,
  INTERNSHIP_MESSAGES,
  areValidScores,
  evaluationScore,
  internshipHasEnded,
  internshipWeeks,
  isHttpsLink,
  isLateSubmission,
  isOverdue,
  isReportEditable,
  reportState,
  stipendTier,
  stipendTierLabel,
  sundayOnOrAfter,
  validateReport,
  weekHasBegun,
  type StipendTier,
} from './internship.ts';

describe('internship weeks', () => {
  it('a Monday start: seven-day weeks, each due on its own Sunday at 23:59 India time (18:29 UTC)', () => {
    const weeks = internshipWeeks('2025-12-01', 4);
    expect(weeks.map((w) => [w.number, w.firstDay, w.lastDay, w.dueDay])).toEqual([
      [1, '2025-12-01', '2025-12-07', '2025-12-07'],
      [2, '2025-12-08', '2025-12-14', '2025-12-14'],
      [3, '2025-12-15', '2025-12-21', '2025-12-21'],
      [4, '2025-12-22', '2025-12-28', '2025-12-28'],
    ]);
    expect(weeks[0]?.dueAt.toISOString()).toBe('2025-12-07T18:29:00.000Z');
    // The reminder: the Friday before, 10:00 India time.
    expect(weeks[0]?.remindAt.toISOString()).toBe('2025-12-05T04:30:00.000Z');
  });

  it('a start on another weekday: due on the first Sunday on or after the week’s last day', () => {
    // Wednesday 10 Dec 2025: week 1 runs Wed 10 – Tue 16, due Sunday 21.
    const wednesday = internshipWeeks('2025-12-10', 6);
    expect(wednesday[0]).toMatchObject({ firstDay: '2025-12-10', lastDay: '2025-12-16', dueDay: '2025-12-21' });
    expect(wednesday[5]).toMatchObject({ firstDay: '2026-01-14', lastDay: '2026-01-20', dueDay: '2026-01-25' });
    // Saturday 20 Dec: week 1 runs Sat 20 – Fri 26, due Sunday 28 (never the day after the start).
    expect(internshipWeeks('2025-12-20', 4)[0]).toMatchObject({ lastDay: '2025-12-26', dueDay: '2025-12-28' });
    // Sunday start: the week ends on Saturday, due the next day.
    expect(sundayOnOrAfter('2025-12-27')).toBe('2025-12-28');
    expect(sundayOnOrAfter('2025-12-28')).toBe('2025-12-28');
    // Each week has its own Sunday.
    const dueDays = internshipWeeks('2025-12-25', 8).map((w) => w.dueDay);
    expect(new Set(dueDays).size).toBe(8);
  });

  it('8 weeks and a bad date', () => {
    expect(internshipWeeks('2025-12-01', 8)).toHaveLength(8);
    expect(internshipWeeks('2025-02-30', 4)).toEqual([]);
  });

  it('a week begins at 00:00 India time of its first day (Sunday 18:30 UTC)', () => {
    const [, week2] = internshipWeeks('2025-12-01', 4);
    expect(weekHasBegun(week2!, new Date('2025-12-07T18:29:59.999Z'))).toBe(false);
    expect(weekHasBegun(week2!, new Date('2025-12-07T18:30:00.000Z'))).toBe(true);
  });

  it('late: after Sunday 23:59 India time; Monday 00:00 IST is late, Sunday 23:59:59 is not', () => {
    const [week1] = internshipWeeks('2025-12-01', 4);
    expect(isLateSubmission(week1!, new Date('2025-12-07T18:29:00.000Z'))).toBe(false); // Sun 23:59 IST
    expect(isLateSubmission(week1!, new Date('2025-12-07T18:29:59.999Z'))).toBe(false); // Sun 23:59:59.999 IST
    expect(isLateSubmission(week1!, new Date('2025-12-07T18:30:00.000Z'))).toBe(true); // Mon 00:00 IST
  });

  it('the internship ends when its last day is over in India', () => {
    // 4 weeks from Mon 1 Dec: the last day is Sun 28 Dec.
    expect(internshipHasEnded('2025-12-01', 4, new Date('2025-12-28T18:29:59Z'))).toBe(false);
    expect(internshipHasEnded('2025-12-01', 4, new Date('2025-12-28T18:30:00Z'))).toBe(true);
  });
});

describe('report state', () => {
  const base = { begun: true, submitted: false, late: false, decision: null, waived: false } as const;
  it('follows the facts: waiver, decision, arrival', () => {
    expect(reportState({ ...base, begun: false })).toBe('UPCOMING');
    expect(reportState(base)).toBe('MISSING');
    expect(reportState({ ...base, submitted: true })).toBe('SUBMITTED');
    expect(reportState({ ...base, submitted: true, late: true })).toBe('LATE');
    expect(reportState({ ...base, submitted: true, late: true, decision: 'ACCEPTED' })).toBe('ACCEPTED');
    expect(reportState({ ...base, submitted: true, decision: 'CHANGES_REQUESTED' })).toBe('CHANGES_REQUESTED');
    expect(reportState({ ...base, waived: true })).toBe('WAIVED');
    expect(reportState({ ...base, submitted: true, decision: 'ACCEPTED', waived: true })).toBe('WAIVED');
  });

  it('editable until accepted or waived; overdue when missing past the due minute', () => {
    expect(isReportEditable('CHANGES_REQUESTED')).toBe(true);
    expect(isReportEditable('LATE')).toBe(true);
    expect(isReportEditable('ACCEPTED')).toBe(false);
    expect(isReportEditable('WAIVED')).toBe(false);
    const [week1] = internshipWeeks('2025-12-01', 4);
    expect(isOverdue('MISSING', week1!, new Date('2025-12-07T18:29:30Z'))).toBe(false);
    expect(isOverdue('MISSING', week1!, new Date('2025-12-07T18:30:00Z'))).toBe(true);
    expect(isOverdue('SUBMITTED', week1!, new Date('2025-12-09T00:00:00Z'))).toBe(false);
  });
});

describe('report fields', () => {
  const good = { done: 'Built the login form and its tests.', next: 'The dashboard.', blockers: '', hours: 30, links: [] };
  it('accepts a good report, cleaned', () => {
    const result = validateReport({ ...good, done: '  Built the login form   and its tests. ', links: [' https://github.com/a/b '] });
    expect(result).toEqual({
      ok: true,
      report: { ...good, done: 'Built the login form and its tests.', links: ['https://github.com/a/b'] },
    });
  });

  it('hours: whole numbers 0 to 60', () => {
    for (const hours of [0, 60, '12']) expect(validateReport({ ...good, hours }).ok).toBe(true);
    for (const hours of [-1, 61, 2.5, 'x', null]) {
      expect(validateReport({ ...good, hours })).toEqual({ ok: false, errors: { hours: INTERNSHIP_MESSAGES.hoursInvalid } });
    }
  });

  it('links: https only, at most five', () => {
    expect(isHttpsLink('https://demo.example.com/x?y=1')).toBe(true);
    for (const bad of [
      'http://github.com/a',
      'javascript:alert(1)',
      'https://user:pw@github.com',
      'https://localhost',
      'https://a.b/\u202e',
    ]) {
      expect(isHttpsLink(bad), bad).toBe(false);
    }
    const six = Array.from({ length: 6 }, (_, i) => `https://github.com/a/${i}`);
    expect(validateReport({ ...good, links: six })).toEqual({ ok: false, errors: { links: INTERNSHIP_MESSAGES.linksInvalid } });
  });

  it('texts: required, limited, clean', () => {
    expect(validateReport({ ...good, done: 'short', next: ' ' })).toEqual({
      ok: false,
      errors: { done: INTERNSHIP_MESSAGES.doneRequired, next: INTERNSHIP_MESSAGES.nextRequired },
    });
    expect(validateReport({ ...good, next: 'x'.repeat(4001), blockers: 'y'.repeat(2001) })).toEqual({
      ok: false,
      errors: { next: INTERNSHIP_MESSAGES.textTooLong, blockers: INTERNSHIP_MESSAGES.blockersTooLong },
    });
    expect(validateReport({ ...good, done: 'Built the login form\u202e and its tests.' })).toEqual({
      ok: false,
      errors: { done: INTERNSHIP_MESSAGES.textNotClean },
    });
  });
});

describe('evaluation', () => {
  it('four criteria, five described levels each', () => {
    expect(EVALUATION_CRITERIA.map((c) => c.key)).toEqual(['technicalSkill', 'delivery', 'communication', 'initiative']);
    for (const c of EVALUATION_CRITERIA) expect(c.levels).toHaveLength(5);
  });

  it('the score is the mean to one decimal, halves up', () => {
    expect(evaluationScore({ technicalSkill: 5, delivery: 5, communication: 5, initiative: 5 })).toBe(5);
    expect(evaluationScore({ technicalSkill: 4, delivery: 3, communication: 3, initiative: 3 })).toBe(3.3); // 3.25
    expect(evaluationScore({ technicalSkill: 4, delivery: 4, communication: 4, initiative: 3 })).toBe(3.8); // 3.75
    expect(evaluationScore({ technicalSkill: 1, delivery: 1, communication: 1, initiative: 2 })).toBe(1.3); // 1.25
  });

  it('every criterion needs a whole level from 1 to 5', () => {
    expect(areValidScores({ technicalSkill: 1, delivery: 5, communication: 3, initiative: 2 })).toBe(true);
    expect(areValidScores({ technicalSkill: 0, delivery: 5, communication: 3, initiative: 2 })).toBe(false);
    expect(areValidScores({ technicalSkill: 4.5, delivery: 5, communication: 3, initiative: 2 })).toBe(false);
    expect(areValidScores({ technicalSkill: 4, delivery: 5, communication: 3 })).toBe(false);
  });
});

describe('stipend tiers', () => {
  const tiers: StipendTier[] = [
    { minScore: 4.5, allOnTime: true, amountMinor: 1_000_000 },
    { minScore: 3.5, allOnTime: false, amountMinor: 500_000 },
  ];
  it('picks the highest tier met, at and around each line', () => {
    expect(stipendTier(tiers, { score: 4.5, allOnTime: true })?.amountMinor).toBe(1_000_000);
    expect(stipendTier(tiers, { score: 4.4, allOnTime: true })?.amountMinor).toBe(500_000);
    expect(stipendTier(tiers, { score: 5, allOnTime: false })?.amountMinor).toBe(500_000);
    expect(stipendTier(tiers, { score: 3.5, allOnTime: false })?.amountMinor).toBe(500_000);
    expect(stipendTier(tiers, { score: 3.4, allOnTime: true })).toBeNull();
    expect(stipendTier(tiers, { score: null, allOnTime: true })).toBeNull();
    expect(stipendTier([], { score: 5, allOnTime: true })).toBeNull();
  });

  it('reads as published', () => {
    expect(stipendTierLabel(tiers[0]!)).toBe('score ≥ 4.5 and all reports on time → ₹10,000.00');
    expect(stipendTierLabel(tiers[1]!)).toBe('score ≥ 3.5 → ₹5,000.00');
  });
});
