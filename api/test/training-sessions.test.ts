/**
 * A batch's live sessions (admin): generating from the cohort's calendar (weekdays, holidays,
 * India time, idempotent), editing, one meeting link, cancel and move with the batch mailed
 * (409 once started), the reminders an hour before, and the roles.
 */
import { describe, expect, it } from 'vitest';
import type { AdminSessionView, BatchSessionsView, TrainingSettings } from '@portal/domain/views/training';
import type { App } from '../src/app.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
const COHORT = String(FIRST_COHORT_ID);
const BATCH = { cohortId: COHORT, specialization: 'Data Science' };
const DEFAULT_SETTINGS = {
  sessionStartTime: '18:30',
  sessionMinutes: 120,
  holidays: [],
  attendanceMinPercent: 75,
  presentSharePercent: 50,
};

function send(app: App, user: SignedInUser, method: 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) {
  return app.inject({ method, url, headers: user.headers, payload });
}

async function batch(admin: SignedInUser, specialization = 'Data Science'): Promise<BatchSessionsView> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/admin/api/training/sessions?cohortId=${COHORT}&specialization=${encodeURIComponent(specialization)}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BatchSessionsView;
}

async function generate(admin: SignedInUser, specialization = 'Data Science') {
  const res = await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number; total: number };
}

const mailsOf = (template: string) => ctx.app.models.OutboxMail.find({ template }).lean();

describe('generating a batch calendar', () => {
  it('makes 20 weekday sessions of November 2025 at 18:30 India time (13:00 UTC), once; a holiday is left out of a later batch', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    expect(await generate(admin)).toEqual({ created: 20, total: 20 });
    expect(await generate(admin)).toEqual({ created: 0, total: 20 });

    const view = await batch(admin);
    expect(view.settings).toMatchObject({ ...DEFAULT_SETTINGS, trainingStart: '2025-11-01', trainingEnd: '2025-11-30' });
    expect(view.items).toHaveLength(20);
    expect(view.items[0]).toMatchObject({
      number: 1,
      startsAt: '2025-11-03T13:00:00.000Z',
      endsAt: '2025-11-03T15:00:00.000Z',
      status: 'SCHEDULED',
      meetingUrl: null,
      started: false,
    });
    expect(view.items.at(-1)?.startsAt).toBe('2025-11-28T13:00:00.000Z');
    expect(view.items.every((s) => ![0, 6].includes(new Date(s.startsAt).getUTCDay()))).toBe(true);

    const saved = await send(ctx.app, admin, 'PUT', `/admin/api/training/settings/${COHORT}`, {
      ...DEFAULT_SETTINGS,
      holidays: ['2025-11-05', '2025-11-05'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TrainingSettings).holidays).toEqual(['2025-11-05']);
    expect(await generate(admin, 'Machine Learning')).toEqual({ created: 19, total: 19 });
    const ml = await batch(admin, 'Machine Learning');
    expect(ml.items.map((s) => s.startsAt)).not.toContain('2025-11-05T13:00:00.000Z');
    await send(ctx.app, admin, 'PUT', `/admin/api/training/settings/${COHORT}`, DEFAULT_SETTINGS);
  });

  it('refuses bad settings, an unknown cohort and an unknown specialization in words', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const badTime = await send(ctx.app, admin, 'PUT', `/admin/api/training/settings/${COHORT}`, {
      ...DEFAULT_SETTINGS,
      sessionStartTime: '6:30',
    });
    expect(badTime.json()).toMatchObject({ statusCode: 400, message: 'Enter the session time as HH:MM, e.g. 18:30.' });
    const badDay = await send(ctx.app, admin, 'PUT', `/admin/api/training/settings/${COHORT}`, {
      ...DEFAULT_SETTINGS,
      holidays: ['2025-02-30'],
    });
    expect(badDay.statusCode).toBe(400);
    const unknownCohort = await send(ctx.app, admin, 'PUT', '/admin/api/training/settings/0123456789abcdef01234567', DEFAULT_SETTINGS);
    expect(unknownCohort.json()).toMatchObject({ statusCode: 404, message: 'Cohort not found.' });
    const unknownSpec = await post(ctx.app, admin, '/admin/api/training/sessions/generate', {
      cohortId: COHORT,
      specialization: 'Astrology',
    });
    expect(unknownSpec.statusCode).toBe(400);
  });
});

