import { act, screen, waitFor, within } from '@testing-library/react';
import type { StudentSessionView, StudentTrainingView } from '@portal/domain/views/training';
import { fakeMatchMedia } from '../../../../../tools/test-support/match-media';
import { json, signIn, type ApiHandler } from '../../../testing/api-mock';
import { FEE_VERIFIED, journeyWith, mockProgramApi, SPECIALIZED } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { RENEWED } from './CalendarSubscription';
import { REMINDER_LABEL } from './RemindersPanel';
import { LOCKED_TITLE, TRAINING_LOAD_FAILED } from './TrainingSection';

const PATH = '/student-main/training';
const SLOW = { timeout: 10_000 };
const LOCKED = 'Please finish step 4 (Choose Specialization) first.';
const CALENDAR_URL = 'https://api.test/calendar/4f0c9a7e2b.ics';
/** The button of the open confirmation (a dialog closed a moment ago may still be leaving the page). */
const dialogButton = (name: string) =>
  screen
    .findAllByText(name, { selector: '.ant-modal-confirm button span' })
    .then((labels) => labels[labels.length - 1]!.closest('button')!);

/** Session n of a batch at 18:30–20:30 IST (13:00–15:00 UTC), from 11 Jan 2027 one weekday after another. */
function session(number: number, overrides: Partial<StudentSessionView> = {}): StudentSessionView {
  const day = `2027-01-${String(10 + number).padStart(2, '0')}`;
  const id = `s${number}`;
  return {
    id,
    number,
    startsAt: `${day}T13:00:00.000Z`,
    endsAt: `${day}T15:00:00.000Z`,
    topic: null,
    instructor: null,
    status: 'SCHEDULED',
    statusReason: null,
    movedFrom: null,
    recordingUrl: null,
    materials: [],
    joinUrl: `/student/training/sessions/${id}/join`,
    joinOpensAt: `${day}T12:45:00.000Z`,
    held: false,
    mark: null,
    ...overrides,
  };
}

const NEXT = session(2, { topic: 'Pandas: cleaning a real data set', instructor: 'Priya Sharma' });

function training(overrides: Partial<StudentTrainingView> = {}): StudentTrainingView {
  return {
    cohortName: 'January 2027',
    specialization: 'Data Science',
    trainingStart: '2027-01-11',
    trainingEnd: '2027-02-05',
    nextSession: NEXT,
    sessions: [session(1, { held: true, mark: 'PRESENT' }), NEXT, session(3)],
    attendance: { attended: 1, held: 1, total: 3, percent: 100, minPercent: 75, meetsLine: false, neededOfRemaining: 2 },
    calendarUrl: CALENDAR_URL,
    remindersOn: false,
    ...overrides,
  };
}

function api(answer: ApiHandler, overrides: Record<string, ApiHandler> = {}) {
  return mockProgramApi(SPECIALIZED, {
    'GET /student/training': answer,
    ...overrides,
  });
}

