/** A training batch for the attendance and certificate tests: the first cohort's sessions (Nov 3–28, 2025, 18:30 IST) and its students. */
import { readFileSync } from 'node:fs';
import { Types } from 'mongoose';
import type { App } from '../../src/app.ts';
import { createTestApp } from './app.ts';
import type { SignedInUser } from './factories.ts';
import { studentAt } from './program.ts';

export const BATCH_SPECIALIZATION = 'Data Science';

/** The report fixture's students (api/test/fixtures), in the batch; someone.else@example.com and trainer@example.com are not. */
export const REPORT_STUDENTS = [
  'asha.rao@example.com',
  'vikram.singh@example.com',
  'meera.iyer@example.com',
  'rahul.verma@example.com',
] as const;

export function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

/** The batch's cohort id and its sessions (generated once; calendar order). */
export async function trainingBatch(app: App, specialization = BATCH_SPECIALIZATION) {
  const cohort = await app.cohorts.ofStudent({ cohortId: null });
  await app.training.generate(null, String(cohort._id), specialization);
  const sessions = await app.training.batchSessions(cohort._id, specialization);
  return { cohortId: String(cohort._id), specialization, sessions: sessions.map((s) => ({ id: String(s._id), startsAt: s.startsAt })) };
}

/** A student whose finalized specialization places them in the batch. */
export function batchStudent(app: App, email?: string, specialization = BATCH_SPECIALIZATION): Promise<SignedInUser> {
  return studentAt(app, 'specialized', { specialization }, email);
}

/** Marks recorded straight on the records, as the join and the report record them (the tests' shortcut to a figure). */
export async function recordMarks(
  app: App,
  student: SignedInUser,
  sessionIds: readonly string[],
  field: 'joinMark' | 'reportMark',
  mark = 'PRESENT',
) {
  const userId = new Types.ObjectId(student.id);
  const cohort = await app.cohorts.ofStudent({ cohortId: null });
  for (const id of sessionIds) {
    await app.models.AttendanceRecord.updateOne(
      { sessionId: new Types.ObjectId(id), userId },
      { $set: { [field]: mark }, $setOnInsert: { cohortId: cohort._id, specialization: BATCH_SPECIALIZATION } },
      { upsert: true },
    );
  }
}

/** A student of the batch who attended `attended` of its 20 sessions (the first ones, joined through the portal). */
export async function trainedStudent(app: App, attended = 20): Promise<SignedInUser> {
  const student = await batchStudent(app);
  const batch = await trainingBatch(app);
  await recordMarks(
    app,
    student,
    batch.sessions.slice(0, attended).map((s) => s.id),
    'joinMark',
  );
  return student;
}

/** Runs `act` with an app on the same database whose program clock says `day` (PROGRAM_TODAY), then closes it. */
export async function onProgramDay<T>(app: App, day: string, act: (appThatDay: App) => Promise<T>): Promise<T> {
  const appThatDay = await createTestApp({ config: { programToday: day, mongodbDb: app.config.mongodbDb } });
  try {
    return await act(appThatDay);
  } finally {
    await appThatDay.close();
  }
}
