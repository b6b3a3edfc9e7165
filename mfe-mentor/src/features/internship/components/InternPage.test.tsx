import { screen, waitFor, within } from '@testing-library/react';
import { EVALUATION_CRITERIA, INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import type { MentorInternshipView, ReportView, WeekView } from '@portal/domain/views/internship';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { renderApp } from '../../../testing/render-app';

const report = (week: number, overrides: Partial<ReportView> = {}): ReportView => ({
  id: `r${week}`,
  week,
  done: `Built the data pipeline of week ${week}.`,
  next: 'Train the first model.',
  blockers: '',
  hours: 32,
  links: ['https://github.com/asha/pipeline'],
  submittedAt: '2025-12-07T10:00:00.000Z',
  updatedAt: '2025-12-07T10:00:00.000Z',
  late: false,
  decision: null,
  reviewComment: null,
  reviewedAt: null,
  reviews: [],
  ...overrides,
});

const MENTOR = 'Dr. Meera Rao';

const week = (number: number, overrides: Partial<WeekView> = {}): WeekView => ({
  number,
  firstDay: ['2025-12-01', '2025-12-08', '2025-12-15', '2025-12-22'][number - 1]!,
  lastDay: '2025-12-07',
  dueDay: '2025-12-07',
  dueAt: '2025-12-07T18:29:00.000Z',
  state: 'UPCOMING',
  overdue: false,
  waiverReason: null,
  report: null,
  ...overrides,
});

const VIEW: MentorInternshipView = {
  internId: 'i1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  specialization: 'Data Science',
  cohortId: 'c1',
  startDate: '2025-12-01',
  endDate: '2025-12-28',
  durationWeeks: 4,
  started: true,
  ended: false,
  evaluationOpen: false,
  evaluation: null,
  weeks: [
    week(1, {
      state: 'ACCEPTED',
      report: report(1, {
        decision: 'ACCEPTED',
        reviewComment: null,
        reviewedAt: '2025-12-08T05:00:00.000Z',
        reviews: [{ decision: 'ACCEPTED', comment: null, by: MENTOR, at: '2025-12-08T05:00:00.000Z' }],
      }),
    }),
    week(2, { state: 'SUBMITTED', report: report(2) }),
    week(3, { state: 'MISSING', overdue: true }),
    week(4),
  ],
};

const PROJECT = {
  project: {
    cohortId: 'c1',
    specialization: 'Data Science',
    title: 'Churn prediction',
    description: 'Predict which subscribers leave.',
    deliverables: 'A notebook and a report.',
    repositoryExpectations: 'A public GitHub repository with a README.',
    updatedAt: '2025-11-30T10:00:00.000Z',
  },
};

function mockIntern(view: MentorInternshipView, more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /mentor/api/interns/i1/internship': () => json(view),
    'GET /mentor/api/projects/c1/Data%20Science': () => json(PROJECT),
    ...more,
  });
}

