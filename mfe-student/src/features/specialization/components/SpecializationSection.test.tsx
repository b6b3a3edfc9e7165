import { act, screen, waitFor } from '@testing-library/react';
import { MESSAGES, noSeatsLeft } from '@portal/domain/messages';
import type { SelectionView } from '@portal/domain/views/specialization';
import { json, mockApi, signIn } from '../../../testing/api-mock';
import { journeyWith, programWith, seatsWith, verifiedMe } from '../../../testing/program-fixtures';
import { NO_SELECTION } from '../../../../../tools/test-support/view-fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = '/student-main/specializations';
/** antd in jsdom is slow on two shared cores: the first render of a section can take seconds. */
const SLOW = { timeout: 10_000 };
const FINALIZED: SelectionView = {
  specialization: 'Data Science',
  startDateCode: 'DEC10',
  startDate: '2025-12-10',
  durationWeeks: 6,
  finalized: true,
  finalizedAt: '2025-11-20T10:00:00.000Z',
};

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /me': verifiedMe,
    'GET /student/journey': journeyWith({}),
    'GET /student/specialization': () => json(NO_SELECTION),
    'GET /student/program': programWith({}, undefined, seatsWith({ 'Web Hosting on Cloud': 10 })),
    ...overrides,
  });
}

/** Text queries: role queries over antd's DOM are slow in jsdom. */
const finalizeButton = (options = SLOW) => screen.findByText('Finalize selection', {}, options).then((label) => label.closest('button')!);
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }).then((label) => label.closest('button')!);

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByLabelText('Specialization'));
  await user.click(await screen.findByTitle('Data Science — 16 of 50 seats left'));
  await user.click(screen.getByText('Wed, 10 Dec 2025'));
  await user.click(screen.getByText('6 weeks'));
}

