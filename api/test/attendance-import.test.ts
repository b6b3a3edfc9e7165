/**
 * A meeting platform's participant report marks a session: Zoom's export (with its meeting summary,
 * rejoins on several rows, a guest, an address no student has) and Google Meet's attendance report,
 * read from real-shaped files; other headers are refused naming the columns; importing the same
 * file again changes nothing; an admin's mark outranks the report, which outranks the join.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_REPORT_MESSAGE } from '@portal/domain/attendance-report';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { batchStudent, fixture, recordMarks, REPORT_STUDENTS, trainingBatch } from './helpers/training-batch.ts';

// Nov 20, 2025: the batch's first session (Nov 3) and the report's day are past and final.
const ctx = useTestApp({ config: { programToday: '2025-11-20' } });

const importReport = (admin: SignedInUser, sessionId: string, csv: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/admin/api/training/sessions/${sessionId}/attendance-report`,
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

async function cellsOf(admin: SignedInUser, batch: Awaited<ReturnType<typeof trainingBatch>>, sessionId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/admin/api/training/attendance?cohortId=${batch.cohortId}&specialization=${encodeURIComponent(batch.specialization)}&size=250`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const grid = res.json() as {
    sessions: { id: string }[];
    rows: { email: string; cells: { mark: string | null; source: string | null; minutes: number | null }[] }[];
  };
  const column = grid.sessions.findIndex((s) => s.id === sessionId);
  return new Map(grid.rows.map((r) => [r.email, r.cells[column]!]));
}

describe('attendance report import', () => {
  it("marks a session from Zoom's participants export, and a second import of the same file changes nothing", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    for (const email of REPORT_STUDENTS) await batchStudent(ctx.app, email);
    const batch = await trainingBatch(ctx.app);
    const first = batch.sessions[0]!;

    const imported = await importReport(admin, first.id, fixture('zoom-participants.csv'));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      format: 'ZOOM',
      rows: 8,
      matched: 4,
      marked: 4,
      unmatchedEmails: ['trainer@example.com', 'someone.else@example.com'],
      duplicateEmails: ['vikram.singh@example.com'],
      guests: 1,
    });
    const cells = await cellsOf(admin, batch, first.id);
    expect(cells.get('asha.rao@example.com')).toMatchObject({ mark: 'PRESENT', source: 'REPORT', minutes: 124 });
    // 37 + 78 minutes over two rows (a rejoin), first joined 18:29.
    expect(cells.get('vikram.singh@example.com')).toMatchObject({ mark: 'PRESENT', source: 'REPORT', minutes: 115 });
    // Joined at 18:52, more than 10 minutes late, but stayed 98 minutes of 120.
    expect(cells.get('meera.iyer@example.com')).toMatchObject({ mark: 'LATE', source: 'REPORT', minutes: 98 });
    // 49 minutes: below half of the session.
    expect(cells.get('rahul.verma@example.com')).toMatchObject({ mark: 'ABSENT', source: 'REPORT', minutes: 49 });

    const again = await importReport(admin, first.id, fixture('zoom-participants.csv'));
    expect(again.json()).toMatchObject({ matched: 4, marked: 0 });
    // The export without the meeting summary reads the same; only the changed rows are written.
    const plain = await importReport(admin, first.id, fixture('zoom-participants-plain.csv'));
    expect(plain.json()).toMatchObject({ format: 'ZOOM', rows: 2, matched: 2, marked: 1, unmatchedEmails: [], guests: 0 });
    expect((await cellsOf(admin, batch, first.id)).get('rahul.verma@example.com')).toMatchObject({ mark: 'PRESENT', minutes: 109 });
  });

  it("marks a session from Google Meet's attendance report", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const second = batch.sessions[1]!;
    // The Meet fixture's clock times are read on the session's own India-time day (Nov 4).
    const imported = await importReport(admin, second.id, fixture('meet-attendance.csv'));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      format: 'GOOGLE_MEET',
      rows: 5,
      matched: 4,
      marked: 4,
      unmatchedEmails: ['someone.else@example.com'],
      duplicateEmails: [],
      guests: 0,
    });
    const cells = await cellsOf(admin, batch, second.id);
    expect([...REPORT_STUDENTS].map((e) => cells.get(e)?.mark)).toEqual(['PRESENT', 'PRESENT', 'LATE', 'ABSENT']);
  });

  it('refuses a file with other headers, naming the expected columns, and writes nothing', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const third = batch.sessions[2]!;
    const refused = await importReport(admin, third.id, fixture('wrong-headers.csv'));
    expect(refused.json()).toMatchObject({ statusCode: 400, message: UNKNOWN_REPORT_MESSAGE });
    expect(UNKNOWN_REPORT_MESSAGE).toContain('Name (original name), User email, Join time, Leave time, Duration (minutes), Guest');
    // One bad row anywhere: nothing of the file is imported.
    const broken = fixture('meet-attendance.csv').replace('45 min', 'most of it');
    expect((await importReport(admin, third.id, broken)).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Line 5'),
    });
    expect(await ctx.app.models.AttendanceRecord.countDocuments({ sessionId: third.id, reportMark: { $ne: null } })).toBe(0);
    expect((await importReport(admin, '0123456789abcdef01234567', fixture('meet-attendance.csv'))).json()).toMatchObject({
      statusCode: 404,
      message: 'Session not found.',
    });
    const noType = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/training/sessions/${third.id}/attendance-report`,
      headers: { ...admin.headers, 'content-type': 'application/octet-stream' },
      payload: fixture('meet-attendance.csv'),
    });
    expect(noType.statusCode).toBe(415);
  });

  it('counts the strongest source: an admin over the report, the report over the join', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const fourth = batch.sessions[3]!;
    const student = await ctx.app.models.User.findOne({ email: 'rahul.verma@example.com' }).lean();
    const rahul = { id: String(student!._id) } as SignedInUser;
    await recordMarks(ctx.app, rahul, [fourth.id], 'joinMark', 'PRESENT');
    expect((await cellsOf(admin, batch, fourth.id)).get('rahul.verma@example.com')).toMatchObject({ mark: 'PRESENT', source: 'JOIN' });

    // The Zoom file is Nov 3's, but its minutes are what counts: 49 of 120 is ABSENT.
    await importReport(admin, fourth.id, fixture('zoom-participants.csv'));
    expect((await cellsOf(admin, batch, fourth.id)).get('rahul.verma@example.com')).toMatchObject({ mark: 'ABSENT', source: 'REPORT' });

    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/api/training/attendance/${fourth.id}/${rahul.id}`,
      headers: admin.headers,
      payload: { mark: 'EXCUSED', reason: 'Power cut in his area; he watched the recording.' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      mark: 'EXCUSED',
      source: 'ADMIN',
      reason: 'Power cut in his area; he watched the recording.',
      minutes: 49,
    });
    const reimported = await importReport(admin, fourth.id, fixture('meet-attendance.csv'));
    // Vikram's 115 PRESENT minutes are the same in both reports: three records change.
    expect(reimported.json()).toMatchObject({ matched: 4, marked: 3 });
    expect((await cellsOf(admin, batch, fourth.id)).get('rahul.verma@example.com')).toMatchObject({ mark: 'EXCUSED', source: 'ADMIN' });
  });

  it('keeps the import to admins', async () => {
    const batch = await trainingBatch(ctx.app);
    const student = await batchStudent(ctx.app);
    const ca = await signInAs(ctx.app, 'CA');
    expect((await importReport(student, batch.sessions[0]!.id, fixture('zoom-participants.csv'))).statusCode).toBe(403);
    expect((await importReport(ca, batch.sessions[0]!.id, fixture('zoom-participants.csv'))).statusCode).toBe(403);
  });
});
