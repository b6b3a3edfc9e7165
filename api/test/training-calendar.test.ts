/**
 * The student's private calendar feed (/calendar/{token}.ics): one event per session with a stable
 * UID, a moved session keeping its UID with a higher SEQUENCE, a cancelled one CANCELLED, no raw
 * meeting link; renewing the token ends the old URL; an unknown token is 404.
 */
import { describe, expect, it } from 'vitest';
import type { AdminSessionView, BatchSessionsView, StudentTrainingView } from '@portal/domain/views/training';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
const COHORT = String(FIRST_COHORT_ID);
const LINK = 'https://teams.microsoft.com/l/meetup-join/secret';

/** The feed's events, each as its unfolded lines. */
function events(ics: string): string[][] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((e) => e.split('\r\n'));
}
const field = (event: string[], name: string) =>
  event
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    ?.split(':')
    .slice(1)
    .join(':');
const feedPath = (calendarUrl: string) => new URL(calendarUrl).pathname;

describe('the calendar feed', () => {
  it('follows moves and cancellations with stable UIDs, and ends the old URL on renewal', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Data Science' });
    await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization: 'Data Science' });
    await post(ctx.app, admin, '/admin/api/training/sessions/meeting-link', {
      cohortId: COHORT,
      specialization: 'Data Science',
      meetingUrl: LINK,
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/training/sessions?cohortId=${COHORT}&specialization=Data%20Science`,
      headers: admin.headers,
    });
    const [first, second] = (list.json() as BatchSessionsView).items as [AdminSessionView, AdminSessionView];

    const page = (await get(ctx.app, student, '/student/training')).json() as StudentTrainingView;
    expect(page.calendarUrl).toMatch(/^http:\/\/localhost(:\d+)?\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await ctx.app.inject({ method: 'GET', url: feedPath(page.calendarUrl) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain('METHOD:PUBLISH');
    expect(feed.body).toContain('X-WR-CALNAME:Data Science live sessions, November 2025');
    expect(feed.body).not.toContain(LINK);
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const before = events(feed.body);
    expect(before).toHaveLength(20);
    const firstEvent = before.find((e) => field(e, 'UID')?.startsWith(first.id))!;
    expect(field(firstEvent, 'DTSTART')).toBe('20251103T130000Z');
    expect(field(firstEvent, 'DTEND')).toBe('20251103T150000Z');
    expect(field(firstEvent, 'STATUS')).toBe('CONFIRMED');
    expect(field(firstEvent, 'SEQUENCE')).toBe('0');
    expect(firstEvent.some((l) => l.startsWith('DTSTAMP:'))).toBe(true);
    expect(firstEvent.join('')).toContain('/student-main/training');

    await post(ctx.app, admin, `/admin/api/training/sessions/${first.id}/move`, {
      startsAt: '2025-11-08T11:00:00+05:30',
      reason: 'Festival',
    });
    await post(ctx.app, admin, `/admin/api/training/sessions/${second.id}/cancel`, { reason: 'Instructor unwell' });
    const after = events((await ctx.app.inject({ method: 'GET', url: feedPath(page.calendarUrl) })).body);
    const moved = after.find((e) => field(e, 'UID') === field(firstEvent, 'UID'))!;
    expect(field(moved, 'DTSTART')).toBe('20251108T053000Z');
    expect(Number(field(moved, 'SEQUENCE'))).toBeGreaterThan(0);
    const cancelled = after.find((e) => field(e, 'UID')?.startsWith(second.id))!;
    expect(field(cancelled, 'STATUS')).toBe('CANCELLED');

    const renewed = await post(ctx.app, student, '/student/training/calendar-token', {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { calendarUrl } = renewed.json() as { calendarUrl: string };
    expect(calendarUrl).not.toBe(page.calendarUrl);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(page.calendarUrl) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(calendarUrl) })).statusCode).toBe(200);
    expect((await get(ctx.app, student, '/student/training')).json()).toMatchObject({ calendarUrl });
  });

  it('answers 404 for an unknown token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/calendar/no-such-token.ics' });
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Calendar not found.' });
  });
});
