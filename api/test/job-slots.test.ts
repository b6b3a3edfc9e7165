/**
 * Job/PPO interview slots (step 9): publishing (eligible students mailed once), booking
 * (one per student, exact capacity under a race, 409s in words), the calendar file, cancelling
 * (booked students mailed, step 9 open again), and the wrong roles.
 */
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@portal/domain/date-input';
import { JOB_SLOT_MESSAGES } from '@portal/domain/job-slot';
import { stepLockedMessage } from '@portal/domain/journey';
import { bearer, inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { SLOT, studentWithFinalLetter } from './helpers/journey-end.ts';
import { post, studentAt } from './helpers/program.ts';
import { attachmentText, mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();

async function publish(admin: SignedInUser, body: Record<string, unknown> = {}) {
  const res = await post(ctx.app, admin, '/admin/api/job-slots', { ...SLOT, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; seatsLeft: number; bookings: unknown[] };
}

const book = (student: SignedInUser, slotId: string) => post(ctx.app, student, `/student/job-slots/${slotId}/book`, { confirm: true });

async function journeyStep(student: SignedInUser, key: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/student/journey', headers: bearer(student.accessToken) });
  return (res.json() as { steps: { key: string; done: boolean; locked: boolean }[] }).steps.find((s) => s.key === key)!;
}

describe('interview slots', () => {
  it('publishes a slot, mails each eligible student once, and lets one of them book it with a calendar file', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const eligible = await studentWithFinalLetter(ctx.app, 'Data Science');
    const otherTrack = await studentWithFinalLetter(ctx.app, 'Machine Learning');
    const early = await studentAt(ctx.app, 'background');

    expect((await journeyStep(eligible, 'jobs')).done).toBe(false);
    const slot = await publish(admin);
    expect(slot.seatsLeft).toBe(2);

    const invite = await waitForMail(inboxUrl(), eligible.email, { subject: /Interview slot open/ });
    expect(invite.text).toContain('Acme Analytics');
    expect(invite.text).toContain('12 Jan 2026, 10:30 IST');
    expect(invite.text).toMatch(/\/student-main\/jobs/);
    expect((await mailTo(inboxUrl(), otherTrack.email)).some((m) => /Interview slot open/.test(m.subject))).toBe(false);
    expect((await mailTo(inboxUrl(), early.email)).some((m) => /Interview slot open/.test(m.subject))).toBe(false);
    // A second notify (a restart finishing pending slots) mails no one twice.
    await ctx.app.jobSlots.notifyPending();
    await ctx.app.jobSlots.notify(slot.id);

    const list = await ctx.app.inject({ method: 'GET', url: '/student/job-slots', headers: eligible.headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: string }[]).map((s) => s.id)).toContain(slot.id);
    const otherList = await ctx.app.inject({ method: 'GET', url: '/student/job-slots', headers: otherTrack.headers });
    expect((otherList.json() as { id: string }[]).map((s) => s.id)).not.toContain(slot.id);

    const booked = await book(eligible, slot.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ slot: { id: slot.id, seatsLeft: 1, mode: 'ONLINE', location: SLOT.location } });
    expect((await journeyStep(eligible, 'jobs')).done).toBe(true);

    const mine = await ctx.app.inject({ method: 'GET', url: '/student/job-slots/booking', headers: eligible.headers });
    expect(mine.statusCode).toBe(200);
    const confirmation = await waitForMail(inboxUrl(), eligible.email, { subject: /Interview booked/ });
    expect(confirmation.attachments?.map((a) => a.contentType)).toEqual([expect.stringContaining('text/calendar')]);
    const ics = await attachmentText(inboxUrl(), confirmation, 'interview.ics');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20260112T050000Z');
    expect(ics).toContain('Acme Analytics');
    expect(invites(await mailTo(inboxUrl(), eligible.email))).toBe(1);

    expect((await book(eligible, slot.id)).json()).toMatchObject({ statusCode: 409, message: JOB_SLOT_MESSAGES.alreadyBooked });
    expect((await book(otherTrack, slot.id)).json()).toMatchObject({ statusCode: 409, message: JOB_SLOT_MESSAGES.notForYou });
    expect((await book(early, slot.id)).json()).toMatchObject({ statusCode: 409, message: stepLockedMessage('jobs') });
  });

  it('gives exactly the seats there are to students racing for them, and says full to the rest', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const slot = await publish(admin, { specialization: null, capacity: 3 });
    const students = await Promise.all(
      Array.from({ length: 8 }, (_, i) => studentWithFinalLetter(ctx.app, i % 2 ? 'Data Science' : 'Artificial Intelligence')),
    );
    const answers = await Promise.all(students.map((s) => book(s, slot.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe(JOB_SLOT_MESSAGES.slotFull);
    expect(await ctx.app.models.JobBooking.countDocuments({ slotId: slot.id })).toBe(3);
    expect((await ctx.app.models.JobSlot.findById(slot.id).lean())?.seatsLeft).toBe(0);
  });

  it('books one slot per student when the same student books two slots at once', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const [a, b] = [await publish(admin), await publish(admin, { startsAt: '2026-01-13T10:30:00+05:30' })];
    const student = await studentWithFinalLetter(ctx.app);
    const answers = await Promise.all([book(student, a.id), book(student, b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const seats = await ctx.app.models.JobSlot.find({ _id: { $in: [a.id, b.id] } }).lean();
    expect(seats.map((s) => s.seatsLeft).sort()).toEqual([1, 2]);
  });

  it('cancels a slot: booked students are mailed with the reason and may book another', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const slot = await publish(admin);
    const student = await studentWithFinalLetter(ctx.app);
    expect((await book(student, slot.id)).statusCode).toBe(201);

    const noReason = await post(ctx.app, admin, `/admin/api/job-slots/${slot.id}/cancel`, { reason: '  ' });
    expect(noReason.json()).toMatchObject({ statusCode: 400, message: JOB_SLOT_MESSAGES.cancelReasonRequired });
    const cancelled = await post(ctx.app, admin, `/admin/api/job-slots/${slot.id}/cancel`, { reason: 'The panel moved to next week.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelReason: 'The panel moved to next week.', cancelledAt: expect.any(String) });
    const again = await post(ctx.app, admin, `/admin/api/job-slots/${slot.id}/cancel`, { reason: 'Twice' });
    expect(again.json()).toMatchObject({ statusCode: 409, message: JOB_SLOT_MESSAGES.alreadyCancelled });

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /Interview cancelled/ });
    expect(mail.text).toContain('The panel moved to next week.');
    expect((await journeyStep(student, 'jobs')).done).toBe(false);
    const gone = await ctx.app.inject({ method: 'GET', url: '/student/job-slots/booking', headers: student.headers });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toBeNull();
    expect((await book(student, slot.id)).json()).toMatchObject({ statusCode: 409, message: JOB_SLOT_MESSAGES.slotClosed });

    const next = await publish(admin, { startsAt: '2026-01-14T10:30:00+05:30' });
    expect((await book(student, next.id)).statusCode).toBe(201);
    expect((await journeyStep(student, 'jobs')).done).toBe(true);
  });

  it('refuses a slot with broken fields, each in words, and unknown or unconfirmed bookings', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const cases: [Record<string, unknown>, string][] = [
      [{ company: ' ' }, JOB_SLOT_MESSAGES.companyRequired],
      [{ role: '\u202Eevil' }, JOB_SLOT_MESSAGES.roleRequired],
      [{ specialization: 'Underwater Basket Weaving' }, JOB_SLOT_MESSAGES.specializationInvalid],
      [{ startsAt: '2025-10-01T10:00:00+05:30' }, JOB_SLOT_MESSAGES.startsAtInvalid],
      [{ startsAt: 'tomorrow' }, JOB_SLOT_MESSAGES.startsAtInvalid],
      [{ startsAt: '9999-12-31T23:59:59Z' }, DATE_MESSAGES.outOfYears],
      [{ startsAt: '2027-02-30T10:00:00+05:30' }, DATE_MESSAGES.noSuchDay],
      [{ durationMinutes: 5 }, JOB_SLOT_MESSAGES.durationInvalid],
      [{ mode: 'PIGEON' }, JOB_SLOT_MESSAGES.modeInvalid],
      [{ location: 'http://meet.example.com/x' }, JOB_SLOT_MESSAGES.linkInvalid],
      [{ mode: 'ONSITE', location: '' }, JOB_SLOT_MESSAGES.addressRequired],
      [{ capacity: 0 }, JOB_SLOT_MESSAGES.capacityInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await post(ctx.app, admin, '/admin/api/job-slots', { ...SLOT, ...change });
      expect(res.json(), JSON.stringify(change)).toMatchObject({ statusCode: 400, message });
    }
    const student = await studentWithFinalLetter(ctx.app);
    expect((await book(student, '0123456789abcdef01234567')).json()).toMatchObject({
      statusCode: 404,
      message: JOB_SLOT_MESSAGES.slotNotFound,
    });
    const slot = await publish(admin);
    expect((await post(ctx.app, student, `/student/job-slots/${slot.id}/book`, {})).json()).toMatchObject({
      statusCode: 400,
      message: JOB_SLOT_MESSAGES.confirmRequired,
    });
  });

  it('keeps slots to admins and bookings to students', async () => {
    const student = await studentWithFinalLetter(ctx.app);
    const ca = await signInAs(ctx.app, 'CA');
    const admin = await signInAs(ctx.app, 'ADMIN');
    for (const user of [student, ca]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/job-slots', headers: user.headers })).statusCode).toBe(403);
      expect((await post(ctx.app, user, '/admin/api/job-slots', SLOT)).statusCode).toBe(403);
    }
    const slot = await publish(admin);
    for (const user of [admin, ca]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/student/job-slots', headers: user.headers })).statusCode).toBe(403);
      expect((await book(user, slot.id)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/student/job-slots' })).statusCode).toBe(401);
    const page = await ctx.app.inject({ method: 'GET', url: '/admin/api/job-slots?size=50', headers: admin.headers });
    expect(page.statusCode).toBe(200);
  });
});

function invites(mails: { subject: string }[]): number {
  return mails.filter((m) => /Interview slot open/.test(m.subject)).length;
}
