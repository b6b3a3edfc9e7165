import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_MESSAGES } from '@portal/domain/event';
import type { AdminEventView } from '@portal/domain/views/event';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { renderApp } from '../../../testing/render-app';
import { EVENT_TEXT } from './EventSection';

const CLOSED: AdminEventView = {
  cohortId: '000000000000000000000001',
  cohortName: 'November 2025',
  eventDate: '2026-01-16',
  startsAt: null,
  venue: null,
  registrationOpen: false,
  dateLabel: '16 Jan 2026',
  detailsLabel: 'Time and venue are to be announced.',
  registrations: 0,
  registrants: [],
  page: 0,
  size: 25,
};

describe('/admin Confluence event', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('announces the time and venue in India time and opens registration; the server refuses opening without them', async () => {
    let event = CLOSED;
    const api = adminHomeApi({
      'GET /admin/api/event': () => json(event),
      'PUT /admin/api/event': (call) => {
        const body = call.body as { startsAt: string | null; venue: string | null; registrationOpen: boolean };
        if (body.registrationOpen && (!body.startsAt || !body.venue))
          return json(
            { statusCode: 400, message: EVENT_MESSAGES.announceFirst, errors: { registrationOpen: EVENT_MESSAGES.announceFirst } },
            400,
          );
        event = {
          ...CLOSED,
          ...body,
          detailsLabel: '10:00 IST, Main Auditorium.',
          registrations: 1,
          registrants: [
            {
              userId: 'u1',
              studentId: 'CP25-000123',
              name: 'Asha Verma',
              email: 'asha@example.com',
              registeredAt: '2025-12-02T05:00:00.000Z',
            },
          ],
        };
        return json(event);
      },
    });
    const { user } = renderApp('/admin/journey');
    const region = await screen.findByRole('region', { name: EVENT_TEXT.heading });
    expect(await within(region).findByText('Registration closed')).toBeInTheDocument();
    expect(region).toHaveTextContent('November 2025: 16 Jan 2026. Time and venue are to be announced.');

    await user.click(within(region).getByRole('button', { name: 'Edit event' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Registration open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(EVENT_MESSAGES.announceFirst, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    expect(within(dialog).getByLabelText('Starts (India time, IST)')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    fireEvent.change(within(dialog).getByLabelText('Starts (India time, IST)'), { target: { value: '16/01/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Start time of day (HH:MM, IST)'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Venue'), { target: { value: 'Main Auditorium' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_TEXT.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/api/event').at(-1)?.body).toEqual({
      startsAt: '2026-01-16T10:00:00+05:30',
      venue: 'Main Auditorium',
      registrationOpen: true,
    });
    expect(api.callsTo('PUT /admin/api/event').at(-1)?.url.searchParams.get('cohortId')).toBe(CLOSED.cohortId);
    expect(await within(region).findByText('Registration open')).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent('1 student registered'));
    await user.click(within(region).getByText('Registered students'));
    expect(within(region).getByText('asha@example.com')).toBeInTheDocument();
  });
});
