import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIRST_COHORT, COHORT_MESSAGES } from '@portal/domain/cohort';
import type { CohortAdminView } from '@portal/domain/views/program';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeCounts } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resetCalendarToday } from '@portal/shared-ui/lib/program-calendar';
import { PROGRAM_TEXT } from './ProgramSection';

const zero = Object.fromEntries(Object.keys(FIRST_COHORT.seats).map((name) => [name, 0]));
const first: CohortAdminView = {
  id: '000000000000000000000001',
  ...FIRST_COHORT,
  enrolmentOpen: false,
  active: true,
  editable: false,
  students: 3,
  filled: { ...zero, 'Artificial Intelligence': 42, 'Data Science': 37 },
  filledBeforePortal: 76,
};
const january: CohortAdminView = {
  ...first,
  id: 'c2',
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  internshipStartDates: ['2027-02-01', '2027-02-08'],
  enrolmentOpen: true,
  active: false,
  editable: true,
  students: 0,
  filled: zero,
  filledBeforePortal: 0,
};

function serve(handlers: Record<string, ApiHandler>) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    'GET /admin/signature': () => json({ exists: false, updatedAt: null }),
    'GET /admin/api/mail/failed': () => json({ items: [], totalItems: 0 }),
    ...handlers,
  });
}

const panel = () => screen.findByRole('region', { name: PROGRAM_TEXT.heading });
const dialog = () => screen.findByRole('dialog');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin program (cohorts)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    resetCalendarToday();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each cohort with its dates, students and seats filled; the active one is marked and a used one cannot be edited', async () => {
    serve({ 'GET /admin/api/cohorts': () => json([january, first]) });
    renderApp('/admin');
    const region = await panel();
    const firstRow = (await within(region).findByText('November 2025')).closest('tr')!;
    expect(within(firstRow).getByText('Active')).toBeInTheDocument();
    expect(within(firstRow).getByText('1–30 Nov 2025')).toBeInTheDocument();
    expect(within(firstRow).getByText('1, 10, 15, 20 or 25 Dec 2025')).toBeInTheDocument();
    // 3 students, 79 seats: the seats taken before the portal are said, so the two numbers agree.
    expect(within(firstRow).getByText('79 of 250')).toHaveTextContent('79 of 250 (76 filled before the portal)');
    // Per specialization, in a disclosure.
    expect(within(firstRow).getByRole('list', { name: 'Seats of November 2025 per specialization' })).toHaveTextContent(
      'Artificial Intelligence: 42 of 50',
    );
    expect(within(firstRow).getByText('Students verified: dates fixed')).toBeInTheDocument();
    expect(within(firstRow).queryByRole('button', { name: 'Make November 2025 active' })).not.toBeInTheDocument();
    const janRow = within(region).getByText('January 2027').closest('tr')!;
    expect(within(janRow).getByRole('button', { name: 'Edit January 2027' })).toBeInTheDocument();
  });

  it('makes a cohort active after a confirm', async () => {
    let list = [january, first];
    const api = serve({
      'GET /admin/api/cohorts': () => json(list),
      'POST /admin/api/cohorts/c2/activate': () => {
        list = [
          { ...january, active: true },
          { ...first, active: false },
        ];
        return json(list[0]);
      },
    });
    const { user } = renderApp('/admin');
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Make January 2027 active' }));
    expect((await screen.findAllByText('Open January 2027 for enrolment?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Yes, make it active' }));
    expect(await screen.findByText(PROGRAM_TEXT.activated('January 2027'))).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/cohorts/c2/activate')).toHaveLength(1);
    // The first cohort's training has started: it cannot take new students, so it is not offered.
    await waitFor(() => expect(within(region).getByText('November 2025').closest('tr')).toHaveTextContent('Training started'));
    expect(within(region).queryByRole('button', { name: 'Make November 2025 active' })).not.toBeInTheDocument();
  });

  it('creates a cohort: checks the rules before sending, then shows the server’s message on its field', async () => {
    const api = serve({
      'GET /admin/api/cohorts': () => json([first]),
      'POST /admin/api/cohorts': (call) =>
        (call.body as { trainingStart: string }).trainingStart === '2026-11-01'
          ? json({ statusCode: 400, message: COHORT_MESSAGES.pastDate, errors: { trainingStart: COHORT_MESSAGES.pastDate } }, 400)
          : json({ ...january, id: 'c3' }, 201),
    });
    const { user } = renderApp('/admin');
    await user.click(await within(await panel()).findByRole('button', { name: 'New cohort' }));
    const form = await dialog();
    type('Name', 'January 2027');
    type('Training starts', '2027-01-29');
    type('Training ends', '2027-01-04');
    type('Internship start date 1', '2027-02-01');
    type('Confluence date', '2027-03-12');
    await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
    expect(await within(form).findByText(COHORT_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/cohorts')).toHaveLength(0);

    type('Training starts', '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
    expect(await within(form).findByText(COHORT_MESSAGES.pastDate)).toBeInTheDocument();

    type('Training starts', '2027-01-04');
    type('Training ends', '2027-01-29');
    await user.click(within(form).getByRole('button', { name: 'Add a date' }));
    type('Internship start date 2', '2027-02-08');
    await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
    expect(await screen.findByText(PROGRAM_TEXT.created)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/cohorts').at(-1)?.body).toMatchObject({
      name: 'January 2027',
      trainingStart: '2027-01-04',
      trainingEnd: '2027-01-29',
      schedule: { days: 'Monday to Friday', time: '6:30–8:30 PM IST' },
      internshipStartDates: ['2027-02-01', '2027-02-08'],
      durationsWeeks: [4, 6, 8],
      feeMinor: 499_900,
      eventDate: '2027-03-12',
      eventTime: null,
      eventVenue: null,
      seats: FIRST_COHORT.seats,
    });
  });

  it('refuses a new cohort with a date that has passed on the server’s calendar before sending, each date on its field', async () => {
    const api = serve({
      'GET /admin/api/cohorts': () => json([first]),
      'GET /public/program': () => json({ calendarToday: '2026-11-24' }),
      'POST /admin/api/cohorts': () => json({ ...january, id: 'c3' }, 201),
    });
    const { user } = renderApp('/admin');
    await user.click(await within(await panel()).findByRole('button', { name: 'New cohort' }));
    const form = await dialog();
    await waitFor(() => expect(api.callsTo('GET /public/program')).toHaveLength(1));
    type('Name', 'March 2026');
    type('Training starts', '2026-03-02');
    type('Training ends', '2026-03-27');
    type('Internship start date 1', '2027-02-01');
    type('Confluence date', '2026-05-15');
    await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
    // Training start, training end and the event: one message on each of the three fields.
    await waitFor(() => expect(within(form).getAllByText(COHORT_MESSAGES.pastDate)).toHaveLength(3));
    expect(api.callsTo('POST /admin/api/cohorts')).toHaveLength(0);

    type('Training starts', '2026-11-24');
    type('Training ends', '2026-12-18');
    type('Confluence date', '2027-01-15');
    await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
    expect(await screen.findByText(PROGRAM_TEXT.created)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/cohorts')).toHaveLength(1);
  });
});
