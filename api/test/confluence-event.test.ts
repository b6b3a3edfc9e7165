/**
 * The Confluence event (step 10): an admin announces the time and venue and opens
 * registration; a student registers once (409 'Registration not yet opened' while closed), gets a
 * calendar file, and the journey reaches step 10. Wrong roles are refused.
 */
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@portal/domain/date-input';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { bearer, inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { studentWithFinalLetter } from './helpers/journey-end.ts';
import { post, studentAt } from './helpers/program.ts';
import { attachmentText, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();
const OPEN = { registrationOpen: true, startsAt: '2026-01-16T10:00:00+05:30', venue: 'Main Auditorium, Bengaluru' };

const putEvent = (admin: SignedInUser, body: Record<string, unknown>, query = '') =>
  ctx.app.inject({ method: 'PUT', url: `/admin/api/event${query}`, headers: admin.headers, payload: body });
const register = (student: SignedInUser, body: Record<string, unknown> = { confirm: true }) =>
  post(ctx.app, student, '/student/event/registration', body);

async function journey(student: SignedInUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: bearer(student.accessToken) });
  return res.json() as { progressLabel: string; steps: { key: string; done: boolean; locked: boolean; lockedMessage: string | null }[] };
}

describe('the Confluence event', () => {
  it('says registration is not yet opened until an admin opens it, then registers a student once with a calendar file', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'fee-verified');

    const before = await ctx.app.inject({ method: 'GET', url: '/student/event', headers: student.headers });
    expect(before.json()).toMatchObject({
      registrationOpen: false,
      registeredAt: null,
      dateLabel: '16 Jan 2026',
      detailsLabel: 'Time and venue are to be announced.',
    });
    expect((await register(student)).json()).toMatchObject({ statusCode: 409, message: EVENT_MESSAGES.closed });
    // Step 10's chip is not offered as open while registration is closed.
    expect((await journey(student)).steps.find((s) => s.key === 'confluence')).toMatchObject({
      locked: false,
      waiting: true,
      lockedMessage: EVENT_MESSAGES.closed,
    });
    const closedProgram = await ctx.app.inject({ method: 'GET', url: '/public/program' });
    expect(closedProgram.json().cohort.eventRegistrationOpen).toBe(false);

    // Registration cannot open before the time and venue are known.
    const early = await putEvent(admin, { registrationOpen: true, startsAt: null, venue: null });
    expect(early.json()).toMatchObject({ statusCode: 400, message: EVENT_MESSAGES.announceFirst });

    const opened = await putEvent(admin, OPEN);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      registrationOpen: true,
      registrations: 0,
      detailsLabel: '10:00 IST, Main Auditorium, Bengaluru.',
    });
    const program = await ctx.app.inject({ method: 'GET', url: '/public/program' });
    expect(program.json().labels.eventDetails).toBe('10:00 IST, Main Auditorium, Bengaluru.');
    expect(program.json().cohort.eventRegistrationOpen).toBe(true);
    // The student's cached journey follows the cohort at once.
    expect((await journey(student)).steps.find((s) => s.key === 'confluence')).toMatchObject({ waiting: false, lockedMessage: null });

    expect((await register(student, {})).json()).toMatchObject({ statusCode: 400, message: EVENT_MESSAGES.confirmRequired });
    const registered = await register(student);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ registeredAt: expect.any(String), registrationOpen: true });
    expect((await register(student)).json()).toMatchObject({ statusCode: 409, message: EVENT_MESSAGES.alreadyRegistered });
    expect((await journey(student)).steps.find((s) => s.key === 'confluence')?.done).toBe(true);

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /registered for Confluence/ });
    expect(mail.text).toContain('Main Auditorium, Bengaluru');
    expect(mail.text).toContain('/student-main/confluence');
    const ics = await attachmentText(inboxUrl(), mail, 'confluence.ics');
    expect(ics).toContain('DTSTART:20260116T043000Z');
    expect(ics).toContain('LOCATION:Main Auditorium\\, Bengaluru');

    const list = await ctx.app.inject({ method: 'GET', url: '/admin/api/event', headers: admin.headers });
    expect(list.json()).toMatchObject({ registrations: 1, registrants: [{ userId: student.id, email: student.email }] });

    // Closing again keeps the registration and refuses new ones.
    await putEvent(admin, { ...OPEN, registrationOpen: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/public/program' })).json().cohort.eventRegistrationOpen).toBe(false);
    const late = await studentAt(ctx.app, 'fee-verified');
    expect((await register(late)).json()).toMatchObject({ statusCode: 409, message: EVENT_MESSAGES.closed });
    expect((await journey(student)).steps.find((s) => s.key === 'confluence')?.done).toBe(true);
  });

  it('takes a student with the final letter, booked interview and registration to 10/10 • 100%', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    await putEvent(admin, OPEN);
    const student = await studentWithFinalLetter(ctx.app);
    await ctx.app.models.IdProof.updateMany({ userId: student.id }, { $set: { status: 'VERIFIED' } });
    const slot = await post(ctx.app, admin, '/admin/api/job-slots', {
      company: 'Acme',
      role: 'Analyst',
      specialization: null,
      startsAt: '2026-01-12T10:30:00+05:30',
      durationMinutes: 30,
      mode: 'ONSITE',
      location: 'Acme Tower, MG Road, Bengaluru',
      capacity: 5,
    });
    expect((await post(ctx.app, student, `/student/job-slots/${slot.json().id}/book`, { confirm: true })).statusCode).toBe(201);
    expect((await register(student)).statusCode).toBe(201);
    expect((await journey(student)).progressLabel).toBe('10/10 • 100%');
  });

  it('refuses a start that has passed or comes before the training, a venue that is not plain text, and an unknown cohort', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: '2025-10-01T10:00:00+05:30' }, EVENT_MESSAGES.startsAtInvalid],
      [{ startsAt: 'soon' }, EVENT_MESSAGES.startsAtInvalid],
      // Not rolled over to 2 March, nor taken from the far future.
      [{ startsAt: '2027-02-30T10:00:00+05:30' }, DATE_MESSAGES.noSuchDay],
      [{ startsAt: '9999-12-31T23:59:59Z' }, DATE_MESSAGES.outOfYears],
      [{ venue: 'Hall\u0007' }, EVENT_MESSAGES.venueInvalid],
    ];
    for (const [change, message] of cases) {
      expect((await putEvent(admin, { ...OPEN, ...change })).json(), JSON.stringify(change)).toMatchObject({ statusCode: 400, message });
    }
    const unknown = await putEvent(admin, OPEN, '?cohortId=0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the event settings to admins and registration to students', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const ca = await signInAs(ctx.app, 'CA');
    const admin = await signInAs(ctx.app, 'ADMIN');
    for (const user of [student, ca]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/event', headers: user.headers })).statusCode).toBe(403);
      expect((await putEvent(user, OPEN)).statusCode).toBe(403);
    }
    for (const user of [admin, ca]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/student/event', headers: user.headers })).statusCode).toBe(403);
      expect((await register(user)).statusCode).toBe(403);
    }
  });
});
