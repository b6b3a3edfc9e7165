/**
 * The intern's weekly reports: the plan on /student/internship, the week rules in India time (a
 * week opens at 00:00 IST of its first day; its report is due on its Sunday at 23:59 IST, later is
 * late), edits until accepted, the mentor's mail when one arrives and the Friday reminder, once.
 * The test students start on Wednesday 10 Dec 2025 for 6 weeks: week 1 runs 10–16 Dec and is due
 * on Sunday 21 Dec, 23:59 IST (18:29 UTC).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import { stepLockedMessage } from '@portal/domain/journey';
import type { StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { GOOD_REPORT, MENTOR_PROFILE, assign, clockAt, mentorOf } from './helpers/internship.ts';
import { eventually, get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const plan = async (student: SignedInUser) => (await get(ctx.app, student, '/student/internship')).json() as StudentInternshipView;
const write = (student: SignedInUser, week: number, body: object = GOOD_REPORT) =>
  ctx.app.inject({ method: 'PUT', url: `/student/internship/reports/${week}`, headers: student.headers, payload: body });

describe('the plan', () => {
  it('is locked until the specialization is chosen', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const res = await get(ctx.app, student, '/student/internship');
    expect([res.statusCode, res.json().message]).toEqual([409, stepLockedMessage('background')]);
  });

  it('before the start: the weeks with their due dates, all not started, no mentor yet', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    clockAt(ctx.app, '2025-12-01T06:30:00Z');
    const view = await plan(student);
    expect(view).toMatchObject({ startDate: '2025-12-10', endDate: '2026-01-20', durationWeeks: 6, started: false, ended: false });
    expect(view.mentor).toBeNull();
    expect(view.project).toBeNull();
    expect(view.evaluation).toBeNull();
    expect(view.weeks.map((w) => [w.firstDay, w.dueDay, w.state])).toEqual([
      ['2025-12-10', '2025-12-21', 'UPCOMING'],
      ['2025-12-17', '2025-12-28', 'UPCOMING'],
      ['2025-12-24', '2026-01-04', 'UPCOMING'],
      ['2025-12-31', '2026-01-11', 'UPCOMING'],
      ['2026-01-07', '2026-01-18', 'UPCOMING'],
      ['2026-01-14', '2026-01-25', 'UPCOMING'],
    ]);
    expect(view.weeks[0]?.dueAt).toBe('2025-12-21T18:29:00.000Z');
    expect(view.certificateNeeds.map((c) => c.type)).toEqual(['INTERNSHIP', 'EXCELLENCE', 'RECOMMENDATION']);
  });

  it('shows the mentor with their contact and the batch project', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const mentor = await mentorOf(ctx.app);
    await assign(ctx.app, mentor, student);
    const selection = await ctx.app.models.SpecializationSelection.findOne({ userId: student.id }).lean();
    const body = {
      title: 'Churn model',
      description: 'Predict churn.',
      deliverables: 'A model and a report.',
      repositoryExpectations: 'Public repo.',
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/mentor/api/projects/${String(selection!.cohortId)}/Data%20Science`,
      headers: mentor.headers,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = await plan(student);
    expect(view.mentor).toEqual({ ...MENTOR_PROFILE, email: mentor.email });
    expect(view.project).toMatchObject(body);
  });
});

describe('writing a report', () => {
  it('refuses a week before 00:00 IST of its first day (409) and opens it then', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    clockAt(ctx.app, '2025-12-09T18:29:59Z'); // Tue 9 Dec, 23:59:59 IST
    const early = await write(student, 1);
    expect([early.statusCode, early.json().message]).toEqual([409, INTERNSHIP_MESSAGES.notStarted]);
    clockAt(ctx.app, '2025-12-09T18:30:00Z'); // Wed 10 Dec, 00:00 IST
    const res = await write(student, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: 1, state: 'SUBMITTED', report: { ...GOOD_REPORT, late: false, decision: null } });
    expect((await write(student, 2)).statusCode).toBe(409);
    expect((await write(student, 7)).statusCode).toBe(404);
  });

  it('is late from Monday 00:00 IST after the due Sunday; Sunday 23:59 IST is on time', async () => {
    const onTime = await studentAt(ctx.app, 'specialized');
    const late = await studentAt(ctx.app, 'specialized');
    clockAt(ctx.app, '2025-12-21T18:29:00Z'); // Sun 21 Dec, 23:59 IST
    expect(((await write(onTime, 1)).json() as WeekView).state).toBe('SUBMITTED');
    clockAt(ctx.app, '2025-12-21T18:30:00Z'); // Mon 22 Dec, 00:00 IST
    const week = (await write(late, 1)).json() as WeekView;
    expect([week.state, week.report?.late]).toEqual(['LATE', true]);
    // An edit keeps the first submission's verdict.
    expect(((await write(onTime, 1, { ...GOOD_REPORT, hours: 40 })).json() as WeekView).report).toMatchObject({ late: false, hours: 40 });
    // A week missing past its due minute is overdue.
    expect((await plan(onTime)).weeks[1]).toMatchObject({ state: 'MISSING', overdue: false });
    clockAt(ctx.app, '2025-12-28T18:30:00Z');
    expect((await plan(onTime)).weeks[1]).toMatchObject({ state: 'MISSING', overdue: true });
  });

  it('answers each field with its message', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    clockAt(ctx.app, '2025-12-12T06:30:00Z');
    const res = await write(student, 1, { ...GOOD_REPORT, done: 'short', hours: 61, links: ['http://github.com/x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: INTERNSHIP_MESSAGES.doneRequired,
      errors: { done: INTERNSHIP_MESSAGES.doneRequired, hours: INTERNSHIP_MESSAGES.hoursInvalid, links: INTERNSHIP_MESSAGES.linksInvalid },
    });
    expect((await write(student, 1, { ...GOOD_REPORT, hours: 2.5 })).json().errors).toEqual({ hours: INTERNSHIP_MESSAGES.hoursInvalid });
  });

  it('can be edited until accepted; after a request for changes it goes back to the mentor, who is mailed each time', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const mentor = await mentorOf(ctx.app);
    await assign(ctx.app, mentor, student);
    clockAt(ctx.app, '2025-12-12T06:30:00Z');
    const first = (await write(student, 1)).json() as WeekView;
    await waitForMail(inboxUrl(), mentor.email, { subject: /week 1 report to review/ });
    expect((await write(student, 1, { ...GOOD_REPORT, hours: 20 })).statusCode).toBe(200);

    const changes = await post(ctx.app, mentor, `/mentor/api/reports/${first.report!.id}/review`, {
      decision: 'changes',
      comment: 'Add the plots.',
    });
    expect(changes.json()).toMatchObject({ state: 'CHANGES_REQUESTED', report: { reviewComment: 'Add the plots.' } });
    const reviewMail = await waitForMail(inboxUrl(), student.email, { subject: /changes asked/ });
    expect(reviewMail.text).toContain('Add the plots.');

    const again = (await write(student, 1, { ...GOOD_REPORT, done: `${GOOD_REPORT.done} Plots added.` })).json() as WeekView;
    expect(again.state).toBe('SUBMITTED');
    await eventually(
      async () => (await mailTo(inboxUrl(), mentor.email)).filter((m) => /week 1 report to review/.test(m.subject)).length === 2,
      {
        what: 'the second arrival mail',
      },
    );

    expect((await post(ctx.app, mentor, `/mentor/api/reports/${first.report!.id}/review`, { decision: 'accept' })).statusCode).toBe(200);
    const locked = await write(student, 1);
    expect([locked.statusCode, locked.json().message]).toEqual([409, INTERNSHIP_MESSAGES.notEditable]);
    // One mail to the mentor per arrival, not per edit.
    expect((await mailTo(inboxUrl(), mentor.email)).filter((m) => /report to review/.test(m.subject))).toHaveLength(2);
  });
});

describe('the Friday reminder', () => {
  it('mails each intern without a report once, from Friday 10:00 IST of the week, across workers', async () => {
    const silent = await studentAt(ctx.app, 'specialized');
    const diligent = await studentAt(ctx.app, 'specialized');
    const mentor = await mentorOf(ctx.app);
    await assign(ctx.app, mentor, silent);
    await assign(ctx.app, mentor, diligent);
    clockAt(ctx.app, '2025-12-12T06:30:00Z');
    await write(diligent, 1);
    // Week 1 is due Sunday 21 Dec: its reminder goes from Friday 19 Dec, 10:00 IST (04:30 UTC).
    const reminded = (id: string) => ctx.app.models.WeeklyReport.countDocuments({ internId: id, remindedAt: { $ne: null } });
    clockAt(ctx.app, '2025-12-19T04:29:00Z');
    await ctx.app.internship.sendReminders();
    expect(await reminded(silent.id)).toBe(0);
    clockAt(ctx.app, '2025-12-19T04:30:00Z');
    // Two workers at once (other tests' interns of the same start are reminded too): each week is claimed once.
    const counts = await Promise.all([ctx.app.internship.sendReminders(), ctx.app.internship.sendReminders()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await ctx.app.models.WeeklyReport.countDocuments({ remindedAt: { $ne: null } }));
    expect([await reminded(silent.id), await reminded(diligent.id)]).toEqual([1, 0]);
    expect(await ctx.app.internship.sendReminders()).toBe(0);
    const mail = await waitForMail(inboxUrl(), silent.email, { subject: /week 1 report is due/ });
    expect(mail.text).toContain('21 Dec 2025, 23:59 IST');
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailTo(inboxUrl(), silent.email)).filter((m) => /report is due/.test(m.subject))).toHaveLength(1);
    expect((await mailTo(inboxUrl(), diligent.email)).filter((m) => /report is due/.test(m.subject))).toHaveLength(0);
    // The reminded week can still be written.
    expect((await write(silent, 1)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('only a student reaches /student/internship; a student none of the mentor routes', async () => {
    const { signInAs } = await import('./helpers/factories.ts');
    const student = await studentAt(ctx.app, 'specialized');
    for (const role of ['MENTOR', 'ADMIN', 'CA'] as const) {
      const other = await signInAs(ctx.app, role);
      expect((await get(ctx.app, other, '/student/internship')).statusCode, role).toBe(403);
      expect((await write(other, 1)).statusCode, role).toBe(403);
    }
    for (const url of ['/mentor/api/reviews', `/mentor/api/interns/${student.id}/internship`]) {
      expect((await get(ctx.app, student, url)).statusCode, url).toBe(403);
    }
    expect((await get(ctx.app, student, '/student/internship')).statusCode).toBe(200);
  });
});
