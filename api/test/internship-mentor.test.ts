/**
 * The mentor's side of the internship: the review queue and overdue weeks, reviews (changes need a
 * comment), waivers, the final evaluation (after the last day, locked by an issued certificate),
 * projects of the mentor's specializations, the audit trail, and 404 for another mentor's intern,
 * report or evaluation. The test students start on Wednesday 10 Dec 2025 for 6 weeks (last day
 * Tuesday 20 Jan 2026).
 */
import { unzipSync } from 'fflate';
import { Types } from 'mongoose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import type { MentorInternshipView, MentorReviewsView, StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { GOOD_REPORT, MENTOR_PROFILE, assign, clockAt, mentorOf } from './helpers/internship.ts';
import { eventually, get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const put = (user: SignedInUser, url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers: user.headers, payload });
const write = (student: SignedInUser, week: number) => put(student, `/student/internship/reports/${week}`, GOOD_REPORT);
const review = (mentor: SignedInUser, reportId: string, body: object) =>
  post(ctx.app, mentor, `/mentor/api/reports/${reportId}/review`, body);
const SCORES = { technicalSkill: 5, delivery: 4, communication: 4, initiative: 4 };

/** A mentor with an intern who wrote week 1 (on Friday 12 Dec). */
async function mentorWithReport(): Promise<{ mentor: SignedInUser; intern: SignedInUser; reportId: string }> {
  const mentor = await mentorOf(ctx.app);
  const intern = await studentAt(ctx.app, 'specialized');
  await assign(ctx.app, mentor, intern);
  clockAt(ctx.app, '2025-12-12T06:30:00Z');
  const week = (await write(intern, 1)).json() as WeekView;
  return { mentor, intern, reportId: week.report!.id };
}

describe('the review queue', () => {
  it('lists unreviewed reports oldest first, overdue weeks, and each intern’s week states', async () => {
    const mentor = await mentorOf(ctx.app);
    const [early, later, silent] = [
      await studentAt(ctx.app, 'specialized'),
      await studentAt(ctx.app, 'specialized'),
      await studentAt(ctx.app, 'specialized'),
    ];
    for (const intern of [early, later, silent]) await assign(ctx.app, mentor, intern);
    clockAt(ctx.app, '2025-12-11T06:30:00Z');
    await write(early, 1);
    clockAt(ctx.app, '2025-12-22T06:30:00Z'); // Monday after week 1's due Sunday
    await write(later, 1);
    const res = await get(ctx.app, mentor, '/mentor/api/reviews?size=2');
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as MentorReviewsView;
    expect(view.queue.map((q) => [q.internId, q.week, q.late])).toEqual([
      [early.id, 1, false],
      [later.id, 1, true],
    ]);
    expect(view.overdue).toEqual([{ internId: silent.id, internName: 'Priya Sharma', week: 1, dueAt: '2025-12-21T18:29:00.000Z' }]);
    expect([view.totalItems, view.totalPages, view.interns.length]).toEqual([3, 2, 2]);
    const states = Object.fromEntries(view.interns.map((i) => [i.internId, i.states.slice(0, 3)]));
    expect(states[early.id]).toEqual(['SUBMITTED', 'MISSING', 'UPCOMING']);
    // Another mentor sees none of them.
    const other = (await get(ctx.app, await mentorOf(ctx.app), '/mentor/api/reviews')).json() as MentorReviewsView;
    expect([other.queue, other.overdue, other.interns, other.totalItems]).toEqual([[], [], [], 0]);
  });
});

