import { screen, waitFor, within } from '@testing-library/react';
import type { StipendPayoutMonth } from '@portal/domain/views/stipend';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { renderApp } from '../../../testing/render-app';

const JANUARY: StipendPayoutMonth = {
  month: '2026-01',
  items: [
    {
      internId: 'u1',
      name: 'Priya Sharma',
      studentId: 'CP25-000012',
      cohortName: 'November 2025',
      amountMinor: 1_000_000,
      paidOn: '2026-01-25',
      utr: 'HDFC0000123456',
      recordedAt: '2026-01-25T06:30:00.000Z',
    },
    {
      internId: 'u2',
      name: 'Rahul Verma',
      studentId: null,
      cohortName: 'November 2025',
      amountMinor: 500_000,
      paidOn: '2026-01-27',
      utr: 'ICIC0000987654',
      recordedAt: '2026-01-27T06:30:00.000Z',
    },
  ],
  count: 2,
  totalMinor: 1_500_000,
  page: 0,
  size: 50,
  totalPages: 1,
};

describe('/ca/stipends', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('lists a month’s payouts with their total; the CSV is the month’s', async () => {
    const api = mockApi({
      'GET /ca/stipends': (call) =>
        json(
          call.url.searchParams.get('month') === '2026-01'
            ? JANUARY
            : { month: call.url.searchParams.get('month'), items: [], count: 0, totalMinor: 0, page: 0, size: 50, totalPages: 0 },
        ),
      'GET /ca/stipends/export.csv': () => new Response(new Blob(['Paid on (IST)\n']), { headers: { 'content-type': 'text/csv' } }),
    });
    const { user } = renderApp('/ca/stipends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stipend payouts' })).toBeInTheDocument();
    expect(screen.getByText(/neither GSTR-1 nor GSTR-3B/)).toBeInTheDocument();
    const month = screen.getByLabelText('Month (YYYY-MM)');
    await user.clear(month);
    await user.type(month, '2026-01');
    expect(await screen.findByText('2 payouts, total ₹15,000.00')).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    const priya = table.getByText('Priya Sharma (CP25-000012)').closest('tr')!;
    for (const text of ['2026-01-25', 'November 2025', '₹10,000.00', 'HDFC0000123456'])
      expect(within(priya).getByText(text)).toBeInTheDocument();

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(api.callsTo('GET /ca/stipends/export.csv').map((c) => c.url.searchParams.get('month'))).toEqual(['2026-01']),
    );
    await user.clear(month);
    await user.type(month, '2026-13');
    expect(await screen.findByText('Please enter a month written YYYY-MM.')).toBeInTheDocument();
  });

  it('pages a long month on the server; the count and the total stay the whole month’s', async () => {
    const api = mockApi({
      'GET /ca/stipends': (call) =>
        json({ ...JANUARY, count: 120, totalMinor: 60_000_000, page: Number(call.url.searchParams.get('page')), totalPages: 3 }),
    });
    const { user } = renderApp('/ca/stipends');
    const month = await screen.findByLabelText('Month (YYYY-MM)');
    await user.clear(month);
    await user.type(month, '2026-01');
    expect(await screen.findByText('120 payouts, total ₹6,00,000.00')).toBeInTheDocument();
    const asked = () => Object.fromEntries(api.callsTo('GET /ca/stipends').at(-1)!.url.searchParams);
    expect(asked()).toEqual({ month: '2026-01', page: '0', size: '50' });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(asked()).toEqual({ month: '2026-01', page: '1', size: '50' }));
    expect(screen.getByText('120 payouts, total ₹6,00,000.00')).toBeInTheDocument();
  });
});