describe('/student-main/training', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says why it is empty before step 4 is done, with the way to it, and keeps the program's facts", async () => {
    api(() => json({ statusCode: 409, message: LOCKED }, 409), { 'GET /student/journey': journeyWith(FEE_VERIFIED) });
    renderApp(PATH);
    expect(await screen.findByText(LOCKED_TITLE, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Specialization' })).toHaveAttribute('href', '/student-main/specializations');
    expect(screen.getByRole('region', { name: 'About the training' })).toHaveTextContent('6:30–8:30 PM IST');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Next session' })).not.toBeInTheDocument();
  });

  it('says a failed load and loads again on Retry', async () => {
    let fail = true;
    api(() => (fail ? json({ message: 'Database unavailable.' }, 503) : json(training())));
    const { user } = renderApp(PATH);
    expect(await screen.findByText(TRAINING_LOAD_FAILED, {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Next session' })).toBeInTheDocument();
  });

  describe('the next session', () => {
    it('counts down each second and opens Join from 15 minutes before the start until the end', async () => {
      // 17:30 IST on the day of session 2: an hour before it starts.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2027-01-12T12:00:00Z') });
      const mock = api(() => json(training()));
      renderApp(PATH);
      const next = await screen.findByRole('region', { name: 'Next session' }, SLOW);
      expect(next).toHaveTextContent('Session 2: Pandas: cleaning a real data set');
      expect(next).toHaveTextContent('Tue, 12 Jan 2027, 6:30–8:30 PM IST');
      expect(next).toHaveTextContent('Instructor: Priya Sharma');
      expect(within(next).getByRole('timer')).toHaveTextContent('Starts in 1 hour, 0 minutes');
      expect(within(next).getByRole('button', { name: /Opens at 6:15 PM IST/ })).toBeDisabled();

      await act(() => vi.setSystemTime(new Date('2027-01-12T12:44:59Z')));
      await act(() => vi.advanceTimersByTime(1000));
      expect(within(next).getByRole('timer')).toHaveTextContent('Starts in 15 minutes, 0 seconds');
      expect(within(next).getByRole('button', { name: 'Join session 2 (opens in a new tab)' })).toBeEnabled();
      await act(() => vi.advanceTimersByTime(1000));
      expect(within(next).getByRole('timer')).toHaveTextContent('Starts in 14 minutes, 59 seconds');

      await act(() => vi.setSystemTime(new Date('2027-01-12T13:59:59Z')));
      await act(() => vi.advanceTimersByTime(1000));
      expect(within(next).getByRole('timer')).toHaveTextContent('In progress');
      expect(within(next).getByRole('button', { name: /^Join session 2/ })).toBeEnabled();

      await act(() => vi.setSystemTime(new Date('2027-01-12T14:59:59Z')));
      await act(() => vi.advanceTimersByTime(1000));
      expect(within(next).getByRole('timer')).toHaveTextContent('Ended');
      expect(within(next).getByRole('button', { name: /Ended/ })).toBeDisabled();
      // The page asks again, so the next session takes the ended one's place.
      await waitFor(() => expect(mock.callsTo('GET /student/training')).toHaveLength(2));
    });

    it('names the day Join opens when it is not today, and stops the clock while the page is hidden', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2027-01-10T06:30:00Z') });
      api(() => json(training()));
      renderApp(PATH);
      const next = await screen.findByRole('region', { name: 'Next session' }, SLOW);
      expect(within(next).getByRole('timer')).toHaveTextContent('Starts in 2 days, 6 hours, 30 minutes');
      expect(within(next).getByRole('button', { name: /Opens at 6:15 PM IST on 12 Jan 2027/ })).toBeDisabled();

      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(vi.getTimerCount()).toBe(0);
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      await act(() => vi.setSystemTime(new Date('2027-01-12T12:50:00Z')));
      await act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(within(next).getByRole('button', { name: /^Join session 2/ })).toBeEnabled();
      expect(vi.getTimerCount()).toBe(1);
    });

    it('shows minutes, not ticking seconds, to a person who asks for reduced motion', async () => {
      vi.stubGlobal(
        'matchMedia',
        fakeMatchMedia((query) => query.includes('reduce')),
      );
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2027-01-12T12:50:30Z') });
      api(() => json(training()));
      renderApp(PATH);
      const next = await screen.findByRole('region', { name: 'Next session' }, SLOW);
      expect(within(next).getByRole('timer')).toHaveTextContent(/^Starts in 10 minutes$/);
    });

    it('joins through the portal: records the join, then opens the meeting in the tab opened by the click', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-12T12:50:00Z') });
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const mock = api(() => json(training()), {
        'POST /student/training/sessions/s2/join': () => json({ meetingUrl: 'https://zoom.us/j/123456789' }),
      });
      const { user } = renderApp(PATH);
      await user.click(await screen.findByRole('button', { name: 'Join session 2 (opens in a new tab)' }, SLOW));
      await waitFor(() => expect(tab.location.href).toBe('https://zoom.us/j/123456789'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(mock.callsTo('POST /student/training/sessions/s2/join')).toHaveLength(1);
    });

    it("closes the tab and says the server's reason when the join is refused", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-12T12:50:00Z') });
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const refused = 'This session has no meeting link yet.';
      const mock = api(() => json(training()), {
        'POST /student/training/sessions/s2/join': () => json({ statusCode: 409, message: refused }, 409),
      });
      const { user } = renderApp(PATH);
      await user.click(await screen.findByRole('button', { name: /^Join session 2/ }, SLOW));
      expect(await screen.findByText(refused)).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
      await waitFor(() => expect(mock.callsTo('GET /student/training').length).toBeGreaterThan(1));
    });

    it.each([
      ['the training has ended', training({ nextSession: null }), /No session is left: your training has ended/],
      ['the schedule is not published yet', training({ nextSession: null, sessions: [] }), /The schedule of your batch is being prepared/],
    ])('says when %s', async (_, view, text) => {
      api(() => json(view));
      renderApp(PATH);
      expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
    });
  });

  it('lists the schedule: cancelled with the reason, moved from its former start, recording, materials and marks', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-20T06:30:00Z') });
    const sessions = [
      session(1, {
        held: true,
        mark: 'PRESENT',
        topic: 'Python refresher',
        recordingUrl: 'https://drive.example.com/rec-1',
        materials: [{ title: 'Slides', url: 'https://drive.example.com/slides-1' }],
      }),
      session(2, { held: true, mark: 'LATE' }),
      session(3, { status: 'CANCELLED', statusReason: 'The instructor is ill.' }),
      session(4, {
        status: 'MOVED',
        statusReason: 'A public holiday.',
        movedFrom: '2027-01-14T13:00:00.000Z',
        startsAt: '2027-01-23T07:00:00.000Z',
        endsAt: '2027-01-23T09:00:00.000Z',
      }),
      session(5, { held: true }),
    ];
    api(() => json(training({ sessions, nextSession: sessions[3]! })));
    renderApp(PATH);
    const schedule = await screen.findByRole('region', { name: 'Schedule' }, SLOW);
    const item = (n: number) => within(schedule).getByRole('listitem', { name: `Session ${n}` });
    expect(within(schedule).getAllByRole('listitem', { name: /^Session / })).toHaveLength(5);

    expect(item(1)).toHaveTextContent('1. Mon, 11 Jan 2027, 6:30–8:30 PM IST');
    expect(item(1)).toHaveTextContent('Present');
    expect(item(1)).toHaveTextContent('Python refresher');
    expect(within(item(1)).getByRole('link', { name: 'Recording of session 1 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://drive.example.com/rec-1',
    );
    expect(within(item(1)).getByRole('link', { name: 'Slides, session 1 (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(item(2)).toHaveTextContent('Late');
    expect(within(item(2)).queryByRole('link')).not.toBeInTheDocument();
    expect(item(3)).toHaveTextContent('Cancelled The instructor is ill.');
    expect(item(4)).toHaveTextContent('4. Sat, 23 Jan 2027, 12:30–2:30 PM IST');
    expect(item(4)).toHaveTextContent('Moved from Thu, 14 Jan 2027, 6:30 PM IST: A public holiday.');
    expect(item(5)).toHaveTextContent('Not marked yet');
    expect(screen.getByRole('region', { name: 'Next session' })).toHaveTextContent(
      'Moved from Thu, 14 Jan 2027, 6:30 PM IST: A public holiday.',
    );
  });

  it.each([
    [
      'above the line with sessions to come',
      { attended: 12, held: 14, total: 20, percent: 85, meetsLine: false, neededOfRemaining: 3 },
      'You attended 12 of 14 held sessions (85%).',
      'Attend at least 3 of the 6 remaining sessions to reach 75%.',
    ],
    [
      'below the line',
      { attended: 10, held: 14, total: 20, percent: 71, meetsLine: false, neededOfRemaining: 5 },
      'You attended 10 of 14 held sessions (71%).',
      'You are below the 75% line. Attend at least 5 of the 6 remaining sessions to reach it.',
    ],
    [
      'past reaching',
      { attended: 6, held: 14, total: 20, percent: 42, meetsLine: false, neededOfRemaining: null },
      'You attended 6 of 14 held sessions (42%).',
      'The 75% line can no longer be reached, even by attending every remaining session. Please contact the program team.',
    ],
    [
      'at the line for good',
      { attended: 15, held: 16, total: 20, percent: 93, meetsLine: true, neededOfRemaining: 0 },
      'You attended 15 of 16 held sessions (93%).',
      'You have reached the attendance the training certificate needs.',
    ],
    [
      'before any session',
      { attended: 0, held: 0, total: 20, percent: 0, meetsLine: false, neededOfRemaining: 15 },
      'No session has been held yet.',
      'Attend at least 15 of the 20 remaining sessions to reach 75%.',
    ],
  ])('says the attendance %s, and the rule', async (_, figures, attended, standing) => {
    api(() => json(training({ attendance: { ...figures, minPercent: 75 } })));
    renderApp(PATH);
    const panel = await screen.findByRole('region', { name: 'Your attendance' }, SLOW);
    expect(panel).toHaveTextContent(attended);
    expect(panel).toHaveTextContent('The training certificate needs attendance at 75% of held sessions.');
    expect(panel).toHaveTextContent(standing);
    if (!figures.meetsLine && figures.neededOfRemaining === null) {
      expect(within(panel).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/student-main/contact');
    }
  });

  it('gives the private calendar link with a copy button, and renews it after a confirmation', async () => {
    const renewed = 'https://api.test/calendar/91bd0e44c3.ics';
    const mock = api(() => json(training()), { 'POST /student/training/calendar-token': () => json({ calendarUrl: renewed }) });
    const { user } = renderApp(PATH);
    const calendar = await screen.findByRole('region', { name: 'Add to calendar' }, SLOW);
    expect(calendar).toHaveTextContent(CALENDAR_URL);
    expect(within(calendar).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      'webcal://api.test/calendar/4f0c9a7e2b.ics',
    );
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) expect(calendar).toHaveTextContent(app);
    await user.click(within(calendar).getByRole('button', { name: 'Copy calendar link' }));
    expect(await navigator.clipboard.readText()).toBe(CALENDAR_URL);

    await user.click(within(calendar).getByRole('button', { name: 'Renew link' }));
    expect(await screen.findByText(/The current link stops working/)).toBeInTheDocument();
    await user.click(await dialogButton('Cancel'));
    expect(mock.callsTo('POST /student/training/calendar-token')).toHaveLength(0);

    await user.click(within(calendar).getByRole('button', { name: 'Renew link' }));
    await user.click(await dialogButton('Renew link'));
    expect(await screen.findByText(RENEWED)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/training/calendar-token')).toHaveLength(1);
    expect(calendar).toHaveTextContent(renewed);
    expect(calendar).not.toHaveTextContent(CALENDAR_URL);
  });

  it('turns the reminder e-mail on, and puts the switch back when saving fails', async () => {
    let fail = false;
    const mock = api(() => json(training()), {
      'PUT /student/training/reminders': (call) =>
        fail ? json({ message: 'Database unavailable.' }, 503) : json({ remindersOn: (call.body as { on: boolean }).on }),
    });
    const { user } = renderApp(PATH);
    const reminders = await screen.findByRole('switch', { name: REMINDER_LABEL }, SLOW);
    expect(reminders).not.toBeChecked();
    await user.click(reminders);
    expect(await screen.findByText(/Reminders on/)).toBeInTheDocument();
    expect(mock.callsTo('PUT /student/training/reminders')[0]?.body).toEqual({ on: true });
    await waitFor(() => expect(reminders).toBeChecked());

    fail = true;
    await user.click(reminders);
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    await waitFor(() => expect(reminders).toBeChecked());
    expect(mock.callsTo('PUT /student/training/reminders')[1]?.body).toEqual({ on: false });
  });
});
