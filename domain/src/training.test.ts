import { describe, expect, it } from 'vitest';
import {
  attendanceSummary,
  certificateAttendanceProblem,
  effectiveMark,
  followCalendar,
  generateSessionSlots,
  isHeld,
  joinWindow,
  markFromJoin,
  OUTSIDE_DATES_REASON,
  type AttendanceMark,
  type CalendarSession,
  type SessionTiming,
} from './training.ts';

const NOVEMBER = { trainingStart: '2025-11-01', trainingEnd: '2025-11-30' };
const EVENINGS = { holidays: [], sessionStartTime: '18:30', sessionMinutes: 120 };

/** n sessions on consecutive days from 1 Nov 2025, 13:00–15:00 UTC. */
function sessions(n: number): (SessionTiming & { id: string })[] {
  return Array.from({ length: n }, (_, i) => {
    const startsAt = new Date(Date.UTC(2025, 10, 1 + i, 13));
    return { id: `s${i + 1}`, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), status: 'SCHEDULED' as const };
  });
}

function marks(entries: [string, AttendanceMark][]): Map<string, AttendanceMark> {
  return new Map(entries);
}

describe('generating a batch calendar', () => {
  it('makes 20 weekday sessions in November 2025 at 18:30 India time, stored as 13:00 UTC', () => {
    const slots = generateSessionSlots(NOVEMBER, EVENINGS);
    expect(slots).toHaveLength(20);
    expect(slots[0]).toEqual({
      slotDay: '2025-11-03',
      number: 1,
      startsAt: new Date('2025-11-03T13:00:00Z'),
      endsAt: new Date('2025-11-03T15:00:00Z'),
    });
    expect(slots.at(-1)?.slotDay).toBe('2025-11-28');
    expect(slots.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(slots.every((s) => ![0, 6].includes(new Date(`${s.slotDay}T00:00:00Z`).getUTCDay()))).toBe(true);
  });

  it('leaves out the holidays and numbers the rest in order', () => {
    const slots = generateSessionSlots(NOVEMBER, { ...EVENINGS, holidays: ['2025-11-05', '2025-11-08'] });
    expect(slots).toHaveLength(19);
    expect(slots.map((s) => s.slotDay)).not.toContain('2025-11-05');
    expect(slots[2]).toMatchObject({ slotDay: '2025-11-06', number: 3 });
  });

  it('keeps an early-morning India time on its India day (the UTC day before)', () => {
    const [first] = generateSessionSlots(
      { trainingStart: '2025-11-03', trainingEnd: '2025-11-03' },
      { ...EVENINGS, sessionStartTime: '02:00' },
    );
    expect(first).toMatchObject({ slotDay: '2025-11-03', startsAt: new Date('2025-11-02T20:30:00Z') });
  });

  it('makes nothing of a bad time or an empty range', () => {
    expect(generateSessionSlots(NOVEMBER, { ...EVENINGS, sessionStartTime: '25:00' })).toEqual([]);
    expect(generateSessionSlots({ trainingStart: '2025-11-30', trainingEnd: '2025-11-01' }, EVENINGS)).toEqual([]);
  });
});

describe("following a change of the cohort's calendar", () => {
  /** The batch as generated with these settings, none changed by an admin. */
  const stored = (settings: Parameters<typeof generateSessionSlots>[1] = EVENINGS): CalendarSession[] =>
    generateSessionSlots(NOVEMBER, settings).map((slot) => ({
      ...slot,
      id: slot.slotDay,
      status: 'SCHEDULED' as const,
      holidayCancelled: false,
    }));
  const noon12Nov = new Date('2025-11-12T06:30:00Z');

  it('changes nothing when the settings are those it was generated with', () => {
    expect(followCalendar(NOVEMBER, EVENINGS, stored(), noon12Nov)).toEqual({ changed: [], added: [] });
  });

  it('moves only the sessions to come, and leaves those an admin cancelled or moved', () => {
    const batch = stored().map((s) =>
      s.slotDay === '2025-11-20'
        ? { ...s, status: 'CANCELLED' as const }
        : s.slotDay === '2025-11-21'
          ? { ...s, status: 'MOVED' as const }
          : s,
    );
    const { changed, added } = followCalendar(NOVEMBER, { ...EVENINGS, sessionStartTime: '19:00' }, batch, noon12Nov);
    expect(added).toEqual([]);
    expect(changed.map((c) => c.slotDay)).toEqual([
      '2025-11-12',
      '2025-11-13',
      '2025-11-14',
      '2025-11-17',
      '2025-11-18',
      '2025-11-19',
      '2025-11-24',
      '2025-11-25',
      '2025-11-26',
      '2025-11-27',
      '2025-11-28',
    ]);
    expect(changed[0]).toMatchObject({ startsAt: new Date('2025-11-12T13:30:00Z'), endsAt: new Date('2025-11-12T15:30:00Z'), number: 8 });
  });

  it('cancels a new holiday to come, brings it back when it is no longer one, and adds a day the calendar gains', () => {
    const { changed } = followCalendar(NOVEMBER, { ...EVENINGS, holidays: ['2025-11-05', '2025-11-14'] }, stored(), noon12Nov);
    expect(changed).toEqual([expect.objectContaining({ slotDay: '2025-11-14', status: 'CANCELLED', holidayCancelled: true, number: 10 })]);
    const cancelled = stored().map((s) =>
      s.slotDay === '2025-11-14' ? { ...s, status: 'CANCELLED' as const, holidayCancelled: true } : s,
    );
    expect(followCalendar(NOVEMBER, EVENINGS, cancelled, noon12Nov).changed).toEqual([
      expect.objectContaining({ slotDay: '2025-11-14', status: 'SCHEDULED', holidayCancelled: false }),
    ]);

    const withoutDay = stored({ ...EVENINGS, holidays: ['2025-11-14'] });
    const gained = followCalendar(NOVEMBER, EVENINGS, withoutDay, noon12Nov);
    expect(gained.added).toEqual([expect.objectContaining({ slotDay: '2025-11-14', number: 10 })]);
    expect(gained.changed.map((c) => [c.slotDay, c.number])).toEqual(
      withoutDay.filter((s) => s.slotDay > '2025-11-14').map((s) => [s.slotDay, s.number + 1]),
    );
  });
});

describe("following a change of the cohort's training dates", () => {
  const stored = (): CalendarSession[] =>
    generateSessionSlots(NOVEMBER, EVENINGS).map((slot) => ({
      ...slot,
      id: slot.slotDay,
      status: 'SCHEDULED' as const,
      holidayCancelled: false,
    }));

  it('cancels the sessions to come the dates leave out, never one that has started', () => {
    const noon26Nov = new Date('2025-11-26T06:30:00Z');
    const { changed, added } = followCalendar({ trainingStart: '2025-11-03', trainingEnd: '2025-11-25' }, EVENINGS, stored(), noon26Nov);
    expect(added).toEqual([]);
    expect(changed.map((c) => [c.slotDay, c.status, c.cancelReason])).toEqual([
      ['2025-11-26', 'CANCELLED', OUTSIDE_DATES_REASON],
      ['2025-11-27', 'CANCELLED', OUTSIDE_DATES_REASON],
      ['2025-11-28', 'CANCELLED', OUTSIDE_DATES_REASON],
    ]);
    expect(followCalendar({ trainingStart: '2025-11-17', trainingEnd: '2025-11-30' }, EVENINGS, stored(), noon26Nov).changed).toEqual([]);
  });
});

describe('a session in time', () => {
  const session: SessionTiming = sessions(1)[0]!;

  it('is held once ended, unless cancelled', () => {
    expect(isHeld(session, new Date('2025-11-01T14:59:59Z'))).toBe(false);
    expect(isHeld(session, new Date('2025-11-01T15:00:00Z'))).toBe(true);
    expect(isHeld({ ...session, status: 'CANCELLED' }, new Date('2025-12-01T00:00:00Z'))).toBe(false);
  });

  it('opens for joining 15 minutes before the start until the end', () => {
    expect(joinWindow(session)).toEqual({ opensAt: new Date('2025-11-01T12:45:00Z'), closesAt: new Date('2025-11-01T15:00:00Z') });
  });

  it('marks a join more than 10 minutes after the start LATE', () => {
    expect(markFromJoin(new Date('2025-11-01T12:50:00Z'), session)).toBe('PRESENT');
    expect(markFromJoin(new Date('2025-11-01T13:10:00Z'), session)).toBe('PRESENT');
    expect(markFromJoin(new Date('2025-11-01T13:10:01Z'), session)).toBe('LATE');
  });
});

describe('the mark that counts', () => {
  it('is the strongest source: admin, then the report, then the join', () => {
    expect(effectiveMark({ adminMark: 'EXCUSED', reportMark: 'ABSENT', joinMark: 'PRESENT' })).toEqual({
      mark: 'EXCUSED',
      source: 'ADMIN',
    });
    expect(effectiveMark({ adminMark: null, reportMark: 'ABSENT', joinMark: 'PRESENT' })).toEqual({ mark: 'ABSENT', source: 'REPORT' });
    expect(effectiveMark({ adminMark: null, reportMark: null, joinMark: 'LATE' })).toEqual({ mark: 'LATE', source: 'JOIN' });
    expect(effectiveMark({ adminMark: null, reportMark: null, joinMark: null })).toBeNull();
  });
});

describe('attendance over held sessions', () => {
  const all = sessions(20);
  const afterTen = new Date('2025-11-10T16:00:00Z');
  const afterAll = new Date('2025-12-01T00:00:00Z');

  it('counts PRESENT, LATE and EXCUSED among held sessions, rounding the percent down', () => {
    const summary = attendanceSummary(
      all,
      marks([
        ['s1', 'PRESENT'],
        ['s2', 'LATE'],
        ['s3', 'EXCUSED'],
        ['s4', 'ABSENT'],
        ['s5', 'PRESENT'],
        ['s6', 'PRESENT'],
        ['s15', 'PRESENT'],
      ]),
      75,
      afterTen,
    );
    expect(summary).toEqual({ attended: 5, held: 10, total: 20, percent: 50, minPercent: 75, meetsLine: false, neededOfRemaining: 10 });
  });

  it('says when the line can no longer be reached', () => {
    const summary = attendanceSummary(all, marks([]), 75, new Date('2025-11-16T00:00:00Z'));
    expect(summary).toMatchObject({ held: 15, attended: 0, neededOfRemaining: null });
  });

  it('leaves cancelled sessions out of every count', () => {
    const withCancelled = all.map((s, i) => (i < 5 ? { ...s, status: 'CANCELLED' as const } : s));
    const fifteen = Object.fromEntries(all.slice(5, 17).map((s) => [s.id, 'PRESENT' as const]));
    const summary = attendanceSummary(withCancelled, new Map(Object.entries(fifteen)), 75, afterAll);
    expect(summary).toMatchObject({ total: 15, held: 15, attended: 12, percent: 80, meetsLine: true, neededOfRemaining: 0 });
  });

  it('gives 0% before anything is held', () => {
    expect(attendanceSummary(all, marks([]), 75, new Date('2025-10-01T00:00:00Z'))).toMatchObject({
      held: 0,
      percent: 0,
      neededOfRemaining: 15,
    });
  });
});

describe('the training certificate line', () => {
  const all = sessions(20);
  const afterAll = new Date('2025-12-01T00:00:00Z');
  const attendedFirst = (n: number) => new Map(all.slice(0, n).map((s) => [s.id, 'PRESENT' as const]));

  it('refuses before the last session has ended', () => {
    const now = new Date('2025-11-20T14:00:00Z');
    const problem = certificateAttendanceProblem(attendanceSummary(all, attendedFirst(20), 75, now), all, now);
    expect(problem).toBe('The training has not ended: its last session ends on 20 Nov 2025, 20:30 IST.');
  });

  it('refuses below the line with the figure', () => {
    expect(certificateAttendanceProblem(attendanceSummary(all, attendedFirst(11), 75, afterAll), all, afterAll)).toBe(
      'attended 11 of 20 (55%); 75% needed',
    );
  });

  it('allows at the line', () => {
    expect(certificateAttendanceProblem(attendanceSummary(all, attendedFirst(15), 75, afterAll), all, afterAll)).toBeNull();
  });

  it('refuses a training with no sessions', () => {
    expect(certificateAttendanceProblem(attendanceSummary([], marks([]), 75, afterAll), [], afterAll)).toBe(
      'The training has no sessions yet.',
    );
  });
});
