/** The program's calendar and seats: the day taken as today, and the seats filled before the portal. */
import { Type, type Static } from 'typebox';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { list, type ConfigContext, type ConfigHints } from './area.ts';

export const PROGRAM_SETTINGS = Type.Object({
  SEATS_FILLED_BASELINE: Type.String({
    description:
      'Seats of each specialization already taken before any student finalized, as `Name=count` entries (e.g. `Data Science=40,Web Hosting on Cloud=0`). Empty: the SPEC table (179 of 250)',
    default: '',
  }),
  PROGRAM_TODAY: Type.Optional(
    Type.String({
      description:
        'The day the program calendar takes as today (`YYYY-MM-DD`, or `today`), for tests only (the browser tests run on 2025-10-20; every screen then says so); refused in production. Unset: the real date, as `npm start` runs',
      pattern: '^(\\d{4}-\\d{2}-\\d{2}|today)$',
    }),
  ),
  PROGRAM_CLOCK_HEADER: Type.Enum(['on', 'off'], {
    description:
      '`on`: a request may carry `x-program-today: YYYY-MM-DD` (a real calendar day), and the program calendar takes that day as today for that request only (the browser tests move one request past the training); refused in production',
    default: 'off',
  }),
});

export const PROGRAM_HINTS: ConfigHints<typeof PROGRAM_SETTINGS> = {
  PROGRAM_CLOCK_HEADER: 'PROGRAM_CLOCK_HEADER must be on or off',
};

export function programConfig(env: Static<typeof PROGRAM_SETTINGS>, { production, problems }: ConfigContext) {
  const rawToday = env.PROGRAM_TODAY ?? 'today';
  const programToday = rawToday === 'today' ? null : rawToday;
  if (programToday && production)
    problems.push('PROGRAM_TODAY sets the program calendar for tests and demos; it must not be set in production');
  const programClockHeader = env.PROGRAM_CLOCK_HEADER === 'on';
  if (programClockHeader && production)
    problems.push('PROGRAM_CLOCK_HEADER lets a request set the program calendar, for tests only; it must not be on in production');
  return {
    /** Seats filled per specialization before any finalized selection (SEATS_FILLED_BASELINE). */
    seatBaseline: seatBaseline(env.SEATS_FILLED_BASELINE, problems),
    /**
     * PROGRAM_TODAY (YYYY-MM-DD, or `today`; a date is refused in production): the day the program's
     * date rules take as today (start dates passed, enrolment open), so tests can stand on a
     * cohort's calendar. null: the real date.
     */
    programToday,
    /** PROGRAM_CLOCK_HEADER=on (refused in production): a request's `x-program-today` day is its today (plugins/program-clock.ts). */
    programClockHeader,
  };
}

/**
 * Seats filled before the portal counted any selection: the SPEC table's numbers (179 of 250),
 * each replaceable with "Name=count" entries, e.g. "Data Science=40,Web Hosting on Cloud=0".
 */
function seatBaseline(raw: string, problems: string[]): Record<string, number> {
  const baseline = Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, s.filled]));
  for (const entry of list(raw)) {
    const [name = '', count = ''] = entry.split('=').map((part) => part.trim());
    const spec = SPECIALIZATIONS.find((s) => s.name === name);
    const filled = /^\d+$/.test(count) ? Number(count) : NaN;
    if (!spec || !(filled <= spec.seats)) {
      problems.push(
        `SEATS_FILLED_BASELINE must be a comma-separated list of "Specialization=count" with a known specialization and 0 to its seats (bad entry: "${entry}")`,
      );
      continue;
    }
    baseline[spec.name] = filled;
  }
  return baseline;
}
