/**
 * The browser tests' clock: with PROGRAM_CLOCK_HEADER on, a request carrying `x-program-today`
 * (a real calendar day) stands on that day, and only that request; with it off the header changes
 * nothing; production refuses the setting.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config.ts';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { adminWithSignature } from './helpers/program.ts';
import { trainedStudent } from './helpers/training-batch.ts';

// During the first cohort's training (Nov 1–30, 2025): no training certificate yet.
const ctx = useTestApp({ config: { programToday: '2025-11-20', programClockHeader: true } });
const AFTER_TRAINING = { 'x-program-today': '2025-12-01' };

const calendarToday = async (app: App, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/public/program', headers })).json<{ calendarToday: string | null }>().calendarToday;

const preflightAllows = async (app: App) =>
  String(
    (
      await app.inject({
        method: 'OPTIONS',
        url: '/admin/api/certificates',
        headers: {
          origin: DEFAULT_CORS_ORIGINS[0]!,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-program-today',
        },
      })
    ).headers['access-control-allow-headers'],
  ).toLowerCase();

describe('the program clock header', () => {
  it("moves only the request that carries it: its day is the calendar's today, a certificate is earned on it", async () => {
    expect(await calendarToday(ctx.app)).toBe('2025-11-20');
    expect(await calendarToday(ctx.app, AFTER_TRAINING)).toBe('2025-12-01');
    expect(await calendarToday(ctx.app)).toBe('2025-11-20');

    const admin = await adminWithSignature(ctx.app);
    const student = await trainedStudent(ctx.app);
    const issue = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/admin/api/certificates',
        headers: { ...admin.headers, ...headers },
        payload: { userId: student.id, type: 'TRAINING' },
      });
    expect((await issue()).json()).toMatchObject({
      statusCode: 409,
      message: 'The training has not ended: its last session ends on 28 Nov 2025, 20:30 IST.',
    });
    const issued = await issue(AFTER_TRAINING);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().issuedAt.slice(0, 10)).toBe('2025-12-01');
  });

  it('refuses a day that is not a real calendar day, and lets the front ends send the header', async () => {
    for (const day of ['2025-02-30', '5 Dec 2025', '2025-12-05T00:00:00Z']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/public/program', headers: { 'x-program-today': day } });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message).toBe('x-program-today must be a real calendar day written YYYY-MM-DD.');
    }
    expect(await preflightAllows(ctx.app)).toContain('x-program-today');
  });

  it('is ignored when the setting is off (the default), and CORS does not allow it', async () => {
    expect(loadConfig({}, { warn: () => undefined }).programClockHeader).toBe(false);
    const off = await createTestApp({
      config: { programToday: '2025-11-20', programClockHeader: false, mongodbDb: ctx.app.config.mongodbDb },
    });
    try {
      expect(await calendarToday(off, AFTER_TRAINING)).toBe('2025-11-20');
      expect(await calendarToday(off, { 'x-program-today': 'not a day' })).toBe('2025-11-20');
      expect(await preflightAllows(off)).not.toContain('x-program-today');
    } finally {
      await off.close();
    }
  });

  it('is refused in production and must be on or off', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, { warn: () => undefined });
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      return [];
    };
    expect(problems({ NODE_ENV: 'production', PROGRAM_CLOCK_HEADER: 'on' })).toContain(
      'PROGRAM_CLOCK_HEADER lets a request set the program calendar, for tests only; it must not be on in production',
    );
    expect(problems({ PROGRAM_CLOCK_HEADER: 'yes' })).toEqual(['PROGRAM_CLOCK_HEADER must be on or off']);
    expect(loadConfig({ PROGRAM_CLOCK_HEADER: 'on' }, { warn: () => undefined }).programClockHeader).toBe(true);
  });
});
