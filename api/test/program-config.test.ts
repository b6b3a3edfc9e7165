/** The program's settings: the seat baseline and the letter worker. */
import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { ConfigError, loadConfig } from '../src/config.ts';

const quiet = { warn: () => undefined };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, quiet);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('program configuration', () => {
  it('takes PROGRAM_TODAY as the day of the date rules (a demo or test day), `today` or nothing as the real date, never in production', () => {
    expect(loadConfig({ PROGRAM_TODAY: '2025-11-20' }, quiet).programToday).toBe('2025-11-20');
    expect(loadConfig({ PROGRAM_TODAY: 'today' }, quiet).programToday).toBeNull();
    expect(loadConfig({}, quiet).programToday).toBeNull();
    expect(problems({ PROGRAM_TODAY: '20 Nov' }).join()).toMatch(/PROGRAM_TODAY/);
    expect(problems({ NODE_ENV: 'production', PROGRAM_TODAY: '2025-11-20' })).toContain(
      'PROGRAM_TODAY sets the program calendar for tests and demos; it must not be set in production',
    );
  });

  it('defaults to the SPEC table (179 filled) and a worker polling every 30 s', () => {
    const c = loadConfig({}, quiet);
    expect(c.seatBaseline).toEqual(Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, s.filled])));
    expect(Object.values(c.seatBaseline).reduce((a, b) => a + b, 0)).toBe(179);
    expect(c.letterWorker).toBe(true);
    expect(c.letterWorkerPollMs).toBe(30_000);
  });

  it('takes baseline overrides per specialization', () => {
    const c = loadConfig(
      { SEATS_FILLED_BASELINE: 'Data Science=0, Web Hosting on Cloud=10', LETTER_WORKER: 'off', LETTER_WORKER_POLL_SECONDS: '5' },
      quiet,
    );
    expect(c.seatBaseline).toMatchObject({ 'Data Science': 0, 'Web Hosting on Cloud': 10, 'Artificial Intelligence': 42 });
    expect(c.letterWorker).toBe(false);
    expect(c.letterWorkerPollMs).toBe(5000);
  });

  it('names a bad baseline entry and a bad worker setting', () => {
    for (const entry of ['Quantum=3', 'Data Science=51', 'Data Science=-1', 'Data Science', 'Data Science=two']) {
      expect(problems({ SEATS_FILLED_BASELINE: entry }), entry).toEqual([
        `SEATS_FILLED_BASELINE must be a comma-separated list of "Specialization=count" with a known specialization and 0 to its seats (bad entry: "${entry}")`,
      ]);
    }
    expect(problems({ LETTER_WORKER: 'maybe' })).toEqual(['LETTER_WORKER must be on or off']);
    expect(problems({ LETTER_WORKER_POLL_SECONDS: '0' })).toEqual([
      'LETTER_WORKER_POLL_SECONDS must be a whole number of seconds from 1 to 3600',
    ]);
  });
});