describe('reviews', () => {
  it('asks for changes only with a comment, accepts once, and records each decision', async () => {
    const { mentor, intern, reportId } = await mentorWithReport();
    const bare = await review(mentor, reportId, { decision: 'changes', comment: ' ' });
    expect([bare.statusCode, bare.json().message]).toEqual([400, INTERNSHIP_MESSAGES.reviewCommentRequired]);
    const long = await review(mentor, reportId, { decision: 'accept', comment: 'x'.repeat(2001) });
    expect([long.statusCode, long.json().message]).toEqual([400, INTERNSHIP_MESSAGES.commentInvalid]);
    const accepted = await review(mentor, reportId, { decision: 'accept', comment: 'Good start.' });
    expect(accepted.json()).toMatchObject({ state: 'ACCEPTED', report: { decision: 'ACCEPTED', reviewComment: 'Good start.' } });
    const twice = await review(mentor, reportId, { decision: 'changes', comment: 'More.' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, INTERNSHIP_MESSAGES.reviewNotAwaiting]);
    const entries = await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: /^internship\./ }).lean();
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([['internship.report.accept', mentor.email]]);
    const plan = (await get(ctx.app, intern, '/student/internship')).json() as StudentInternshipView;
    expect(plan.weeks[0]).toMatchObject({ state: 'ACCEPTED', report: { reviewComment: 'Good start.' } });
  });

  it('waives a week with a reason; the intern cannot write it then', async () => {
    const { mentor, intern } = await mentorWithReport();
    const url = `/mentor/api/interns/${intern.id}/weeks/2/waive`;
    expect((await post(ctx.app, mentor, url, { reason: '' })).json().message).toBe(INTERNSHIP_MESSAGES.waiveReasonRequired);
    const waived = await post(ctx.app, mentor, url, { reason: 'Medical leave' });
    expect(waived.json()).toMatchObject({ number: 2, state: 'WAIVED', waiverReason: 'Medical leave' });
    expect((await post(ctx.app, mentor, url, { reason: 'Again' })).statusCode).toBe(409);
    clockAt(ctx.app, '2025-12-18T06:30:00Z');
    expect((await write(intern, 2)).statusCode).toBe(409);
    const actions = (await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: 'internship.week.waive' }).lean()).map(
      (e) => e.after,
    );
    expect(actions).toEqual([{ week: 2, waiverReason: 'Medical leave' }]);
  });
});

describe('another mentor', () => {
  it('finds neither the intern, nor the report, nor the evaluation (404)', async () => {
    const { intern, reportId } = await mentorWithReport();
    const stranger = await mentorOf(ctx.app);
    clockAt(ctx.app, '2026-01-21T06:30:00Z');
    const answers = [
      await get(ctx.app, stranger, `/mentor/api/interns/${intern.id}/internship`),
      await review(stranger, reportId, { decision: 'accept' }),
      await post(ctx.app, stranger, `/mentor/api/interns/${intern.id}/weeks/1/waive`, { reason: 'Mine now' }),
      await put(stranger, `/mentor/api/interns/${intern.id}/evaluation`, { scores: SCORES, comment: 'Great.' }),
      await get(ctx.app, stranger, `/mentor/api/interns/${String(new Types.ObjectId())}/internship`),
      await get(ctx.app, stranger, '/mentor/api/interns/not-an-id/internship'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await ctx.app.models.InternshipEvaluation.countDocuments({ _id: intern.id })).toBe(0);
  });
});

describe('the final evaluation', () => {
  it('opens after the last day, scores the mean to one decimal, changes until a certificate rests on it', async () => {
    const { mentor, intern } = await mentorWithReport();
    const url = `/mentor/api/interns/${intern.id}/evaluation`;
    clockAt(ctx.app, '2026-01-20T18:29:00Z'); // Tue 20 Jan, 23:59 IST: the last day
    const early = await put(mentor, url, { scores: SCORES, comment: 'Great work.' });
    expect([early.statusCode, early.json().message]).toEqual([409, INTERNSHIP_MESSAGES.evaluationTooEarly]);
    clockAt(ctx.app, '2026-01-20T18:30:00Z');
    const view = (await get(ctx.app, mentor, `/mentor/api/interns/${intern.id}/internship`)).json() as MentorInternshipView;
    expect([view.ended, view.evaluationOpen, view.evaluation]).toEqual([true, true, null]);
    expect((await put(mentor, url, { scores: { ...SCORES, initiative: 6 }, comment: 'x' })).statusCode).toBe(400);
    expect((await put(mentor, url, { scores: SCORES, comment: '' })).json().message).toBe(INTERNSHIP_MESSAGES.evaluationCommentRequired);
    const saved = await put(mentor, url, { scores: SCORES, comment: 'Great work.' });
    expect(saved.json()).toMatchObject({ scores: SCORES, score: 4.3, comment: 'Great work.' }); // 4.25 -> 4.3
    const changed = await put(mentor, url, { scores: { ...SCORES, delivery: 5 }, comment: 'Great work, on time.' });
    expect(changed.json()).toMatchObject({ score: 4.5, submittedAt: saved.json().submittedAt });
    const seen = (await get(ctx.app, intern, '/student/internship')).json() as StudentInternshipView;
    expect(seen.evaluation).toMatchObject({ score: 4.5, comment: 'Great work, on time.' });

    await ctx.app.models.Certificate.create({
      userId: intern.id,
      activeKey: `${intern.id}:INTERNSHIP`,
      type: 'INTERNSHIP',
      code: `T${intern.id}`,
      holderName: 'Priya Sharma',
      cohortId: new Types.ObjectId(),
      periodStart: '2025-12-10',
      periodEnd: '2026-01-20',
      issuedAt: new Date(),
    });
    const locked = await put(mentor, url, { scores: SCORES, comment: 'Changed my mind.' });
    expect([locked.statusCode, locked.json().message]).toEqual([409, INTERNSHIP_MESSAGES.evaluationLocked]);
    const audit = await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: 'internship.evaluation.save' }).lean();
    expect(audit).toHaveLength(2);
  });
});

