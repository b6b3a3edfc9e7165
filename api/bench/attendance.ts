/**
 * `npm run bench:attendance`: figures for the live training, printed, never asserted.
 *  1. The admin's attendance grid of a batch of BENCH_STUDENTS students × the first cohort's 20
 *     sessions (every record marked), one page of 50 and all students on one page, and the
 *     database operations of one call.
 *  2. The import of a Zoom participants export of two rows (a rejoin) per student: the first
 *     import and the same file again (nothing to write).
 *  3. The database operations of the student's training page beyond those of GET /me.
 *  4. The grid on screen: in Chromium, from the navigation to /admin/training/attendance until its
 *     first page of students is visible, cold and again with the scripts cached (BENCH_RUNS each,
 *     default 5), against the production build of the front ends (`npm run build` first; skipped
 *     without it), served on the ports shifted by BENCH_PORT_OFFSET (default 250), this API on
 *     that offset's API port.
 * Starts the embedded database and the mail inbox in temporary places unless MONGODB_URI / SMTP_URL are set.
 */
import type net from 'node:net';
import type { Types } from 'mongoose';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { frontEndOrigins } from '@portal/stack/origins';
import { portsFor } from '@portal/stack/ports';
import type { App } from '../src/app.ts';
import { createSession } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import { operations } from '../test/helpers/db-operations.ts';
import { verifyId } from '../test/helpers/program.ts';
import { runBench, withBenchStack } from './lib/bench-stack.ts';
import { summary, timed } from './lib/figures.ts';
import { missingBuilds, timesOnScreen, withFrontEnds, type BrowserSession } from './lib/on-screen.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 250);
const SPECIALIZATION = 'Data Science';
const MARKS = ['PRESENT', 'PRESENT', 'PRESENT', 'LATE', 'ABSENT'] as const;
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 250);
const BROWSER_RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The students the grid's first page shows (mfe-admin's ATTENDANCE_PAGE_SIZE). */
const GRID_PAGE_ROWS = 50;
// The front ends served for the browser timing call this API from their origins.
process.env.CORS_ORIGINS = frontEndOrigins(OFFSET).join(',');

async function sessionOf(app: App, userId: Types.ObjectId, role: 'ADMIN' | 'STUDENT'): Promise<BrowserSession> {
  const { sid, refreshToken } = await createSession(app.models, userId, 'bench');
  return { accessToken: app.jwt.sign({ sub: String(userId), role, sid }), refreshToken };
}

const bearer = (session: BrowserSession) => ({ authorization: `Bearer ${session.accessToken}` });

/** The batch: students with finalized selections, the sessions generated, every record marked by a join. */
async function seedBatch(app: App) {
  const cohort = await app.cohorts.ofStudent({ cohortId: null });
  await app.training.generate(null, String(cohort._id), SPECIALIZATION);
  const sessions = await app.training.batchSessions(cohort._id, SPECIALIZATION);
  const students = await app.models.User.insertMany(
    Array.from({ length: STUDENTS }, (_, i) => ({
      email: `trainee${i}@example.com`,
      name: `Trainee ${String(i).padStart(3, '0')}`,
      role: 'STUDENT',
      studentId: `CP97-${String(i).padStart(6, '0')}`,
      phone: '+919876543210',
      country: 'India',
      state: 'Karnataka',
      idVerified: true,
      feeVerified: true,
      feePaid: true,
    })),
  );
  await app.models.SpecializationSelection.insertMany(
    students.map((s, i) => ({
      userId: s._id,
      cohortId: cohort._id,
      specialization: SPECIALIZATION,
      seatNumber: 100_000 + i,
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
      finalizedAt: new Date(),
    })),
  );
  await app.models.AttendanceRecord.insertMany(
    students.flatMap((s, i) =>
      sessions.map((session, n) => ({
        sessionId: session._id,
        userId: s._id,
        cohortId: cohort._id,
        specialization: SPECIALIZATION,
        firstJoinedAt: session.startsAt,
        joinCount: 1,
        joinMark: MARKS[(i + n) % MARKS.length],
      })),
    ),
  );
  return { cohort, sessions, students };
}

/** Zoom's export with its meeting summary: two rows per student (left and rejoined). */
function zoomReport(emails: readonly string[]): string {
  const rows = emails.flatMap((email, i) => [
    `Trainee ${i},${email},11/03/2025 06:29:00 PM,11/03/2025 07:15:00 PM,46,No,Y`,
    `Trainee ${i},${email},11/03/2025 07:20:00 PM,11/03/2025 08:30:00 PM,70,No,Y`,
  ]);
  return [
    'Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
    `812 3456 7890,Live session 1,11/03/2025 06:25:00 PM,11/03/2025 08:32:00 PM,trainer@example.com,127,${emails.length + 1}`,
    '',
    'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent',
    ...rows,
  ].join('\r\n');
}

