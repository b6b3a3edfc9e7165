import { screen, waitFor, within } from '@testing-library/react';
import { INTERNSHIP_MESSAGES, REPORT_LABELS } from '@portal/domain/internship';
import type { ReportView, StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import { json, signIn, type ApiHandler } from '../../../testing/api-mock';
import { FEE_VERIFIED, journeyWith, mockProgramApi, SPECIALIZED } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { INTERNSHIP_LOAD_FAILED, LOCKED_TITLE } from './InternshipSection';
import { REPORT_SAVED } from './ReportForm';

const PATH = '/student-main/internship';
const SLOW = { timeout: 10_000 };
const LOCKED = 'Please finish step 4 (Choose Specialization) first.';

function week(number: number, overrides: Partial<WeekView> = {}): WeekView {
  const first = 10 + (number - 1) * 7;
  const day = (d: number) => new Date(Date.UTC(2025, 11, d)).toISOString().slice(0, 10);
  return {
    number,
    firstDay: day(first),
    lastDay: day(first + 6),
    dueDay: day(first + 11),
    dueAt: `${day(first + 11)}T18:29:00.000Z`,
    state: 'UPCOMING',
    overdue: false,
    waiverReason: null,
    report: null,
    ...overrides,
  };
}

const REPORT: ReportView = {
  id: 'r1',
  week: 1,
  done: 'Cleaned the data set and trained a baseline.',
  next: 'Feature engineering.',
  blockers: '',
  hours: 30,
  links: ['https://github.com/asha/churn'],
  submittedAt: '2025-12-12T06:30:00.000Z',
  updatedAt: '2025-12-12T06:30:00.000Z',
  late: false,
  decision: null,
  reviewComment: null,
  reviewedAt: null,
  reviews: [],
};

function plan(overrides: Partial<StudentInternshipView> = {}): StudentInternshipView {
  return {
    specialization: 'Data Science',
    cohortId: 'c1',
    startDate: '2025-12-10',
    endDate: '2025-12-23',
    durationWeeks: 2,
    started: true,
    ended: false,
    weeks: [week(1, { state: 'MISSING' }), week(2)],
    evaluation: null,
    project: {
      cohortId: 'c1',
      specialization: 'Data Science',
      title: 'Churn model',
      description: 'Predict which customers leave.',
      deliverables: 'A model and a short report.',
      repositoryExpectations: 'A public GitHub repository with a README.',
      updatedAt: '2025-12-01T06:30:00.000Z',
    },
    mentor: { name: 'Dr. Meera Rao', title: 'Principal Engineer', email: 'meera.rao@example.com' },
    certificateNeeds: [
      { type: 'INTERNSHIP', needs: 'After the internship’s last day, with every week’s report accepted.' },
      { type: 'EXCELLENCE', needs: 'A final evaluation score of at least 4.0 out of 5.' },
    ],
    ...overrides,
  };
}

function api(answer: ApiHandler, overrides: Record<string, ApiHandler> = {}) {
  return mockProgramApi(SPECIALIZED, {
    'GET /student/internship': answer,
    ...overrides,
  });
}

describe('/student-main/internship', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it("says why it is empty before step 4 is done, with the way to it, and keeps the program's facts", async () => {
    api(() => json({ statusCode: 409, message: LOCKED }, 409), { 'GET /student/journey': journeyWith(FEE_VERIFIED) });
    renderApp(PATH);
    expect(await screen.findByText(LOCKED_TITLE, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Specialization' })).toHaveAttribute('href', '/student-main/specializations');
    expect(screen.getByRole('region', { name: 'About the internship' })).toHaveTextContent('Free and guaranteed');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('before the start: says when it starts and shows the weeks, none open', async () => {
    api(() => json(plan({ started: false, weeks: [week(1), week(2)], mentor: null, project: null })));
    renderApp(PATH);
    const yours = await screen.findByRole('region', { name: 'Your internship' }, SLOW);
    expect(yours).toHaveTextContent('Your internship starts on 10 Dec 2025.');
    expect(yours).toHaveTextContent('Your mentor will be assigned before the start');
    const weeks = screen.getByRole('region', { name: 'Weekly reports' });
    expect(within(weeks).getByRole('heading', { level: 3, name: 'Week 1: 10 to 16 Dec 2025' })).toBeInTheDocument();
    expect(weeks).toHaveTextContent('Report due 21 Dec 2025, 23:59 IST');
    expect(within(weeks).getAllByText('Not started')).toHaveLength(2);
    expect(within(weeks).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the project, the mentor with their contact, and what each certificate needs', async () => {
    api(() => json(plan()));
    renderApp(PATH);
    const yours = await screen.findByRole('region', { name: 'Your internship' }, SLOW);
    expect(yours).toHaveTextContent('Dr. Meera Rao, Principal Engineer');
    expect(within(yours).getByRole('link', { name: 'meera.rao@example.com' })).toHaveAttribute('href', 'mailto:meera.rao@example.com');
    expect(yours).toHaveTextContent('Churn model');
    expect(yours).toHaveTextContent('A public GitHub repository with a README.');
    const certificates = screen.getByRole('region', { name: 'Your certificates' });
    expect(certificates).toHaveTextContent('Certificate of Internship');
    expect(certificates).toHaveTextContent('at least 4.0 out of 5');
  });

  it("checks the report with the domain's messages, then saves it", async () => {
    const mock = api(() => json(plan()), {
      'PUT /student/internship/reports/1': () => json(week(1, { state: 'SUBMITTED', report: REPORT })),
    });
    const { user } = renderApp(PATH);
    const weeks = await screen.findByRole('region', { name: 'Weekly reports' }, SLOW);
    await user.click(within(weeks).getByRole('button', { name: 'Submit week 1 report' }));
    expect(await within(weeks).findByText(INTERNSHIP_MESSAGES.doneRequired)).toBeInTheDocument();
    expect(within(weeks).getByText(INTERNSHIP_MESSAGES.nextRequired)).toBeInTheDocument();
    expect(within(weeks).getByText(INTERNSHIP_MESSAGES.hoursInvalid)).toBeInTheDocument();

    /** Pastes the text into the field: typing it key by key costs seconds in jsdom. */
    const fill = async (label: string, text: string) => {
      await user.clear(within(weeks).getByLabelText(label));
      await user.click(within(weeks).getByLabelText(label));
      await user.paste(text);
    };
    await fill(REPORT_LABELS.done, REPORT.done);
    await fill(REPORT_LABELS.next, REPORT.next);
    await fill(REPORT_LABELS.hours, '30');
    await fill(REPORT_LABELS.links, 'http://github.com/asha/churn');
    await user.click(within(weeks).getByRole('button', { name: 'Submit week 1 report' }));
    expect(await within(weeks).findByText(INTERNSHIP_MESSAGES.linksInvalid)).toBeInTheDocument();
    await fill(REPORT_LABELS.links, REPORT.links[0]!);
    await user.click(within(weeks).getByRole('button', { name: 'Submit week 1 report' }));
    expect(await screen.findByText(REPORT_SAVED)).toBeInTheDocument();
    expect(mock.callsTo('PUT /student/internship/reports/1')[0]?.body).toEqual({
      done: REPORT.done,
      next: REPORT.next,
      blockers: '',
      hours: 30,
      links: REPORT.links,
    });
    await waitFor(() => expect(mock.callsTo('GET /student/internship').length).toBeGreaterThan(1));
  });

  it("shows the mentor's comment, a late or accepted report read-only, a waiver and the evaluation", async () => {
    api(() =>
      json(
        plan({
          ended: true,
          weeks: [
            week(1, {
              state: 'ACCEPTED',
              report: {
                ...REPORT,
                decision: 'ACCEPTED',
                reviewComment: 'Good start.',
                late: true,
                reviews: [
                  { decision: 'CHANGES_REQUESTED', comment: 'Add the metrics.', by: 'Dr. Meera Rao', at: '2025-12-13T06:30:00.000Z' },
                  { decision: 'ACCEPTED', comment: 'Good start.', by: 'Dr. Meera Rao', at: '2025-12-14T06:30:00.000Z' },
                ],
              },
            }),
            week(2, { state: 'WAIVED', waiverReason: 'Medical leave' }),
          ],
          evaluation: {
            scores: { technicalSkill: 5, delivery: 4, communication: 4, initiative: 4 },
            comment: 'Great work.',
            score: 4.3,
            submittedAt: '2025-12-24T06:30:00.000Z',
            updatedAt: '2025-12-24T06:30:00.000Z',
          },
        }),
      ),
    );
    renderApp(PATH);
    const weeks = await screen.findByRole('region', { name: 'Weekly reports' }, SLOW);
    expect(weeks).toHaveTextContent('Your mentor accepted this report');
    expect(weeks).toHaveTextContent('Good start.');
    expect(weeks).toHaveTextContent('after its due date');
    expect(weeks).toHaveTextContent('Your mentor waived this week: Medical leave');
    const earlier = within(weeks).getByRole('list', { name: 'Earlier reviews of week 1' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Changes asked on 13 Dec 2025, 12:00 IST by Dr. Meera Rao — “Add the metrics.”']);
    expect(within(weeks).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(weeks).getByRole('link', { name: REPORT.links[0] })).toHaveAttribute('href', REPORT.links[0]);
    const evaluation = screen.getByRole('region', { name: 'Your final evaluation' });
    expect(evaluation).toHaveTextContent('Score: 4.3 out of 5');
    expect(evaluation).toHaveTextContent('Technical skill');
    expect(evaluation).toHaveTextContent('Great work.');
  });

  it('says a failed load and loads again on Retry', async () => {
    let fail = true;
    api(() => (fail ? json({ message: 'Database unavailable.' }, 503) : json(plan())));
    const { user } = renderApp(PATH);
    expect(await screen.findByText(INTERNSHIP_LOAD_FAILED, {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your internship' })).toBeInTheDocument();
  });
});
