/**
 * Joining a live session through the portal: 302 to the meeting link inside the window with the
 * join recorded (PRESENT, or LATE after 10 minutes), and every refusal in words; two joins at once
 * keep one record. The program's now is 3 Nov 2025, 12:00 IST (06:30 UTC).
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { stepLockedMessage } from '@portal/domain/journey';
import type { AdminSessionView, BatchSessionsView, StudentTrainingView } from '@portal/domain/views/training';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp({ config: { programToday: '2025-11-03' } });
const COHORT = String(FIRST_COHORT_ID);
const LINK = 'https://meet.google.com/abc-defg-hij';

async function batchWithLink(specialization: string): Promise<AdminSessionView[]> {
  const admin = await signInAs(ctx.app, 'ADMIN');
  await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization });
  await post(ctx.app, admin, '/admin/api/training/sessions/meeting-link', { cohortId: COHORT, specialization, meetingUrl: LINK });
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/admin/api/training/sessions?cohortId=${COHORT}&specialization=${encodeURIComponent(specialization)}`,
    headers: admin.headers,
  });
  return (res.json() as BatchSessionsView).items;
}

/** Puts the session at these UTC times (the program's clock stays at 06:30 UTC). */
async function at(session: AdminSessionView, startsAt: string, endsAt: string) {
  await ctx.app.models.TrainingSession.updateOne({ _id: session.id }, { $set: { startsAt: new Date(startsAt), endsAt: new Date(endsAt) } });
}

const join = (student: SignedInUser, id: string) => get(ctx.app, student, `/student/training/sessions/${id}/join`);
const recordOf = (student: SignedInUser, session: AdminSessionView) =>
  ctx.app.models.AttendanceRecord.findOne({ userId: student.id, sessionId: session.id }).lean();

describe('joining a session', () => {
  it('answers 302 to the link inside the window and records the join, PRESENT or LATE', async () => {
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Data Science' });
    const [, onTime, late] = (await batchWithLink('Data Science')) as [AdminSessionView, AdminSessionView, AdminSessionView];
    await at(onTime, '2025-11-03T06:40:00Z', '2025-11-03T08:40:00Z');
    await at(late, '2025-11-03T06:15:00Z', '2025-11-03T08:15:00Z');

    const res = await join(student, onTime.id);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(LINK);
    expect(await recordOf(student, onTime)).toMatchObject({
      joinCount: 1,
      joinMark: 'PRESENT',
      firstJoinedAt: new Date('2025-11-03T06:30:00Z'),
    });
    await join(student, onTime.id);
    expect(await recordOf(student, onTime)).toMatchObject({ joinCount: 2, joinMark: 'PRESENT' });

    expect((await join(student, late.id)).statusCode).toBe(302);
    expect(await recordOf(student, late)).toMatchObject({ joinCount: 1, joinMark: 'LATE' });

    const page = await get(ctx.app, student, '/student/training');
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json() as StudentTrainingView;
    expect(view.sessions.find((s) => s.id === onTime.id)).toMatchObject({
      mark: 'PRESENT',
      joinUrl: `/student/training/sessions/${onTime.id}/join`,
    });
    expect(JSON.stringify(view)).not.toContain(LINK);
  });

  it('keeps one record when two joins arrive at once', async () => {
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Data Science' });
    const [, onTime] = (await batchWithLink('Data Science')) as [AdminSessionView, AdminSessionView];
    await at(onTime, '2025-11-03T06:40:00Z', '2025-11-03T08:40:00Z');
    const answers = await Promise.all([join(student, onTime.id), join(student, onTime.id), join(student, onTime.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([302, 302, 302]);
    const records = await ctx.app.models.AttendanceRecord.find({ userId: student.id, sessionId: onTime.id }).lean();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ joinCount: 3, joinMark: 'PRESENT' });
  });

  it('says when a session opens, and refuses an ended, cancelled or linkless session', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Machine Learning' });
    const [first, ended, cancelled, linkless] = (await batchWithLink('Machine Learning')) as AdminSessionView[] as [
      AdminSessionView,
      AdminSessionView,
      AdminSessionView,
      AdminSessionView,
    ];

    expect((await join(student, first.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'This session opens for joining at 6:15 PM IST on 3 Nov 2025.',
    });
    await at(ended, '2025-11-03T03:00:00Z', '2025-11-03T05:00:00Z');
    expect((await join(student, ended.id)).json()).toMatchObject({ statusCode: 409, message: 'This session has ended.' });
    await post(ctx.app, admin, `/admin/api/training/sessions/${cancelled.id}/cancel`, { reason: 'Holiday' });
    await at(cancelled, '2025-11-03T06:35:00Z', '2025-11-03T08:35:00Z');
    expect((await join(student, cancelled.id)).json()).toMatchObject({ statusCode: 409, message: 'This session has been cancelled.' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/admin/api/training/sessions/${linkless.id}`,
      headers: admin.headers,
      payload: { meetingUrl: null },
    });
    await at(linkless, '2025-11-03T06:35:00Z', '2025-11-03T08:35:00Z');
    expect((await join(student, linkless.id)).json()).toMatchObject({ statusCode: 409, message: expect.stringContaining('meeting link') });
    expect(await ctx.app.models.AttendanceRecord.countDocuments({ userId: student.id })).toBe(0);
  });

  it("answers 404 for another batch's session or none, and 409 before the specialization is finalized", async () => {
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Machine Learning' });
    const [, otherBatch] = (await batchWithLink('Data Science')) as [AdminSessionView, AdminSessionView];
    await at(otherBatch, '2025-11-03T06:40:00Z', '2025-11-03T08:40:00Z');
    expect((await join(student, otherBatch.id)).json()).toMatchObject({ statusCode: 404, message: 'Session not found.' });
    expect((await join(student, '0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await join(student, 'not-an-id')).statusCode).toBe(404);

    const early = await studentAt(ctx.app, 'fee-verified');
    expect((await join(early, otherBatch.id)).json()).toMatchObject({ statusCode: 409, message: stepLockedMessage('background') });
    expect((await get(ctx.app, early, '/student/training')).json()).toMatchObject({
      statusCode: 409,
      message: stepLockedMessage('background'),
    });
  });

  it('counts attendance over held sessions, the strongest source deciding each mark', async () => {
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Front-End Development' });
    const [first, second] = (await batchWithLink('Front-End Development')) as [AdminSessionView, AdminSessionView];
    await at(first, '2025-11-03T01:00:00Z', '2025-11-03T03:00:00Z');
    await at(second, '2025-11-03T03:00:00Z', '2025-11-03T05:00:00Z');
    const record = { userId: student.id, cohortId: COHORT, specialization: 'Front-End Development' };
    await ctx.app.models.AttendanceRecord.create([
      { ...record, sessionId: first.id, joinMark: 'PRESENT', reportMark: 'ABSENT' },
      { ...record, sessionId: second.id, joinMark: 'LATE' },
    ]);

    const expected = { attended: 1, held: 2, total: 20, percent: 50, minPercent: 75, meetsLine: false, neededOfRemaining: 14 };
    const attendance = await ctx.app.training.attendanceOf(new Types.ObjectId(student.id));
    expect(attendance?.summary).toEqual(expected);
    const view = (await get(ctx.app, student, '/student/training')).json() as StudentTrainingView;
    expect(view.attendance).toEqual(expected);
    expect(view.sessions.slice(0, 2).map((s) => [s.held, s.mark])).toEqual([
      [true, 'ABSENT'],
      [true, 'LATE'],
    ]);
    expect(view.nextSession?.number).toBe(3);
  });
});
