/**
 * Certificates are earned and never dated ahead: a training certificate once the batch's last
 * session has ended and the attendance meets the cohort's line (refused with the figure before
 * that), the internship's certificates from the day after the internship's last day; the eligible list says why
 * a student must wait. Another day is another app on the same data with its PROGRAM_TODAY.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { useTestApp } from './helpers/app.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { internWithRecord } from './helpers/internship-record.ts';
import { adminWithSignature, post } from './helpers/program.ts';
import { onProgramDay, trainedStudent } from './helpers/training-batch.ts';

// The day after the first cohort's training (Nov 1–30, 2025).
const ctx = useTestApp({ config: { programToday: '2025-12-01' } });

const issue = (app: App, admin: SignedInUser, userId: string, type: string) =>
  post(app, admin, '/admin/api/certificates', { userId, type });
async function notYetOf(app: App, admin: SignedInUser, type: string, userId: string) {
  const res = await app.inject({ method: 'GET', url: `/admin/api/certificates/eligible?type=${type}&size=100`, headers: admin.headers });
  return (res.json() as { items: { userId: string; notYet: string | null }[] }).items.find((r) => r.userId === userId)?.notYet;
}

describe('certificates earned, never dated ahead', () => {
  it('issues a training certificate only once the training has ended and the attendance meets the line', async () => {
    const admin = await adminWithSignature(ctx.app);
    const [below, atLine] = [await trainedStudent(ctx.app, 14), await trainedStudent(ctx.app, 15)];

    // Before the end: the last session (Fri Nov 28, 2025, 18:30–20:30 IST) has not ended.
    const early = 'The training has not ended: its last session ends on 28 Nov 2025, 20:30 IST.';
    await onProgramDay(ctx.app, '2025-11-20', async (before) => {
      expect((await issue(before, admin, atLine.id, 'TRAINING')).json()).toMatchObject({ statusCode: 409, message: early });
      expect(await notYetOf(before, admin, 'TRAINING', atLine.id)).toBe(early);
    });

    // The last session has ended, but the training's period runs to Sun Nov 30: the certificate would name days still to come.
    await onProgramDay(ctx.app, '2025-11-29', async (lastSessionOver) => {
      expect((await issue(lastSessionOver, admin, atLine.id, 'TRAINING')).json()).toMatchObject({
        statusCode: 409,
        message: 'The training ends on 30 Nov 2025; its certificate can be issued from that day.',
      });
    });

    const figure = 'attended 14 of 20 (70%); 75% needed';
    expect((await issue(ctx.app, admin, below.id, 'TRAINING')).json()).toMatchObject({ statusCode: 409, message: figure });
    expect(await notYetOf(ctx.app, admin, 'TRAINING', below.id)).toBe(figure);
    expect(await notYetOf(ctx.app, admin, 'TRAINING', atLine.id)).toBeNull();

    const issued = await issue(ctx.app, admin, atLine.id, 'TRAINING');
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ periodEnd: '2025-11-30', attendance: 'attended 15 of 20 live sessions' });
    expect(issued.json().issuedAt.slice(0, 10)).toBe('2025-12-01');
    expect((await ctx.app.inject({ method: 'GET', url: `/public/certificates/${issued.json().code}` })).json()).toMatchObject({
      attendance: 'attended 15 of 20 live sessions',
    });
  });

  it("issues the internship's certificates from the day after the internship's last day, never before", async () => {
    const admin = await adminWithSignature(ctx.app);
    const { intern } = await internWithRecord(ctx.app, { score: 4.0 });
    // Dec 10, 2025 for six weeks: its last day is Jan 20, 2026.
    const early = 'The internship ends on 20 Jan 2026; its certificates can be issued from the next day.';
    expect((await issue(ctx.app, admin, intern.id, 'INTERNSHIP')).json()).toMatchObject({ statusCode: 409, message: early });
    await onProgramDay(ctx.app, '2026-01-20', async (lastDay) => {
      expect((await issue(lastDay, admin, intern.id, 'INTERNSHIP')).json()).toMatchObject({ statusCode: 409, message: early });
      expect(await notYetOf(lastDay, admin, 'INTERNSHIP', intern.id)).toBe(early);
    });

    await onProgramDay(ctx.app, '2026-01-21', async (dayAfter) => {
      const internship = await issue(dayAfter, admin, intern.id, 'INTERNSHIP');
      expect(internship.statusCode, internship.body).toBe(201);
      expect(internship.json()).toMatchObject({ periodEnd: '2026-01-20', attendance: null });
      expect(internship.json().issuedAt.slice(0, 10)).toBe('2026-01-21');
      expect((await issue(dayAfter, admin, intern.id, 'EXCELLENCE')).statusCode).toBe(201);
    });
  });
});
