/**
 * The student's data export holds their live training: each attendance record with its session and
 * the mark that counts (and where it came from), and their calendar feed and reminder choices.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { get, post } from './helpers/program.ts';
import { batchStudent, recordMarks, trainingBatch } from './helpers/training-batch.ts';

const ctx = useTestApp({ config: { programToday: '2025-11-12' } });

describe("the student's data export", () => {
  it('holds their attendance and their calendar and reminder choices', async () => {
    const batch = await trainingBatch(ctx.app);
    const student = await batchStudent(ctx.app);
    await recordMarks(ctx.app, student, [batch.sessions[1]!.id], 'joinMark', 'LATE');
    await recordMarks(ctx.app, student, [batch.sessions[0]!.id], 'reportMark');
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/student/training/reminders', headers: student.headers, payload: { on: true } }))
        .statusCode,
    ).toBe(200);

    const requested = await post(ctx.app, student, '/student/data-rights/export', {});
    expect(requested.statusCode, requested.body).toBe(200);
    const file = await get(
      ctx.app,
      student,
      `/student/data-rights/export/file?token=${encodeURIComponent(requested.json().downloadToken)}`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const data = JSON.parse(Buffer.from(unzipSync(new Uint8Array(file.rawPayload))['data.json']!).toString('utf8'));
    expect(data.training).toEqual({
      attendance: [
        expect.objectContaining({
          specialization: batch.specialization,
          session: 1,
          startsAt: '2025-11-03T13:00:00.000Z',
          mark: 'PRESENT',
          markFrom: 'REPORT',
        }),
        expect.objectContaining({ session: 2, mark: 'LATE', markFrom: 'JOIN' }),
      ],
      calendarFeedIssued: true,
      remindersOn: true,
    });
  });
});