// Several antd screens at once on two shared cores: these tests get a minute each.
describe('/student-main/specializations', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('offers each specialization with its seats left (a full one disabled), the five December dates and the three durations', async () => {
    api();
    const { user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Selected Path' })).toBeInTheDocument();
    await finalizeButton();
    for (const day of ['Mon, 1 Dec 2025', 'Wed, 10 Dec 2025', 'Mon, 15 Dec 2025', 'Sat, 20 Dec 2025', 'Thu, 25 Dec 2025']) {
      expect(screen.getByText(day)).toBeInTheDocument();
    }
    for (const weeks of ['4 weeks', '6 weeks', '8 weeks']) expect(screen.getByText(weeks)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Specialization'));
    expect(await screen.findByTitle('Artificial Intelligence — 8 of 50 seats left')).toBeInTheDocument();
    expect(screen.getByTitle('Web Hosting on Cloud — no seats left')).toHaveClass('ant-select-item-option-disabled');
  });

  it("offers only the student's cohort's dates and durations; a date that has passed is shown but cannot be chosen", async () => {
    api({
      'GET /student/program': programWith(
        { name: 'January 2027', internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'], durationsWeeks: [4, 6] },
        ['2027-02-08', '2027-02-15'],
      ),
    });
    renderApp(PATH);
    await finalizeButton();
    // The cohort named, not a month the dates are in: "(January 2027)" above February dates misled.
    expect(screen.getByText('Internship start date (January 2027 cohort)')).toBeInTheDocument();
    expect(screen.queryByText('Wed, 10 Dec 2025')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mon, 1 Feb 2027')).toBeDisabled();
    expect(screen.getByLabelText('Mon, 8 Feb 2027')).toBeEnabled();
    expect(screen.getByText('Dates that have passed cannot be chosen.')).toBeInTheDocument();
    expect(screen.queryByText('8 weeks')).not.toBeInTheDocument();
  });

  it('says so, and cannot be sent, when every start date of the cohort has passed', async () => {
    api({ 'GET /student/program': programWith({}, []) });
    renderApp(PATH);
    const button = await finalizeButton();
    expect(screen.getByText(/Every internship start date of November 2025 has passed/)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('shows the three SPEC messages and sends nothing when the form is empty', async () => {
    const mock = api();
    const { user } = renderApp(PATH);
    await user.click(await finalizeButton());
    expect(await screen.findByText(MESSAGES.specializationRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.startDateInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.durationRequired)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/specialization')).toHaveLength(0);
  });

  it("confirms that it cannot be changed, finalizes, says 'Selection finalized.' and shows the read-only view", async () => {
    const mock = api({ 'POST /student/specialization': () => json({ ...FINALIZED, message: MESSAGES.selectionFinalized }) });
    const { user } = renderApp(PATH);
    await finalizeButton();
    await fillForm(user);
    await user.click(await finalizeButton());
    const confirmButton = await dialogButton('Yes, finalize');
    const dialog = confirmButton.closest('.ant-modal-confirm') as HTMLElement;
    expect(dialog).toHaveTextContent('This cannot be changed later.');
    expect(dialog).toHaveTextContent('Data Science');
    expect(dialog).toHaveTextContent('Starts Wed, 10 Dec 2025');
    await user.click(confirmButton);

    expect(await screen.findByText(MESSAGES.selectionFinalized)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/specialization')[0]?.body).toEqual({
      specialization: 'Data Science',
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
      confirm: true,
    });
    expect(await screen.findByText('Your selection is finalized.')).toBeInTheDocument();
    expect(screen.queryByText('Finalize selection')).not.toBeInTheDocument();
    expect(screen.getByText('Next: Your Background').closest('a')).toHaveAttribute('href', '/student-main/background');
  });

  it('sends nothing when the confirm is cancelled', async () => {
    const mock = api();
    const { user } = renderApp(PATH);
    await finalizeButton();
    await fillForm(user);
    await user.click(await finalizeButton());
    await user.click(await dialogButton('Cancel'));
    // Whatever the Cancel set off has run (its promises settled): nothing was sent.
    await act(async () => {});
    expect(await finalizeButton()).toBeEnabled();
    expect(mock.callsTo('POST /student/specialization')).toHaveLength(0);
    expect(screen.queryByText(MESSAGES.selectionFinalized)).not.toBeInTheDocument();
  });

  it("shows the server's 'No seats left' and loads the seats again", async () => {
    const mock = api({
      'POST /student/specialization': () => json({ statusCode: 409, error: 'Conflict', message: noSeatsLeft('Data Science') }, 409),
    });
    const { user } = renderApp(PATH);
    await finalizeButton();
    await fillForm(user);
    await user.click(await finalizeButton());
    await user.click(await dialogButton('Yes, finalize'));
    expect(await screen.findByText(noSeatsLeft('Data Science'))).toBeInTheDocument();
    await waitFor(() => expect(mock.callsTo('GET /student/program')).toHaveLength(2));
  });

  it("falls back to 'Failed to finalize selection.' when the server gives no text", async () => {
    api({ 'POST /student/specialization': () => new Response('', { status: 500 }) });
    const { user } = renderApp(PATH);
    await finalizeButton();
    await fillForm(user);
    await user.click(await finalizeButton());
    await user.click(await dialogButton('Yes, finalize'));
    expect(await screen.findByText(MESSAGES.selectionFailed)).toBeInTheDocument();
  });

  it('shows the read-only view of a finalized selection', async () => {
    api({ 'GET /student/specialization': () => json(FINALIZED), 'GET /student/journey': journeyWith({ specializationFinalized: true }) });
    renderApp(PATH);
    expect(await screen.findByText('Your selection is finalized.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Wed, 10 Dec 2025')).toBeInTheDocument();
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
  });

  it('treats a selection that cannot be loaded as not finalized (SPEC §3), with Retry', async () => {
    api({ 'GET /student/specialization': () => new Response('', { status: 500 }) });
    renderApp(PATH);
    expect(await screen.findByText('Failed to load your selection.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
    expect(await finalizeButton()).toBeInTheDocument();
  });

  it('explains the lock while the fee is not verified', async () => {
    api({ 'GET /student/journey': journeyWith({ feeVerified: false, feePaid: true }) });
    renderApp(PATH);
    expect(await screen.findByText('This step is locked.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Please finish step 3 (Invoice Generated) first.')).toBeInTheDocument();
    expect(screen.queryByText('Finalize selection')).not.toBeInTheDocument();
  });
});