const weekItem = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Week ${n}:`) });

describe('/mentor/interns/{internId}', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the intern's plan, each week with its due date in India time and its report, links opening safely, and the review history", async () => {
    mockIntern(VIEW);
    renderApp('/mentor/interns/i1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(document.title).toBe('Asha Rao — Career Portal');
    expect(screen.getByText('Data Science: 1 to 28 Dec 2025, 4 weeks.')).toBeInTheDocument();
    expect(await screen.findByText('Project: Churn prediction')).toBeInTheDocument();
    expect(screen.getByText('A public GitHub repository with a README.')).toBeInTheDocument();

    const second = within(weekItem(2));
    expect(second.getByText('Submitted')).toBeInTheDocument();
    expect(second.getByText('Report due 7 Dec 2025, 23:59 IST.')).toBeInTheDocument();
    expect(second.getByText('Built the data pipeline of week 2.')).toBeInTheDocument();
    const link = second.getByRole('link', { name: 'https://github.com/asha/pipeline' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(second.getByRole('button', { name: 'Accept week 2' })).toBeInTheDocument();

    expect(within(weekItem(3)).getByText("This week's report is overdue.")).toBeInTheDocument();
    expect(within(weekItem(3)).queryByRole('button', { name: 'Accept week 3' })).not.toBeInTheDocument();
    expect(within(weekItem(3)).getByRole('button', { name: 'Waive week 3' })).toBeInTheDocument();
    expect(within(weekItem(4)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(weekItem(1)).queryByRole('button')).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Review history' });
    expect(within(history).getByText(/^Week 1: Accepted on/)).toBeInTheDocument();
    expect(screen.getByText('The final evaluation opens after the internship’s last day, 28 Dec 2025.')).toBeInTheDocument();
  });

  it('shows the request for changes a report was sent again after, on its week and in the history', async () => {
    const resent = report(2, {
      reviewComment: 'Please add the metrics.',
      reviewedAt: '2025-12-15T05:00:00.000Z',
      reviews: [{ decision: 'CHANGES_REQUESTED', comment: 'Please add the metrics.', by: MENTOR, at: '2025-12-15T05:00:00.000Z' }],
    });
    mockIntern({ ...VIEW, weeks: [VIEW.weeks[0]!, week(2, { state: 'SUBMITTED', report: resent }), ...VIEW.weeks.slice(2)] });
    renderApp('/mentor/interns/i1');
    const second = within(await screen.findByRole('listitem', { name: /^Week 2:/ }));
    expect(second.getByText('Your review of 15 Dec 2025, 10:30 IST: Changes asked')).toBeInTheDocument();
    expect(second.getByText('Please add the metrics.')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Accept week 2' })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Review history' }));
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Week 2: Changes asked on 15 Dec 2025, 10:30 IST by Dr. Meera Rao — “Please add the metrics.”',
      'Week 1: Accepted on 8 Dec 2025, 10:30 IST by Dr. Meera Rao',
    ]);
    expect(second.queryByRole('list', { name: 'Earlier reviews of week 2' })).not.toBeInTheDocument();
  });

  it('keeps every review of a report: the latest on its week with the earlier ones under it, all of them in the history, newest first', async () => {
    const reviews: ReportView['reviews'] = [
      { decision: 'CHANGES_REQUESTED', comment: 'Please add the metrics.', by: MENTOR, at: '2025-12-15T05:00:00.000Z' },
      { decision: 'CHANGES_REQUESTED', comment: 'And the baseline.', by: 'Dr. Kiran Shah', at: '2025-12-16T05:00:00.000Z' },
      { decision: 'ACCEPTED', comment: 'Good now.', by: MENTOR, at: '2025-12-17T05:00:00.000Z' },
    ];
    const accepted = report(2, { decision: 'ACCEPTED', reviewComment: 'Good now.', reviewedAt: reviews[2]!.at, reviews });
    mockIntern({ ...VIEW, weeks: [VIEW.weeks[0]!, week(2, { state: 'ACCEPTED', report: accepted }), ...VIEW.weeks.slice(2)] });
    renderApp('/mentor/interns/i1');
    const second = within(await screen.findByRole('listitem', { name: /^Week 2:/ }));
    expect(second.getByText('Your review of 17 Dec 2025, 10:30 IST: Accepted')).toBeInTheDocument();
    const earlier = within(second.getByRole('list', { name: 'Earlier reviews of week 2' }));
    expect(earlier.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Changes asked on 16 Dec 2025, 10:30 IST by Dr. Kiran Shah — “And the baseline.”',
      'Changes asked on 15 Dec 2025, 10:30 IST by Dr. Meera Rao — “Please add the metrics.”',
    ]);
    const history = within(screen.getByRole('region', { name: 'Review history' }));
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Week 2: Accepted on 17 Dec 2025, 10:30 IST by Dr. Meera Rao — “Good now.”',
      'Week 2: Changes asked on 16 Dec 2025, 10:30 IST by Dr. Kiran Shah — “And the baseline.”',
      'Week 2: Changes asked on 15 Dec 2025, 10:30 IST by Dr. Meera Rao — “Please add the metrics.”',
      'Week 1: Accepted on 8 Dec 2025, 10:30 IST by Dr. Meera Rao',
    ]);
  });

  it('accepts a report and reloads the page', async () => {
    const api = mockIntern(VIEW, { 'POST /mentor/api/reports/r2/review': () => json(week(2, { state: 'ACCEPTED' })) });
    const { user } = renderApp('/mentor/interns/i1');
    await user.click(await screen.findByRole('button', { name: 'Accept week 2' }));
    await waitFor(() => expect(api.callsTo('POST /mentor/api/reports/r2/review')).toHaveLength(1));
    expect(api.callsTo('POST /mentor/api/reports/r2/review')[0]!.body).toEqual({ decision: 'accept' });
    await waitFor(() => expect(api.callsTo('GET /mentor/api/interns/i1/internship')).toHaveLength(2));
  });

  it('keeps the keyboard in the week: the comment field when its form opens, the opener on Cancel, the heading once decided', async () => {
    mockIntern(VIEW, { 'POST /mentor/api/reports/r2/review': () => json(week(2, { state: 'ACCEPTED' })) });
    const { user } = renderApp('/mentor/interns/i1');
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    expect(screen.getByLabelText("What should change in week 2's report")).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(weekItem(2)).getByRole('button', { name: 'Ask for changes' })).toHaveFocus();

    await user.click(within(weekItem(3)).getByRole('button', { name: 'Waive week 3' }));
    expect(screen.getByLabelText('Why week 3 is waived')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(weekItem(3)).getByRole('button', { name: 'Waive week 3' })).toHaveFocus();

    await user.click(within(weekItem(2)).getByRole('button', { name: 'Accept week 2' }));
    await waitFor(() => expect(within(weekItem(2)).getByRole('heading', { level: 3 })).toHaveFocus());
  });

  it("asks for changes only with a comment, in the domain's words, and shows the API's refusal", async () => {
    const api = mockIntern(VIEW, {
      'POST /mentor/api/reports/r2/review': () =>
        json({ statusCode: 409, error: 'Conflict', message: INTERNSHIP_MESSAGES.reviewNotAwaiting }, 409),
    });
    const { user } = renderApp('/mentor/interns/i1');
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    await user.click(screen.getByRole('button', { name: 'Send the request for changes' }));
    expect(await screen.findByText(INTERNSHIP_MESSAGES.reviewCommentRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /mentor/api/reports/r2/review')).toHaveLength(0);

    await user.type(screen.getByLabelText("What should change in week 2's report"), 'Please add the evaluation metrics.');
    await user.click(screen.getByRole('button', { name: 'Send the request for changes' }));
    expect(await screen.findByText(INTERNSHIP_MESSAGES.reviewNotAwaiting)).toBeInTheDocument();
    expect(api.callsTo('POST /mentor/api/reports/r2/review')[0]!.body).toEqual({
      decision: 'changes',
      comment: 'Please add the evaluation metrics.',
    });
  });

  it('waives a week only with a reason', async () => {
    const api = mockIntern(VIEW, { 'POST /mentor/api/interns/i1/weeks/3/waive': () => json(week(3, { state: 'WAIVED' })) });
    const { user } = renderApp('/mentor/interns/i1');
    await user.click(await screen.findByRole('button', { name: 'Waive week 3' }));
    const form = within(weekItem(3));
    await user.click(form.getByRole('button', { name: 'Waive week 3' }));
    expect(await screen.findByText(INTERNSHIP_MESSAGES.waiveReasonRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('Why week 3 is waived'), 'Medical leave, certificate seen.');
    await user.click(form.getByRole('button', { name: 'Waive week 3' }));
    await waitFor(() =>
      expect(api.callsTo('POST /mentor/api/interns/i1/weeks/3/waive')[0]?.body).toEqual({ reason: 'Medical leave, certificate seen.' }),
    );
  });

  it('shows the not-found page for an intern the mentor does not supervise', async () => {
    mockApi({
      'GET /mentor/api/interns/other/internship': () =>
        json({ statusCode: 404, error: 'Not Found', message: INTERNSHIP_MESSAGES.internshipNotFound }, 404),
    });
    renderApp('/mentor/interns/other');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor page not found' })).toBeInTheDocument();
  });

  describe('the final evaluation', () => {
    const ENDED: MentorInternshipView = { ...VIEW, ended: true, evaluationOpen: true };

    it('offers the rubric with each level described, shows the score live and submits it', async () => {
      const api = mockIntern(ENDED, {
        'PUT /mentor/api/interns/i1/evaluation': () =>
          json({ scores: {}, comment: 'x', score: 3.3, submittedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }),
      });
      const { user } = renderApp('/mentor/interns/i1');
      const evaluation = await screen.findByRole('region', { name: 'Final evaluation' });
      expect(within(evaluation).getByText('Score: choose a level for every criterion.')).toBeInTheDocument();
      await user.click(within(evaluation).getByRole('button', { name: 'Submit the evaluation' }));
      expect(await within(evaluation).findByText(INTERNSHIP_MESSAGES.scoresInvalid)).toBeInTheDocument();

      const levels = [4, 3, 3, 3];
      for (const [i, criterion] of EVALUATION_CRITERIA.entries()) {
        const group = within(evaluation).getByRole('group', { name: criterion.label });
        const level = levels[i]!;
        await user.click(within(group).getByRole('radio', { name: `${level} — ${criterion.levels[level - 1]}` }));
      }
      expect(within(evaluation).getByText('Score: 3.3 out of 5')).toBeInTheDocument();
      await user.click(within(evaluation).getByRole('button', { name: 'Submit the evaluation' }));
      expect(await within(evaluation).findByText(INTERNSHIP_MESSAGES.evaluationCommentRequired)).toBeInTheDocument();
      await user.type(within(evaluation).getByLabelText('Comment to the intern'), 'Steady, careful work.');
      await user.click(within(evaluation).getByRole('button', { name: 'Submit the evaluation' }));
      await waitFor(() =>
        expect(api.callsTo('PUT /mentor/api/interns/i1/evaluation')[0]?.body).toEqual({
          scores: { technicalSkill: 4, delivery: 3, communication: 3, initiative: 3 },
          comment: 'Steady, careful work.',
        }),
      );
    });

    it("shows the API's 409 when a certificate already rests on the evaluation", async () => {
      mockIntern(
        {
          ...ENDED,
          evaluation: {
            scores: { technicalSkill: 5, delivery: 4, communication: 4, initiative: 4 },
            comment: 'Excellent.',
            score: 4.3,
            submittedAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
        {
          'PUT /mentor/api/interns/i1/evaluation': () =>
            json({ statusCode: 409, error: 'Conflict', message: INTERNSHIP_MESSAGES.evaluationLocked }, 409),
        },
      );
      const { user } = renderApp('/mentor/interns/i1');
      const evaluation = await screen.findByRole('region', { name: 'Final evaluation' });
      expect(within(evaluation).getByText('Score: 4.3 out of 5')).toBeInTheDocument();
      expect(within(evaluation).getByLabelText('Comment to the intern')).toHaveValue('Excellent.');
      await user.click(within(evaluation).getByRole('button', { name: 'Save the evaluation' }));
      expect(await within(evaluation).findByText(INTERNSHIP_MESSAGES.evaluationLocked)).toBeInTheDocument();
    });
  });
});
