/**
 * The program on the real date: an API started in development without PROGRAM_TODAY (as `npm
 * start` runs it) on a fresh database shows a demonstration cohort open for enrolment, made once
 * by two processes starting together and kept on a restart; the SPEC's November 2025 cohort stays
 * the first. Production starts with the first cohort only, and a test calendar makes none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { demonstrationCohort } from '@portal/domain/cohort';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { istDay } from '@portal/domain/calendar';
import type { ProgramView } from '@portal/domain/views/program';
import type { App } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { createTestApp, destroyTestApp } from './helpers/app.ts';

const apps: App[] = [];
async function started(config: Partial<AppConfig>): Promise<App> {
  const app = await createTestApp({ config });
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps.reverse()) await destroyTestApp(app).catch(() => undefined);
});

/** GET /public/program, asserting 200 (the body shows why otherwise). */
async function program(app: App): Promise<ProgramView> {
  const res = await app.inject({ method: 'GET', url: '/public/program' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProgramView;
}

describe('the demonstration cohort', () => {
  it('two API processes starting in development on the real date make one cohort open for enrolment, active; a restart keeps it', async () => {
    const database = { nodeEnv: 'development' as const, programToday: null, mongodbDb: `t_${randomBytes(6).toString('hex')}` };
    const [one, two] = await Promise.all([started(database), started(database)]);
    const today = istDay(new Date());
    const expected = demonstrationCohort(today);

    const view = await program(one);
    expect(view.calendarToday).toBeNull();
    expect(view.cohort).toMatchObject({
      name: expected.name,
      trainingStart: expected.trainingStart,
      internshipStartDates: expected.internshipStartDates,
      eventDate: expected.eventDate,
      enrolmentOpen: true,
    });
    expect(view.cohort.trainingStart > today).toBe(true);
    expect(new Date(`${view.cohort.trainingStart}T12:00:00Z`).getUTCDay()).toBe(1);
    expect((await program(two)).cohort.id).toBe(view.cohort.id);
    // Its live sessions are generated for every specialization, once though both processes made them.
    const sessions = await one.models.TrainingSession.find({ cohortId: view.cohort.id }).lean();
    const specializations = new Set(sessions.map((s) => s.specialization));
    expect(specializations.size).toBe(SPECIALIZATIONS.length);
    expect(new Set(sessions.map((s) => `${s.specialization} ${s.slotDay}`)).size).toBe(sessions.length);

    const restarted = await started(database);
    const cohorts = await restarted.models.Cohort.find({}).sort({ trainingStart: 1 }).lean();
    expect(cohorts.map((c) => c.name)).toEqual(['November 2025', expected.name]);
    expect(String(cohorts[0]!._id)).toBe(String(FIRST_COHORT_ID));
    expect((await program(restarted)).cohort.id).toBe(view.cohort.id);
  });

  it('production starts with the first cohort only', async () => {
    const app = await started({ nodeEnv: 'production', programToday: null });
    expect(await app.models.Cohort.countDocuments()).toBe(1);
    expect((await program(app)).cohort).toMatchObject({ id: String(FIRST_COHORT_ID), name: 'November 2025', enrolmentOpen: false });
  });

  it('a test calendar (PROGRAM_TODAY) makes none: the first cohort is active, and the calendar is named', async () => {
    const app = await started({ nodeEnv: 'development', programToday: '2025-10-20' });
    expect(await app.models.Cohort.countDocuments()).toBe(1);
    const view = await program(app);
    expect(view.calendarToday).toBe('2025-10-20');
    expect(view.cohort).toMatchObject({ name: 'November 2025', enrolmentOpen: true });
  });
});
