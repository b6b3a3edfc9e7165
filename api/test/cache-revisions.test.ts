/**
 * The caches each API worker keeps under a revision stored in the database (models/cache-revision.ts):
 * two app instances on one database stand for two workers. A change made through one (a revoked
 * session, a new role, a journey fact) is answered by the other on its very next request; the public
 * answers (an admin's cohort, the active cohort, the event's registration, a seat taken or given back)
 * within PUBLIC_REVISION_REUSE_MS plus one read, and they carry a strong ETag and Cache-Control and
 * 304 a matching If-None-Match.
 */
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import type { CohortAdminView, ProgramView } from '@portal/domain/views/program';
import type { SeatsView } from '@portal/domain/views/seats';
import { buildApp, type App } from '../src/app.ts';
import { readCacheRevisions, type CacheRevisions } from '../src/models/cache-revision.ts';
import { freshReads } from '../src/plugins/cache-revisions.ts';
import { PUBLIC_REVISION_REUSE_MS } from '../src/features/public-cache/public-cache-service.ts';
import { bearer, createTestApp, destroyTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { SELECTION, studentAt } from './helpers/program.ts';

let a: App;
let b: App;

beforeAll(async () => {
  // After the first cohort's training began: the landing page names the next cohort once there is one.
  a = await createTestApp({ config: { programToday: '2026-11-24' } });
  b = await buildApp(a.config, { logger: false });
});
afterAll(async () => {
  await b?.close();
  await destroyTestApp(a);
});

const JANUARY: CohortFields = {
  ...FIRST_COHORT,
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  internshipStartDates: ['2027-02-01', '2027-02-08'],
  eventDate: '2027-03-12',
};

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const program = async (app: App) => (await get(app, '/public/program')).json() as ProgramView;
const seats = async (app: App) => (await get(app, '/public/seats')).json() as SeatsView;
const revisions = (): Promise<CacheRevisions> => readCacheRevisions(a.models.CacheRevision);

/** Time for one read of the revision and one request on a busy test machine, beyond the public bound. */
const READ_MS = 250;

/** Asks app B until `check` holds: it must within PUBLIC_REVISION_REUSE_MS (plus one read) of the change. */
async function seenByB<T>(read: (app: App) => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await read(b);
    const elapsed = performance.now() - started;
    if (check(value)) return value;
    if (elapsed > PUBLIC_REVISION_REUSE_MS + READ_MS)
      throw new Error(`the other worker still answered the old data after ${elapsed.toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs `change` through app A and expects it to move the public revision. */
async function publicChange<T>(change: () => Promise<T>): Promise<T> {
  const before = (await revisions()).public;
  const result = await change();
  expect((await revisions()).public).toBeGreaterThan(before);
  return result;
}

describe('the public answers under the public revision', () => {
  let admin: SignedInUser;
  let january: CohortAdminView;

  beforeAll(async () => {
    admin = await signInAs(a, 'ADMIN');
  });

  it('are sent with a strong ETag, the same from every worker, and Cache-Control; a matching If-None-Match gets 304 without a body', async () => {
    for (const [url, maxAge] of [
      ['/public/program', 30],
      ['/public/seats', 5],
    ] as const) {
      const first = await get(a, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe(`public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`);
      expect((await get(b, url)).headers.etag).toBe(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const cached = await get(b, url, { 'if-none-match': ifNoneMatch });
        expect(cached.statusCode, ifNoneMatch).toBe(304);
        expect(cached.body).toBe('');
        expect(cached.headers.etag).toBe(etag);
        expect(cached.headers['cache-control']).toBe(first.headers['cache-control']);
      }
      const other = await get(b, url, { 'if-none-match': '"not-this-one"' });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(first.json());
    }
  });

  it("show an admin's new cohort, its edit and its activation on the other worker within the public bound", async () => {
    expect((await program(b)).nextCohort).toBeNull();
    const etagBefore = String((await get(b, '/public/program')).headers.etag);

    const created = await publicChange(() =>
      a.inject({ method: 'POST', url: '/admin/api/cohorts', headers: admin.headers, payload: { ...JANUARY } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    january = created.json() as CohortAdminView;
    expect((await seenByB(program, (v) => v.nextCohort !== null)).nextCohort).toMatchObject({
      name: 'January 2027',
      trainingStart: '2027-01-04',
    });
    // The copy a browser held is no longer current.
    expect((await get(b, '/public/program', { 'if-none-match': etagBefore })).statusCode).toBe(200);

    const edited = await publicChange(() =>
      a.inject({
        method: 'PUT',
        url: `/admin/api/cohorts/${january.id}`,
        headers: admin.headers,
        payload: { ...JANUARY, name: 'January 2027 (weekday)' },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await seenByB(program, (v) => v.nextCohort?.name === 'January 2027 (weekday)');

    const activated = await publicChange(() =>
      a.inject({ method: 'POST', url: `/admin/api/cohorts/${january.id}/activate`, headers: admin.headers, payload: {} }),
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const view = await seenByB(program, (v) => v.cohort.id === january.id);
    expect(view.cohort).toMatchObject({ id: january.id, name: 'January 2027 (weekday)', enrolmentOpen: true });
    expect((await seats(b)).totals.filled).toBe(0);
  });

  it("show the event's registration opened and closed on the other worker within the public bound", async () => {
    const event = { startsAt: '2027-03-12T17:00:00+05:30', venue: 'Main Auditorium, Bengaluru' };
    expect((await program(b)).cohort.eventRegistrationOpen).toBe(false);
    const opened = await publicChange(() =>
      a.inject({ method: 'PUT', url: '/admin/api/event', headers: admin.headers, payload: { ...event, registrationOpen: true } }),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await seenByB(program, (v) => v.cohort.eventRegistrationOpen)).cohort).toMatchObject({ eventVenue: event.venue });

    const closed = await publicChange(() =>
      a.inject({ method: 'PUT', url: '/admin/api/event', headers: admin.headers, payload: { ...event, registrationOpen: false } }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    await seenByB(program, (v) => !v.cohort.eventRegistrationOpen);
  });

  it('show a seat taken by a finalized specialization, and given back, on the other worker within the public bound', async () => {
    const filled = (view: SeatsView) => view.specializations.find((s) => s.name === SELECTION.specialization)!.filled;
    const before = filled(await seats(b));
    const student = await studentWith(a, {
      feeVerified: true,
      feePaid: true,
      feeVerifiedAt: new Date(),
      cohortId: new Types.ObjectId(january.id),
    });
    const taken = await publicChange(() =>
      a.inject({
        method: 'POST',
        url: '/student/specialization',
        headers: student.headers,
        payload: { ...SELECTION, startDateCode: 'FEB01' },
      }),
    );
    expect(taken.statusCode, taken.body).toBe(200);
    await seenByB(seats, (v) => filled(v) === before + 1);

    // No route gives a seat back today; any removal of the selection document moves the revision all the same.
    await publicChange(() => a.models.SpecializationSelection.deleteOne({ userId: new Types.ObjectId(student.id) }));
    await seenByB(seats, (v) => filled(v) === before);
  });
});

describe('the signed-in checks under the auth and facts revisions', () => {
  it('refuse a session revoked through the other worker on the next request, and follow a new role at once', async () => {
    const student = await studentWith(a);
    expect((await get(b, '/me', bearer(student.accessToken))).statusCode).toBe(200);
    expect((await get(b, '/student/journey', bearer(student.accessToken))).statusCode).toBe(200);

    await a.models.User.updateOne({ _id: student.id }, { $set: { role: 'ADMIN' } });
    expect((await get(b, '/student/journey', bearer(student.accessToken))).statusCode).toBe(403);
    expect((await get(b, '/me', bearer(student.accessToken))).json().role).toBe('ADMIN');

    const logout = await a.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken: student.refreshToken } });
    expect(logout.statusCode).toBe(204);
    expect((await get(b, '/me', bearer(student.accessToken))).statusCode).toBe(401);
  });

  it('show a journey fact stored through the other worker on the next request', async () => {
    const student = await studentAt(a, 'fresh');
    const idStep = async () =>
      ((await get(b, '/student/journey', bearer(student.accessToken))).json() as { steps: { key: string; done: boolean }[] }).steps.find(
        (s) => s.key === 'id',
      )!.done;
    expect(await idStep()).toBe(false);
    await a.models.IdProof.create({
      userId: new Types.ObjectId(student.id),
      userEmail: student.email,
      activeKey: student.id,
      fileId: new Types.ObjectId().toHexString(),
      fileName: 'id.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
      uploadedAt: new Date(),
      status: 'VERIFIED',
    });
    expect(await idStep()).toBe(true);
  });
});

describe('freshReads', () => {
  it('with reuseForMs, answers a read started at most that long ago at once, and reads again after', async () => {
    let clock = 0;
    let reads = 0;
    const read = freshReads(async () => ++reads, { reuseForMs: 250, now: () => clock });
    expect(await read()).toBe(1);
    clock = 250;
    expect(await read()).toBe(1);
    clock = 251;
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });

  it('answers every caller with a read started after its call, sharing one read among the callers that wait', async () => {
    let started = 0;
    const pending: Array<(n: number) => void> = [];
    const read = freshReads(
      () =>
        new Promise<number>((resolve) => {
          started += 1;
          pending.push(resolve);
        }),
    );
    const first = read();
    // Called while the first read is out: these must not take its answer, and share the next read.
    const second = read();
    const third = read();
    expect(started).toBe(1);
    pending[0]!(1);
    expect(await first).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(2);
    pending[1]!(2);
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing out: a new caller starts its own read at once.
    const fourth = read();
    expect(started).toBe(3);
    pending[2]!(3);
    expect(await fourth).toBe(3);
  });
});