describe('editing a batch', () => {
  it('edits a session with https links only and sets one meeting link on every session not started', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    await generate(admin);
    const [first] = (await batch(admin)).items as [AdminSessionView];

    const edited = await send(ctx.app, admin, 'PATCH', `/admin/api/training/sessions/${first.id}`, {
      topic: 'Python for data',
      instructor: 'Dr. Rao',
      materials: [{ title: 'Slides', url: 'https://example.com/slides.pdf' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ topic: 'Python for data', instructor: 'Dr. Rao', materials: [{ title: 'Slides' }] });
    const insecure = await send(ctx.app, admin, 'PATCH', `/admin/api/training/sessions/${first.id}`, {
      recordingUrl: 'http://example.com/r',
    });
    expect(insecure.statusCode).toBe(400);
    const missing = await send(ctx.app, admin, 'PATCH', '/admin/api/training/sessions/0123456789abcdef01234567', { topic: 'x' });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Session not found.' });

    const link = await post(ctx.app, admin, '/admin/api/training/sessions/meeting-link', {
      ...BATCH,
      meetingUrl: 'https://zoom.us/j/123456789',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual({ updated: 20 });
    expect((await batch(admin)).items.every((s) => s.meetingUrl === 'https://zoom.us/j/123456789')).toBe(true);
    const insecureLink = await post(ctx.app, admin, '/admin/api/training/sessions/meeting-link', { ...BATCH, meetingUrl: 'zoom.us/j/1' });
    expect(insecureLink.statusCode).toBe(400);
  });

  it('cancels and moves a session not started, mailing the batch; refuses once started', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Data Science' });
    const otherTrack = await studentAt(ctx.app, 'specialized', { specialization: 'Machine Learning' });
    await generate(admin);
    const items = (await batch(admin)).items;
    const [, second, third] = items as [AdminSessionView, AdminSessionView, AdminSessionView];

    const cancelled = await post(ctx.app, admin, `/admin/api/training/sessions/${second.id}/cancel`, { reason: 'Instructor unwell' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', statusReason: 'Instructor unwell' });
    const again = await post(ctx.app, admin, `/admin/api/training/sessions/${second.id}/cancel`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const cancelMails = await mailsOf('training-session-cancelled');
    expect(cancelMails.map((m) => m.to)).toContain(student.email);
    expect(cancelMails.map((m) => m.to)).not.toContain(otherTrack.email);

    const moved = await post(ctx.app, admin, `/admin/api/training/sessions/${third.id}/move`, {
      startsAt: '2025-11-08T11:00:00+05:30',
      reason: 'Festival',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'MOVED',
      startsAt: '2025-11-08T05:30:00.000Z',
      endsAt: '2025-11-08T07:30:00.000Z',
      movedFrom: third.startsAt,
      statusReason: 'Festival',
    });
    const movedMail = (await mailsOf('training-session-moved')).find((m) => m.to === student.email);
    expect(movedMail?.data).toMatchObject({
      number: 3,
      fromLabel: '5 Nov 2025, 18:30 IST',
      toLabel: '8 Nov 2025, 11:00 IST',
      reason: 'Festival',
    });
    const noOffset = await post(ctx.app, admin, `/admin/api/training/sessions/${third.id}/move`, {
      startsAt: '2025-11-09T11:00:00',
      reason: 'x',
    });
    expect(noOffset.statusCode).toBe(400);
    const intoThePast = await post(ctx.app, admin, `/admin/api/training/sessions/${third.id}/move`, {
      startsAt: '2025-10-01T11:00:00Z',
      reason: 'x',
    });
    expect(intoThePast.statusCode).toBe(400);

    // Once started (the stored start has passed), neither works.
    await ctx.app.models.TrainingSession.updateOne({ _id: third.id }, { $set: { startsAt: new Date('2025-10-19T00:00:00Z') } });
    const late = await post(ctx.app, admin, `/admin/api/training/sessions/${third.id}/cancel`, { reason: 'Too late' });
    expect(late.json()).toMatchObject({ statusCode: 409, message: 'This session has started: it can no longer be cancelled or moved.' });
    const lateMove = await post(ctx.app, admin, `/admin/api/training/sessions/${third.id}/move`, {
      startsAt: '2025-11-20T18:30:00+05:30',
      reason: 'Too late',
    });
    expect(lateMove.statusCode).toBe(409);
  });
});

describe('reminders', () => {
  it('mails the opted-in students of the batch an hour before, each session once across workers', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const optedIn = await studentAt(ctx.app, 'specialized', { specialization: 'Full-Stack Development' });
    const quiet = await studentAt(ctx.app, 'specialized', { specialization: 'Full-Stack Development' });
    await generate(admin, 'Full-Stack Development');
    const on = await send(ctx.app, optedIn, 'PUT', '/student/training/reminders', { on: true });
    expect(on.json()).toEqual({ remindersOn: true });

    const [first] = (await batch(admin, 'Full-Stack Development')).items as [AdminSessionView];
    // The program's now is 20 Oct 2025, 12:00 IST: bring the first session to 40 minutes ahead.
    await ctx.app.models.TrainingSession.updateOne({ _id: first.id }, { $set: { startsAt: new Date('2025-10-20T07:10:00Z') } });
    const [one, two] = await Promise.all([ctx.app.training.sendReminders(), ctx.app.training.sendReminders()]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    const reminders = (await mailsOf('training-reminder')).filter((m) => [optedIn.email, quiet.email].includes(m.to));
    expect(reminders.map((m) => m.to)).toEqual([optedIn.email]);
    expect(await ctx.app.training.sendReminders()).toBe(0);
  });
});

describe('roles', () => {
  it('keeps the admin routes from students and CAs, and the student routes from CAs', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const ca = await signInAs(ctx.app, 'CA');
    for (const user of [student, ca]) {
      const res = await post(ctx.app, user, '/admin/api/training/sessions/generate', BATCH);
      expect(res.statusCode).toBe(403);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/admin/api/training/sessions?cohortId=${COHORT}&specialization=Data%20Science`,
        headers: user.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    const caTraining = await ctx.app.inject({ method: 'GET', url: '/student/training', headers: ca.headers });
    expect(caTraining.statusCode).toBe(403);
  });
});