describe('projects', () => {
  it('a mentor writes the projects of their specializations; an admin any; others are 404', async () => {
    const mentor = await mentorOf(ctx.app, ['Data Science']);
    const admin = await signInAs(ctx.app, 'ADMIN');
    const cohortId = String((await ctx.app.cohorts.active())._id);
    const body = { title: 'Churn model', description: 'Predict churn.', deliverables: '', repositoryExpectations: '' };
    const own = `/mentor/api/projects/${cohortId}/Data%20Science`;
    expect((await get(ctx.app, mentor, own)).json()).toEqual({ project: null });
    expect((await put(mentor, own, body)).statusCode).toBe(200);
    expect((await put(mentor, `/mentor/api/projects/${cohortId}/Cyber%20Security`, body)).statusCode).toBe(404);
    expect((await put(mentor, `/mentor/api/projects/${String(new Types.ObjectId())}/Data%20Science`, body)).statusCode).toBe(404);
    expect((await put(mentor, own, { ...body, title: ' ' })).statusCode).toBe(400);
    const adminUrl = `/admin/api/internship/projects/${cohortId}/Data%20Science`;
    expect((await put(admin, adminUrl, { ...body, title: 'Churn model v2' })).json()).toMatchObject({ title: 'Churn model v2' });
    expect((await get(ctx.app, mentor, own)).json().project).toMatchObject({ title: 'Churn model v2' });
    expect((await ctx.app.models.AuditEntry.find({ action: 'internship.project.save' }).lean()).map((e) => e.actorRole)).toEqual([
      'MENTOR',
      'ADMIN',
    ]);
  });
});

