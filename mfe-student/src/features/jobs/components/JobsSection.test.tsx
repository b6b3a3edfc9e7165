import { screen, waitFor } from '@testing-library/react';
import { JOB_SLOT_MESSAGES } from '@portal/domain/job-slot';
import { JOBS_NOTE } from '@portal/domain/program';
import type { JobBookingView } from '@portal/domain/views/job-slot';
import { json, signIn, type ApiHandler } from '../../../testing/api-mock';
import { FINAL_LETTER_ISSUED, jobSlot, mockProgramApi } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { BOOKED_SUCCESS } from './JobsSection';

const PATH = '/student-main/jobs';
const SLOW = { timeout: 10_000 };
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }).then((label) => label.closest('button')!);

function api(overrides: Record<string, ApiHandler> = {}) {
  return mockProgramApi(FINAL_LETTER_ISSUED, {
    ...overrides,
  });
}

describe('/student-main/jobs', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("says 'When Slots are open, you will be notified' while no slot is open", async () => {
    api();
    renderApp(PATH);
    expect(await screen.findByText(JOBS_NOTE, {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['an empty 200', () => new Response('', { status: 200 })],
    ['a 200 with null', () => json(null)],
    ['the 404 of today', () => json({ statusCode: 404, message: 'You have not booked an interview slot.' }, 404)],
  ])('reads %s from GET /student/job-slots/booking as "no booking" and lists the slots', async (_, answer) => {
    const calls = api({ 'GET /student/job-slots/booking': answer, 'GET /student/job-slots': () => json([jobSlot()]) });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: /^Book the Acme Analytics interview/ }, SLOW)).toBeInTheDocument();
    expect(calls.callsTo('GET /student/job-slots')).toHaveLength(1);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('lists the open slots in IST, books one after a confirmation and shows the booking', async () => {
    const slot = jobSlot();
    const full = jobSlot({ id: 'slot-2', company: 'Globex', seatsLeft: 0, mode: 'ONSITE', location: 'Globex Park, Pune' });
    let booked: JobBookingView | null = null;
    const mock = api({
      'GET /student/job-slots': () => json([slot, full]),
      'GET /student/job-slots/booking': () => (booked ? json(booked) : json({ message: 'none' }, 404)),
      'POST /student/job-slots/slot-1/book': () => {
        booked = { id: 'b1', bookedAt: '2025-12-20T09:00:00.000Z', slot: { ...slot, seatsLeft: 3 } };
        return json(booked, 201);
      },
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText('Acme Analytics · Data Analyst (PPO)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('12 Jan 2026, 10:30 IST · 45 minutes · Online')).toBeInTheDocument();
    expect(screen.getByText('4 of 10 seats left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Globex interview is full' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Book the Acme Analytics interview on 12 Jan 2026, 10:30 IST' }));
    expect((await screen.findAllByText('Book the Acme Analytics interview?')).length).toBeGreaterThan(0);
    await user.click(await dialogButton('Yes, book'));
    expect(await screen.findByText(BOOKED_SUCCESS)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/job-slots/slot-1/book')[0]?.body).toEqual({ confirm: true });
    expect(await screen.findByText('Your interview is booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/acme' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('12 Jan 2026, 10:30 IST (45 minutes)')).toBeInTheDocument();
  });

  it('says a slot is full when another student took the last seat first, and reloads the slots', async () => {
    const mock = api({
      'GET /student/job-slots': () => json([jobSlot({ seatsLeft: 1 })]),
      'POST /student/job-slots/slot-1/book': () => json({ statusCode: 409, message: JOB_SLOT_MESSAGES.slotFull }, 409),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: /^Book the Acme Analytics interview/ }, SLOW));
    await user.click(await dialogButton('Yes, book'));
    expect(await screen.findByText(JOB_SLOT_MESSAGES.slotFull)).toBeInTheDocument();
    await waitFor(() => expect(mock.callsTo('GET /student/job-slots').length).toBeGreaterThan(1));
  });
});
