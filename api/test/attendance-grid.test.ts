/**
 * The admin's attendance grid: a batch's students × sessions with the mark that counts, paged by
 * student on the server, the below-the-line filter and each session's total; an admin's mark (a
 * final session's correction and EXCUSED need a reason; audited); the CSV export agrees with the
 * grid; a student cannot mark, a CA sees nothing.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '@portal/domain/attendance-report';
import type { AttendanceGrid } from '@portal/domain/views/training';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { batchStudent, recordMarks, trainingBatch } from './helpers/training-batch.ts';

// Nov 20, 2025 at noon India time: the first 13 sessions (Nov 3–19) are held and final; Nov 20's is today's.
const ctx = useTestApp({ config: { programToday: '2025-11-20' } });

type Batch = Awaited<ReturnType<typeof trainingBatch>>;
const gridUrl = (batch: Batch, extra = '') =>
  `/admin/api/training/attendance?cohortId=${batch.cohortId}&specialization=${encodeURIComponent(batch.specialization)}${extra}`;
const mark = (user: SignedInUser, sessionId: string, userId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/admin/api/training/attendance/${sessionId}/${userId}`, headers: user.headers, payload });

describe('attendance grid', () => {
  it('shows each student × session with summaries, pages by student, filters those below the line and totals each session', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const [steady, absent, third] = [await batchStudent(ctx.app), await batchStudent(ctx.app), await batchStudent(ctx.app)];
    const held = batch.sessions.slice(0, 13).map((s) => s.id);
    await recordMarks(ctx.app, steady, held, 'joinMark');
    await recordMarks(ctx.app, third, held.slice(0, 10), 'reportMark');
    await recordMarks(ctx.app, absent, held.slice(0, 2), 'joinMark', 'LATE');

    const res = await ctx.app.inject({ method: 'GET', url: gridUrl(batch, '&size=250'), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json() as AttendanceGrid;
    expect(grid.sessions).toHaveLength(20);
    expect(grid.sessions.filter((s) => s.held)).toHaveLength(13);
    expect(grid.sessions.map((s) => s.final)).toEqual([...Array(13).fill(true), ...Array(7).fill(false)]);
    expect(grid.settings).toMatchObject({ attendanceMinPercent: 75, presentSharePercent: 50 });
    const row = (u: SignedInUser) => grid.rows.find((r) => r.userId === u.id)!;
    expect(row(steady).summary).toMatchObject({ attended: 13, held: 13, total: 20, percent: 100 });
    expect(row(steady).cells[0]).toEqual({ sessionId: held[0], mark: 'PRESENT', source: 'JOIN', reason: null, minutes: null });
    expect(row(third).summary).toMatchObject({ attended: 10, held: 13, percent: 76 });
    expect(row(absent).summary).toMatchObject({ attended: 2, percent: 15, meetsLine: false, neededOfRemaining: null });
    expect(grid.sessions[0]!.present).toBe(3);
    expect(grid.sessions[12]!.present).toBe(1);

    const below = (
      await ctx.app.inject({ method: 'GET', url: gridUrl(batch, '&below=true&size=250'), headers: admin.headers })
    ).json() as AttendanceGrid;
    expect(below.rows.map((r) => r.userId)).toContain(absent.id);
    expect(below.rows.every((r) => !r.summary.meetsLine)).toBe(true);

    const paged = (
      await ctx.app.inject({ method: 'GET', url: gridUrl(batch, '&size=2&page=1'), headers: admin.headers })
    ).json() as AttendanceGrid;
    expect(paged).toMatchObject({ page: 1, size: 2, totalItems: grid.totalItems, totalPages: Math.ceil(grid.totalItems / 2) });
    expect(paged.rows.map((r) => r.userId)).toEqual(grid.rows.slice(2, 4).map((r) => r.userId));

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/training/attendance?cohortId=0123456789abcdef01234567&specialization=Data%20Science`,
      headers: admin.headers,
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: ATTENDANCE_MESSAGES.batchNotFound });
  });

  it("marks a cell; a final session's correction and EXCUSED need a reason; every admin mark is audited", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const student = await batchStudent(ctx.app);
    const [first] = batch.sessions;
    const today = batch.sessions[13]!;

    expect((await mark(admin, today.id, student.id, { mark: 'LATE' })).json()).toMatchObject({
      mark: 'LATE',
      source: 'ADMIN',
      reason: null,
    });
    expect((await mark(admin, today.id, student.id, { mark: 'EXCUSED' })).json()).toMatchObject({
      statusCode: 400,
      message: ATTENDANCE_MESSAGES.excusedNeedsReason,
    });
    expect((await mark(admin, first!.id, student.id, { mark: 'PRESENT' })).json()).toMatchObject({
      statusCode: 400,
      message: ATTENDANCE_MESSAGES.correctionNeedsReason,
    });
    const corrected = await mark(admin, first!.id, student.id, { mark: 'PRESENT', reason: 'Joined by phone; the host confirmed.' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ mark: 'PRESENT', source: 'ADMIN', reason: 'Joined by phone; the host confirmed.' });
    expect((await mark(admin, first!.id, student.id, { mark: 'GONE', reason: 'x' })).json()).toMatchObject({
      statusCode: 400,
      message: ATTENDANCE_MESSAGES.markInvalid,
    });
    expect((await mark(admin, '0123456789abcdef01234567', student.id, { mark: 'PRESENT' })).json()).toMatchObject({
      statusCode: 404,
      message: 'Session not found.',
    });
    const otherBatch = await batchStudent(ctx.app, undefined, 'Machine Learning');
    expect((await mark(admin, today.id, otherBatch.id, { mark: 'PRESENT' })).json()).toMatchObject({
      statusCode: 404,
      message: ATTENDANCE_MESSAGES.studentNotInBatch,
    });

    // A cancelled session has no attendance: neither a mark nor a report.
    const last = batch.sessions[19]!;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/training/sessions/${last.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'The trainer is unwell.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await mark(admin, last.id, student.id, { mark: 'PRESENT' })).json()).toMatchObject({
      statusCode: 409,
      message: ATTENDANCE_MESSAGES.sessionCancelled,
    });
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/training/sessions/${last.id}/attendance-report`,
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: 'First name,Last name,Email,Duration,Time joined,Time exited\n',
    });
    expect(report.json()).toMatchObject({ statusCode: 409, message: ATTENDANCE_MESSAGES.sessionCancelled });

    const audit = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: /^attendance\./ })
      .sort({ at: 1 })
      .lean();
    expect(audit.map((e) => e.action)).toEqual(['attendance.mark', 'attendance.correct']);
    expect(audit[1]).toMatchObject({
      actorEmail: admin.email,
      after: { sessionId: first!.id, mark: 'PRESENT', source: 'ADMIN', reason: 'Joined by phone; the host confirmed.' },
    });
  });

  it('exports the grid as CSV that agrees with it', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const batch = await trainingBatch(ctx.app);
    const tricky = await batchStudent(ctx.app);
    await ctx.app.models.User.updateOne({ _id: tricky.id }, { $set: { name: '=HYPERLINK("x")' } });
    await recordMarks(
      ctx.app,
      tricky,
      batch.sessions.slice(0, 3).map((s) => s.id),
      'joinMark',
    );

    const grid = (
      await ctx.app.inject({ method: 'GET', url: gridUrl(batch, '&size=250'), headers: admin.headers })
    ).json() as AttendanceGrid;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/training/attendance/export.csv?cohortId=${batch.cohortId}&specialization=${encodeURIComponent(batch.specialization)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Student ID',
      ...grid.sessions.map((s) => expect.stringMatching(new RegExp(`^Session ${s.number} `))),
      'Attended',
      'Held',
      'Percent',
    ]);
    expect(rows).toHaveLength(grid.totalItems);
    for (const [i, r] of grid.rows.entries()) {
      expect(rows[i]!.slice(3)).toEqual([
        ...r.cells.map((c) => c.mark ?? ''),
        String(r.summary.attended),
        String(r.summary.held),
        String(r.summary.percent),
      ]);
      expect(rows[i]![1]).toBe(r.email);
    }
    expect(rows.find((r) => r[1] === tricky.email)![0]).toBe(`'=HYPERLINK("x")`);
  });

  it('keeps the grid and marks to admins: a student cannot mark, a CA sees nothing', async () => {
    const batch = await trainingBatch(ctx.app);
    const student = await batchStudent(ctx.app);
    const ca = await signInAs(ctx.app, 'CA');
    expect((await mark(student, batch.sessions[13]!.id, student.id, { mark: 'PRESENT' })).statusCode).toBe(403);
    expect((await mark(ca, batch.sessions[13]!.id, student.id, { mark: 'PRESENT' })).statusCode).toBe(403);
    for (const user of [student, ca]) {
      expect((await ctx.app.inject({ method: 'GET', url: gridUrl(batch), headers: user.headers })).statusCode).toBe(403);
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/admin/api/training/attendance/export.csv?cohortId=${batch.cohortId}&specialization=Data%20Science`,
        headers: user.headers,
      });
      expect(csv.statusCode).toBe(403);
    }
  });
});
