import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSessionView, BatchSessionsView } from '@portal/domain/views/training';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { renderApp } from '../../../testing/render-app';
import { BATCH_QUERY, COHORT, SETTINGS, SPECIALIZATION, makeSession } from '../testing/training-fixtures';
import { SETTINGS_TEXT } from './BatchSettingsForm';
import { STARTED_NOTE } from './SessionsTable';
import { TRAINING_TEXT } from './TrainingPage';

const view = (items: AdminSessionView[]): BatchSessionsView => ({ settings: SETTINGS, specialization: SPECIALIZATION, students: 2, items });
const sessionsRegion = () => screen.findByRole('region', { name: TRAINING_TEXT.sessions });
const rowOf = async (number: number) =>
  (await within(await sessionsRegion()).findByRole('button', { name: `Edit session ${number}` })).closest('tr')!;

describe('/admin/training', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the active cohort, and generates the chosen batch’s sessions, saying how many were created', async () => {
    let items: AdminSessionView[] = [];
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/sessions': () => json(view(items)),
      'POST /admin/api/training/sessions/generate': () => {
        const created = items.length ? 0 : 2;
        items = [makeSession(1), makeSession(2)];
        return json({ created, total: 2 });
      },
    });
    const { user } = renderApp('/admin/training');
    expect(await screen.findByRole('heading', { level: 1, name: TRAINING_TEXT.title })).toBeInTheDocument();
    expect(document.title).toBe(`${TRAINING_TEXT.title} — Career Portal`);
    await waitFor(() => expect(screen.getByLabelText('Cohort')).toHaveValue(COHORT.id));
    expect(screen.getByText(TRAINING_TEXT.chooseBatch)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Specialization'), SPECIALIZATION);

    const region = await sessionsRegion();
    expect(await within(region).findByText(TRAINING_TEXT.empty)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Generate sessions' }));
    expect(await screen.findByText(TRAINING_TEXT.generated(2, 2))).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/training/sessions/generate')[0]?.body).toEqual({
      cohortId: COHORT.id,
      specialization: SPECIALIZATION,
    });
    expect(api.callsTo('GET /admin/api/training/sessions').at(-1)?.url.searchParams.get('specialization')).toBe(SPECIALIZATION);
    const row = await rowOf(1);
    expect(row).toHaveTextContent('11 Jan 2027, 18:30 IST · 120 min');
    expect(row).toHaveTextContent('Scheduled');

    // Generating again adds nothing, and says so.
    await user.click(within(region).getByRole('button', { name: /Generate sessions$/ }));
    expect(await screen.findByText(TRAINING_TEXT.generated(0, 2))).toBeInTheDocument();
  });

  it('cancels a session with a reason, shows the refusal of a started one, and disables Move and Cancel once started', async () => {
    let items = [makeSession(1, { started: true, recordingUrl: 'https://rec.example.com/1' }), makeSession(2), makeSession(3)];
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/sessions': () => json(view(items)),
      'POST /admin/api/training/sessions/s2/cancel': (call) => {
        items = items.map((s) =>
          s.id === 's2' ? { ...s, status: 'CANCELLED' as const, statusReason: (call.body as { reason: string }).reason } : s,
        );
        return json(items[1]);
      },
      'POST /admin/api/training/sessions/s3/cancel': () =>
        json({ statusCode: 409, error: 'Conflict', message: 'This session has started: it can no longer be cancelled.' }, 409),
    });
    const { user } = renderApp(`/admin/training${BATCH_QUERY}`);

    const started = await rowOf(1);
    expect(within(started).getByRole('button', { name: 'Move session 1' })).toBeDisabled();
    expect(within(started).getByRole('button', { name: 'Cancel session 1' })).toBeDisabled();
    expect(within(started).getByRole('button', { name: 'Cancel session 1' })).toHaveAccessibleDescription(STARTED_NOTE);
    expect(within(started).getByRole('link', { name: 'Recording' })).toHaveAttribute('href', 'https://rec.example.com/1');

    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Cancel session 2' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel session 2 of 12 Jan 2027, 18:30 IST?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The instructor is ill.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByText(TRAINING_TEXT.cancelled)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/training/sessions/s2/cancel')[0]?.body).toEqual({ reason: 'The instructor is ill.' });
    await waitFor(async () => expect(await rowOf(2)).toHaveTextContent('CancelledThe instructor is ill.'));

    // The server's 409 (the session started meanwhile) is shown in the dialog, which stays open.
    await user.click(within(await rowOf(3)).getByRole('button', { name: 'Cancel session 3' }));
    dialog = await screen.findByRole('dialog', { name: /Cancel session 3/ });
    await user.type(within(dialog).getByLabelText('Reason'), 'Clash.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await within(dialog).findByText('This session has started: it can no longer be cancelled.')).toBeInTheDocument();
  });

  it('edits a session’s links, https only, sending what changed; sets one meeting link for all after a confirm', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/sessions': () => json(view([makeSession(1, { topic: 'Python basics' })])),
      'PATCH /admin/api/training/sessions/s1': (call) => json({ ...makeSession(1), ...(call.body as object) }),
      'POST /admin/api/training/sessions/meeting-link': () => json({ updated: 1 }),
    });
    const { user } = renderApp(`/admin/training${BATCH_QUERY}`);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Edit session 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Recording link (https://…)'), 'http://rec.example.com/1');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await within(dialog).findByText('Please give a link starting with https://.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Recording link (https://…)'));
    await user.type(within(dialog).getByLabelText('Recording link (https://…)'), 'https://rec.example.com/1');
    await user.type(within(dialog).getByLabelText('Instructor'), 'Dr. Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await screen.findByText(TRAINING_TEXT.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/api/training/sessions/s1')[0]?.body).toEqual({
      instructor: 'Dr. Rao',
      recordingUrl: 'https://rec.example.com/1',
    });

    const region = await sessionsRegion();
    await user.type(within(region).getByLabelText(/One meeting link for all sessions/), 'https://zoom.us/j/123');
    await user.click(within(region).getByRole('button', { name: 'Set for all sessions' }));
    const confirm = await screen.findByRole('dialog', { name: /Set this meeting link/ });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, set it' }));
    expect(await screen.findByText(TRAINING_TEXT.linkSet(1))).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/training/sessions/meeting-link')[0]?.body).toEqual({
      cohortId: COHORT.id,
      specialization: SPECIALIZATION,
      meetingUrl: 'https://zoom.us/j/123',
    });
  });

  it('moves a session to a start typed in India time, with the reason', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/sessions': () => json(view([makeSession(1)])),
      'POST /admin/api/training/sessions/s1/move': () => json(makeSession(1, { status: 'MOVED' })),
    });
    const { user } = renderApp(`/admin/training${BATCH_QUERY}`);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Move session 1' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText('New start (India time, IST)');
    expect(day).toHaveValue('11/01/2027');
    await user.clear(day);
    await user.type(day, '12/01/2027');
    const time = within(dialog).getByLabelText('New start time of day (HH:MM, IST)');
    await user.clear(time);
    await user.type(time, '19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move and notify the batch' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'A public holiday was declared.');
    await user.click(within(dialog).getByRole('button', { name: 'Move and notify the batch' }));
    expect(await screen.findByText(TRAINING_TEXT.moved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/training/sessions/s1/move')[0]?.body).toEqual({
      startsAt: '2027-01-12T19:00:00+05:30',
      reason: 'A public holiday was declared.',
    });
  });

  it("saves the batch's settings, holidays typed as Indian dates, and shows a rule broken on its field", async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/sessions': () => json(view([])),
      'PUT /admin/api/training/settings/c1': (call) => json({ ...SETTINGS, ...(call.body as object) }),
    });
    const { user } = renderApp(`/admin/training${BATCH_QUERY}`);
    const region = await screen.findByRole('region', { name: TRAINING_TEXT.settings });
    const holidays = within(region).getByLabelText(/^Holidays/);
    expect(holidays).toHaveValue('26/01/2027');
    await user.type(holidays, '{Enter}30 Jan');
    await user.click(within(region).getByRole('button', { name: 'Save settings' }));
    expect(await within(region).findByText(SETTINGS_TEXT.holiday('30 Jan'))).toBeInTheDocument();
    await user.clear(holidays);
    await user.type(holidays, '15/01/2027{Enter}26/01/2027');
    const start = within(region).getByLabelText('Sessions start at (HH:MM, IST)');
    await user.clear(start);
    await user.type(start, '7 pm');
    const sessionReads = api.callsTo('GET /admin/api/training/sessions').length;
    await user.click(within(region).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_TEXT.saved)).toBeInTheDocument();
    // The sessions are read again: those to come have followed the new time.
    await waitFor(() => expect(api.callsTo('GET /admin/api/training/sessions').length).toBeGreaterThan(sessionReads));
    expect(api.callsTo('PUT /admin/api/training/settings/c1')[0]?.body).toEqual({
      sessionStartTime: '19:00',
      sessionMinutes: 120,
      holidays: ['2027-01-15', '2027-01-26'],
      attendanceMinPercent: 75,
      presentSharePercent: 50,
    });
  });
});