runBench(() =>
  withBenchStack(async (app) => {
    await app.listen({ host: 'localhost', port: portsFor(OFFSET).api });
    const { port } = app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { user: admin } = await ensureUser(app.models, 'bench-admin@example.com', 'ADMIN');
    const adminSession = await sessionOf(app, admin._id, 'ADMIN');
    const adminHeaders = bearer(adminSession);

    const { cohort, sessions, students } = await seedBatch(app);
    const sizes = async () =>
      `${await app.models.User.countDocuments()} users, ${await app.models.TrainingSession.countDocuments()} sessions, ${await app.models.AttendanceRecord.countDocuments()} attendance records`;
    console.log(`${STUDENTS} students × ${sessions.length} sessions: ${await sizes()}\n`);

    const batchQuery = `cohortId=${String(cohort._id)}&specialization=${encodeURIComponent(SPECIALIZATION)}`;
    const gridUrl = (query: string) => `${base}/admin/api/training/attendance?${batchQuery}&${query}`;
    const grid = async (query: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 10; i++) {
        const [ms, res] = await timed(() => fetch(gridUrl(query), { headers: adminHeaders }));
        if (res.status !== 200) throw new Error(`the grid answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        samples.push(ms);
      }
      return samples;
    };
    await grid('size=50'); // warm the validators, serializers and the database's pages
    console.log(summary(`grid, page of 50 of ${STUDENTS} students`, await grid('size=50')));
    console.log(summary(`grid, all ${STUDENTS} students on one page`, await grid(`size=${STUDENTS}`)));
    console.log(summary('grid, below the line only', await grid('below=true&size=50')));
    const gridOperations = await operations(async () => (await fetch(gridUrl('size=50'), { headers: adminHeaders })).arrayBuffer());
    console.log(`  the grid's ${gridOperations.length} database operations: ${gridOperations.join(', ')}`);

    const csv = zoomReport(students.map((s) => s.email));
    const importOnce = async () => {
      const [ms, res] = await timed(() =>
        fetch(`${base}/admin/api/training/sessions/${String(sessions[0]!._id)}/attendance-report`, {
          method: 'POST',
          headers: { ...adminHeaders, 'content-type': 'text/csv' },
          body: csv,
        }),
      );
      const body = (await res.json()) as { rows?: number; marked?: number; message?: string };
      if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${body.message}`);
      return { ms, body };
    };
    const first = await importOnce();
    const again = await importOnce();
    const line = (label: string, r: typeof first) =>
      `${label.padEnd(52)} ${r.ms.toFixed(0).padStart(5)} ms  (${r.body.rows} rows, ${r.body.marked} marked)`;
    console.log(line(`Zoom report import, ${csv.length.toLocaleString('en')} bytes`, first));
    console.log(line('  … the same file again', again));

    const student = students[0]!;
    await verifyId(app, String(student._id), student.email);
    const studentUser = await app.models.User.findById(student._id).lean();
    await app.privacy.consent(
      { id: String(student._id), email: student.email, role: 'STUDENT', ip: '127.0.0.1' },
      studentUser!,
      PRIVACY_NOTICE_VERSION,
      'bench',
    );
    const studentHeaders = bearer(await sessionOf(app, student._id, 'STUDENT'));
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers: studentHeaders });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    await get('/student/training');
    const me = await operations(() => get('/me'));
    const page = await operations(() => get('/student/training'));
    const [ms] = await timed(() => get('/student/training'));
    console.log(
      `\nthe student's training page: ${page.length} database operations, GET /me ${me.length}: ${page.length - me.length} beyond /me; ${ms.toFixed(0)} ms`,
    );
    console.log(`  /me: ${me.join(', ')}\n  /student/training: ${page.join(', ')}`);

    const missing = missingBuilds();
    if (missing.length) {
      console.log(`\nthe grid on screen: not timed, no production build of ${missing.join(', ')} (run \`npm run build\` first)`);
      return;
    }
    const rows = Math.min(GRID_PAGE_ROWS, STUDENTS);
    const onScreen = await withFrontEnds(OFFSET, (shellUrl) =>
      timesOnScreen(`${shellUrl}/admin/training/attendance?${batchQuery}`, adminSession, {
        selector: '[role="grid"] tbody tr',
        count: rows,
        runs: BROWSER_RUNS,
      }),
    );
    console.log(`\nthe grid on screen in Chromium, from the navigation to its ${rows} rows × ${sessions.length} sessions:`);
    console.log(summary('  cold (empty cache)', onScreen.cold));
    console.log(summary('  again (scripts cached)', onScreen.warm));
  }),
);
