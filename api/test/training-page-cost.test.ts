/**
 * The student's training page costs at most two database operations beyond its authentication
 * (GET /me's cost): the student's own selection, records and preference in one read, and the
 * training revision under which the batch's shared data (cohort, settings, sessions) is kept. Two
 * app instances on one database stand for two API workers: a schedule change made through one is
 * on the other's very next page. The admin's eligible list of training certificates reads a page's
 * attendance at once, however many students it lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentTrainingView } from '@portal/domain/views/training';
import { buildApp, type App } from '../src/app.ts';
import { readCacheRevisions } from '../src/models/cache-revision.ts';
import { createTestApp, destroyTestApp } from './helpers/app.ts';
import { operations } from './helpers/db-operations.ts';
import { signInAs } from './helpers/factories.ts';
import { get } from './helpers/program.ts';
import { batchStudent, recordMarks, trainedStudent, trainingBatch } from './helpers/training-batch.ts';

/** Operations beyond authentication the page may cost. */
const PAGE_OPERATIONS_BEYOND_ME = 2;

let a: App;
let b: App;

beforeAll(async () => {
  a = await createTestApp({ config: { programToday: '2025-11-12' } });
  b = await buildApp(a.config, { logger: false });
});
afterAll(async () => {
  await b?.close();
  await destroyTestApp(a);
});

describe("the student's training page", () => {
  it('costs at most two database operations beyond GET /me', async () => {
    const batch = await trainingBatch(a);
    const student = await batchStudent(a);
    await recordMarks(a, student, [batch.sessions[0]!.id], 'joinMark');
    const page = async () => {
      const res = await get(a, student, '/student/training');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StudentTrainingView;
    };
    await page(); // the first visit makes the calendar token
    const me = await operations(() => get(a, student, '/me'));
    const first = await operations(page);
    const again = await operations(page);
    const view = await page();
    expect(view.sessions).toHaveLength(batch.sessions.length);
    expect(view.attendance).toMatchObject({ attended: 1 });
    for (const sent of [first, again])
      expect(sent.length - me.length, `/me: ${me.join(', ')}\n/student/training: ${sent.join(', ')}`).toBeLessThanOrEqual(
        PAGE_OPERATIONS_BEYOND_ME,
      );
  });

  it("shows a change made through another worker on that worker's next page", async () => {
    const batch = await trainingBatch(a);
    const student = await batchStudent(b);
    const admin = await signInAs(a, 'ADMIN');
    const topicOnB = async () =>
      ((await get(b, student, '/student/training')).json() as StudentTrainingView).sessions.find((s) => s.id === batch.sessions.at(-1)!.id)
        ?.topic;
    expect(await topicOnB()).toBeNull();
    const edited = await a.inject({
      method: 'PATCH',
      url: `/admin/api/training/sessions/${batch.sessions.at(-1)!.id}`,
      headers: admin.headers,
      payload: { topic: 'Model evaluation' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await topicOnB()).toBe('Model evaluation');

    const saveSettings = async (sessionStartTime: string, attendanceMinPercent: number) => {
      const res = await a.inject({
        method: 'PUT',
        url: `/admin/api/training/settings/${batch.cohortId}`,
        headers: admin.headers,
        payload: { sessionStartTime, sessionMinutes: 120, holidays: [], attendanceMinPercent, presentSharePercent: 50 },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // A new time moves the sessions to come (one bulk write): the other worker shows it at once.
    await saveSettings('19:00', 80);
    const onB = (await get(b, student, '/student/training')).json() as StudentTrainingView;
    expect(onB.attendance.minPercent).toBe(80);
    expect(onB.sessions.at(-1)?.startsAt).toBe('2025-11-28T13:30:00.000Z');
    await saveSettings('18:30', 75);

    // Every way the sessions are written moves the revision, a bulk write too.
    const revision = async () => (await readCacheRevisions(a.models.CacheRevision)).training;
    const before = await revision();
    await a.models.TrainingSession.bulkWrite([
      { updateOne: { filter: { _id: batch.sessions[0]!.id }, update: { $set: { topic: 'Orientation' } } } },
    ]);
    expect(await revision()).toBeGreaterThan(before);
  });
});

describe("the eligible list's attendance", () => {
  it("is one read for the page's students, however many", async () => {
    const admin = await signInAs(a, 'ADMIN');
    const attendanceReads = async () => {
      const sent = await operations(async () => {
        const res = await a.inject({
          method: 'GET',
          url: '/admin/api/certificates/eligible?type=TRAINING&size=100',
          headers: admin.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      return sent.filter((op) => op.startsWith('attendance_records.') || op === 'specialization_selections.aggregate');
    };
    await trainedStudent(a, 10);
    expect(await attendanceReads()).toEqual(['specialization_selections.aggregate']);
    await Promise.all([trainedStudent(a, 12), trainedStudent(a, 15), trainedStudent(a, 20)]);
    expect(await attendanceReads()).toEqual(['specialization_selections.aggregate']);
  });
});