describe('roles on the mentor routes', () => {
  it('401 without a token, 403 for a student, an admin and a CA; the admin’s project routes are the admin’s only', async () => {
    const cohortId = String((await ctx.app.cohorts.active())._id);
    const mentorUrls = ['/mentor/api/reviews', `/mentor/api/projects/${cohortId}/Data%20Science`];
    expect((await ctx.app.inject({ method: 'GET', url: mentorUrls[0]! })).statusCode).toBe(401);
    for (const role of ['STUDENT', 'ADMIN', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      for (const url of mentorUrls) expect((await get(ctx.app, user, url)).statusCode, `${role} ${url}`).toBe(403);
    }
    for (const role of ['STUDENT', 'MENTOR', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      const res = await get(ctx.app, user, `/admin/api/internship/projects/${cohortId}/Data%20Science`);
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('the history of reviews', () => {
  it('keeps every review of a report in order, read by the mentor, the intern and the data download', async () => {
    const { mentor, intern, reportId } = await mentorWithReport();
    clockAt(ctx.app, '2025-12-13T06:30:00Z');
    expect((await review(mentor, reportId, { decision: 'changes', comment: 'Add the plots.' })).statusCode).toBe(200);
    clockAt(ctx.app, '2025-12-14T06:30:00Z');
    expect((await write(intern, 1)).json()).toMatchObject({ state: 'SUBMITTED', report: { reviewComment: 'Add the plots.' } });
    clockAt(ctx.app, '2025-12-15T06:30:00Z');
    expect((await review(mentor, reportId, { decision: 'accept', comment: 'Good now.' })).statusCode).toBe(200);

    const history = [
      { decision: 'CHANGES_REQUESTED', comment: 'Add the plots.', by: MENTOR_PROFILE.name, at: '2025-12-13T06:30:00.000Z' },
      { decision: 'ACCEPTED', comment: 'Good now.', by: MENTOR_PROFILE.name, at: '2025-12-15T06:30:00.000Z' },
    ];
    const latest = { decision: 'ACCEPTED', reviewComment: 'Good now.', reviewedAt: '2025-12-15T06:30:00.000Z', reviews: history };
    const mentorView = (await get(ctx.app, mentor, `/mentor/api/interns/${intern.id}/internship`)).json() as MentorInternshipView;
    expect(mentorView.weeks[0]!.report).toMatchObject(latest);
    const internView = (await get(ctx.app, intern, '/student/internship')).json() as StudentInternshipView;
    expect(internView.weeks[0]!.report).toMatchObject(latest);

    const exported = (await post(ctx.app, intern, '/student/data-rights/export', {})).json() as { downloadToken: string };
    const file = await get(ctx.app, intern, `/student/data-rights/export/file?token=${encodeURIComponent(exported.downloadToken)}`);
    const data = JSON.parse(Buffer.from(unzipSync(new Uint8Array(file.rawPayload))['data.json']!).toString('utf8'));
    expect(data.internship.weeklyReports[0]).toMatchObject({
      decision: 'ACCEPTED',
      reviews: history.map(({ by, at, ...review }) => ({ ...review, reviewedBy: by, reviewedAt: at })),
    });
  });
});

describe('the student’s data', () => {
  it('the export lists the reports and the evaluation; erasure takes them with the account', async () => {
    const { mentor, intern } = await mentorWithReport();
    clockAt(ctx.app, '2026-01-21T06:30:00Z');
    await put(mentor, `/mentor/api/interns/${intern.id}/evaluation`, { scores: SCORES, comment: 'Great work.' });
    vi.restoreAllMocks();
    const exported = (await post(ctx.app, intern, '/student/data-rights/export', {})).json() as { downloadToken: string };
    const file = await get(ctx.app, intern, `/student/data-rights/export/file?token=${encodeURIComponent(exported.downloadToken)}`);
    const data = JSON.parse(Buffer.from(unzipSync(new Uint8Array(file.rawPayload))['data.json']!).toString('utf8'));
    expect(data.internship.weeklyReports).toEqual([expect.objectContaining({ week: 1, done: GOOD_REPORT.done, hours: GOOD_REPORT.hours })]);
    expect(data.internship.evaluation).toMatchObject({ score: 4.3, comment: 'Great work.' });

    const admin = await signInAs(ctx.app, 'ADMIN');
    const { id } = (await post(ctx.app, intern, '/student/data-rights/erasure', { confirm: true })).json() as { id: string };
    expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true })).statusCode).toBe(200);
    await eventually(async () => (await ctx.app.dataRights.erasurePage('COMPLETED', 0, 100)).items.some((r) => r.id === id), {
      what: 'the erasure',
    });
    expect(await ctx.app.models.WeeklyReport.countDocuments({ internId: intern.id })).toBe(0);
    expect(await ctx.app.models.InternshipEvaluation.countDocuments({ _id: intern.id })).toBe(0);
    // The mentor's place is freed with the assignment.
    expect(await ctx.app.models.MentorAssignment.countDocuments({ _id: intern.id })).toBe(0);
    expect((await ctx.app.models.MentorProfile.findById(mentor.id).lean())?.places).toEqual([]);
  });
});
