import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JOB_SLOT_MESSAGES } from '@portal/domain/job-slot';
import type { JobSlotAdminView } from '@portal/domain/views/job-slot';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { renderApp } from '../../../testing/render-app';
import { JOB_SLOTS_TEXT } from './JobSlotsSection';

const SLOT: JobSlotAdminView = {
  id: 's1',
  company: 'Acme Analytics',
  role: 'Data Analyst (PPO)',
  specialization: null,
  startsAt: '2026-01-12T05:00:00.000Z',
  endsAt: '2026-01-12T05:45:00.000Z',
  durationMinutes: 45,
  mode: 'ONSITE',
  location: 'Acme Tower, MG Road, Bengaluru',
  capacity: 2,
  seatsLeft: 1,
  createdAt: '2025-12-01T05:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  state: 'OPEN',
  bookings: [
    { userId: 'u1', studentId: 'CP25-000123', name: 'Asha Verma', email: 'asha@example.com', bookedAt: '2025-12-02T05:00:00.000Z' },
  ],
};

const panel = () => screen.findByRole('region', { name: JOB_SLOTS_TEXT.heading });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin interview slots', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('lists each slot in IST with its bookings, and cancels one with a reason', async () => {
    let slot = SLOT;
    const api = adminHomeApi({
      'GET /admin/api/job-slots': () => json({ items: [slot], totalItems: 1 }),
      'POST /admin/api/job-slots/s1/cancel': (call) => {
        slot = {
          ...SLOT,
          cancelledAt: '2025-12-03T05:00:00.000Z',
          cancelReason: (call.body as { reason: string }).reason,
          state: 'CANCELLED',
        };
        return json(slot);
      },
    });
    const { user } = renderApp('/admin/journey');
    const region = await panel();
    const row = (await within(region).findByText('Acme Analytics · Data Analyst (PPO)')).closest('tr')!;
    expect(row).toHaveTextContent('12 Jan 2026, 10:30 IST · 45 min');
    expect(row).toHaveTextContent('Every specialization');
    expect(row).toHaveTextContent('1 of 2');
    expect(row).toHaveTextContent('On site: Acme Tower, MG Road, Bengaluru');
    expect(within(row).getByRole('list', { name: 'Students booked for Acme Analytics' })).toHaveTextContent('Asha Verma (CP25-000123)');

    await user.click(within(row).getByRole('button', { name: /^Cancel the Acme Analytics slot/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the slot' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The panel moved.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the slot' }));
    expect(await screen.findByText(JOB_SLOTS_TEXT.cancelled)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/job-slots/s1/cancel')[0]?.body).toEqual({ reason: 'The panel moved.' });
    expect(await within(region).findByText('Cancelled')).toBeInTheDocument();
  });

  it("writes an online slot's place as 'Online: https://…', with a space", async () => {
    const online = { ...SLOT, mode: 'ONLINE' as const, location: 'https://meet.example.com/acme' };
    adminHomeApi({ 'GET /admin/api/job-slots': () => json({ items: [online], totalItems: 1 }) });
    renderApp('/admin/journey');
    const row = (await within(await panel()).findByText('Acme Analytics · Data Analyst (PPO)')).closest('tr')!;
    expect(within(row).getByText('Online: https://meet.example.com/acme')).toBeInTheDocument();
  });

  it('publishes a slot typed in India time, and shows the rules broken on their fields', async () => {
    const api = adminHomeApi({ 'POST /admin/api/job-slots': () => json(SLOT, 201) });
    const { user } = renderApp('/admin/journey');
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'New slot' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Publish and notify students' }));
    expect(await within(dialog).findByText(JOB_SLOT_MESSAGES.companyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(JOB_SLOT_MESSAGES.linkInvalid)).toBeInTheDocument();
    type('Company', 'Acme Analytics');
    type('Role', 'Data Analyst (PPO)');
    // Typed as Indian users write a date, with a 24-hour time beside it (no browser mm/dd/yyyy).
    expect(within(dialog).getByLabelText('Starts (India time, IST)')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    type('Starts (India time, IST)', '12/01/2026');
    type('Start time of day (HH:MM, IST)', '10:30');
    type('Meeting link (https://…)', 'https://meet.example.com/acme');
    fireEvent.change(within(dialog).getByLabelText('For students of'), { target: { value: 'Data Science' } });
    await user.click(within(dialog).getByRole('button', { name: 'Publish and notify students' }));
    expect(await screen.findByText(JOB_SLOTS_TEXT.published)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /admin/api/job-slots')).toHaveLength(1));
    expect(api.callsTo('POST /admin/api/job-slots')[0]?.body).toEqual({
      company: 'Acme Analytics',
      role: 'Data Analyst (PPO)',
      specialization: 'Data Science',
      startsAt: '2026-01-12T10:30:00+05:30',
      durationMinutes: 30,
      mode: 'ONLINE',
      location: 'https://meet.example.com/acme',
      capacity: 10,
    });
  });
});
