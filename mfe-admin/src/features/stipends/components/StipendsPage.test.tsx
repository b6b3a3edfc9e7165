import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { STIPEND_MESSAGES } from '@portal/domain/stipend';
import type { CohortAdminView } from '@portal/domain/views/program';
import type { StipendRow } from '@portal/domain/views/stipend';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { renderApp } from '../../../testing/render-app';

const zero = Object.fromEntries(Object.keys(FIRST_COHORT.seats).map((name) => [name, 0]));
const TIERS = [
  { minScore: 4.5, allOnTime: true, amountMinor: 1_000_000 },
  { minScore: 3.5, allOnTime: false, amountMinor: 500_000 },
];
const cohort = (stipendCriteria: CohortAdminView['stipendCriteria']): CohortAdminView => ({
  id: '000000000000000000000001',
  ...FIRST_COHORT,
  enrolmentOpen: false,
  stipendCriteria,
  active: true,
  editable: false,
  students: 3,
  filled: zero,
  filledBeforePortal: 0,
});
const ROW: StipendRow = {
  internId: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  studentId: 'CP25-000012',
  cohortName: 'November 2025',
  specialization: 'Data Science',
  endDate: '2026-01-20',
  score: 4.6,
  allOnTime: false,
  proposal: { amountMinor: 500_000, reason: 'Score 4.6, not every report on time: meets “score ≥ 3.5 → ₹5,000.00”.' },
  decision: null,
};
const decided = (amountMinor: number, changeReason: string | null): StipendRow => ({
  ...ROW,
  decision: {
    amountMinor,
    proposedMinor: 500_000,
    proposalReason: ROW.proposal!.reason,
    changeReason,
    decidedAt: '2026-01-21T06:30:00.000Z',
    letter: true,
    payout: null,
  },
});

describe('/admin/stipends', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('sets a cohort’s criteria, checking the rules before sending; published ones are read-only', async () => {
    let criteria: CohortAdminView['stipendCriteria'] = null;
    const api = mockApi({
      'GET /admin/api/cohorts': () => json([cohort(criteria)]),
      'GET /admin/api/stipends': () => json({ items: [] }),
      'PUT /admin/api/stipends/criteria/000000000000000000000001': (call) => {
        criteria = { ...(call.body as { publishOn: string; tiers: typeof TIERS }), published: true };
        return json({ cohortId: '000000000000000000000001', ...criteria });
      },
    });
    const { user } = renderApp('/admin/stipends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stipends' })).toBeInTheDocument();
    const region = within(await screen.findByRole('region', { name: 'Stipend criteria' }));
    const save = await region.findByRole('button', { name: 'Save the criteria' });
    await user.click(save);
    expect(await region.findByText(STIPEND_MESSAGES.publishOnInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/api/stipends/criteria/000000000000000000000001')).toHaveLength(0);

    fireEvent.change(region.getByLabelText('Published on (YYYY-MM-DD, India time)'), { target: { value: '2025-11-24' } });
    await user.click(save);
    await waitFor(() => expect(api.callsTo('PUT /admin/api/stipends/criteria/000000000000000000000001')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/api/stipends/criteria/000000000000000000000001')[0]!.body).toEqual({
      publishOn: '2025-11-24',
      tiers: TIERS,
    });
    const tiers = await region.findByRole('list', { name: 'Stipend tiers of November 2025' });
    expect(tiers).toHaveTextContent('score ≥ 4.5 and all reports on time → ₹10,000.00');
    expect(region.queryByRole('button', { name: 'Save the criteria' })).toBeNull();
  });

  it('lists the ended internships with the proposal; approves it, or changes it with a reason, then records the payout', async () => {
    let rows = [ROW, { ...ROW, internId: 'u2', name: 'Rahul Verma', email: 'rahul@example.com' }];
    const api = mockApi({
      'GET /admin/api/cohorts': () => json([cohort({ publishOn: '2025-11-24', tiers: TIERS, published: true })]),
      'GET /admin/api/stipends': () => json({ items: rows }),
      'POST /admin/api/stipends/u1/decision': () => {
        rows = [decided(500_000, null), rows[1]!];
        return json(rows[0]);
      },
      'POST /admin/api/stipends/u2/decision': (call) => {
        const body = call.body as { amountMinor: number; reason: string };
        rows = [rows[0]!, { ...decided(body.amountMinor, body.reason), internId: 'u2', name: 'Rahul Verma' }];
        return json(rows[1]);
      },
      'POST /admin/api/stipends/u1/payout': () => json(rows[0]),
    });
    const { user } = renderApp('/admin/stipends');
    const region = within(await screen.findByRole('region', { name: 'Ended internships' }));
    const priya = (await region.findByText('Priya Sharma (CP25-000012)')).closest('tr')!;
    expect(within(priya).getByText(/₹5,000\.00\. Score 4\.6, not every report on time/)).toBeInTheDocument();
    await user.click(within(priya).getByRole('button', { name: 'Approve the proposal for Priya Sharma' }));
    await waitFor(() => expect(api.callsTo('POST /admin/api/stipends/u1/decision')[0]?.body).toEqual({}));
    // Approve is gone from the row: the keyboard goes on at its Record payout.
    await waitFor(() => expect(region.getByRole('button', { name: 'Record the payout to Priya Sharma' })).toHaveFocus());

    await user.click(region.getByRole('button', { name: 'Change the stipend of Rahul Verma' }));
    const change = within(await screen.findByRole('dialog', { name: 'Change the stipend of Rahul Verma' }));
    fireEvent.change(change.getByLabelText('Amount (₹, whole rupees)'), { target: { value: '10000' } });
    fireEvent.change(change.getByLabelText('Reason for the change'), { target: { value: 'Week 3 was late through a power cut.' } });
    await user.click(change.getByRole('button', { name: 'Save the decision' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/api/stipends/u2/decision')[0]?.body).toEqual({
        amountMinor: 1_000_000,
        reason: 'Week 3 was late through a power cut.',
      }),
    );
    expect(await region.findByText('₹10,000.00 (changed: Week 3 was late through a power cut.); not paid yet')).toBeInTheDocument();

    await user.click(await region.findByRole('button', { name: 'Record the payout to Priya Sharma' }));
    const payout = within(await screen.findByRole('dialog', { name: 'Payout to Priya Sharma' }));
    fireEvent.change(payout.getByLabelText('Paid on (YYYY-MM-DD)'), { target: { value: '2026-01-25' } });
    fireEvent.change(payout.getByLabelText('Bank reference (UTR)'), { target: { value: 'HDFC0000123456' } });
    await user.click(payout.getByRole('button', { name: 'Record the payout' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/api/stipends/u1/payout')[0]?.body).toEqual({ paidOn: '2026-01-25', utr: 'HDFC0000123456' }),
    );
  });

  it('asks the server for a page of the list, of the cohort, the stipend status and the intern chosen, and pages on', async () => {
    const api = mockApi({
      'GET /admin/api/cohorts': () => json([cohort(null)]),
      'GET /admin/api/stipends': (call) =>
        json({ items: [ROW], page: Number(call.url.searchParams.get('page')), size: 25, totalItems: 30, totalPages: 2 }),
    });
    const { user } = renderApp('/admin/stipends');
    const region = within(await screen.findByRole('region', { name: 'Ended internships' }));
    expect(await region.findByText('Page 1 of 2')).toBeInTheDocument();
    const asked = () => Object.fromEntries(api.callsTo('GET /admin/api/stipends').at(-1)!.url.searchParams);
    expect(asked()).toEqual({ status: 'all', page: '0', size: '25' });

    await user.click(region.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked()).toEqual({ status: 'all', page: '1', size: '25' }));
    expect(await region.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(region.getByLabelText('Interns of the cohort'), 'November 2025');
    await waitFor(() => expect(asked()).toEqual({ cohortId: '000000000000000000000001', status: 'all', page: '0', size: '25' }));
    await user.selectOptions(region.getByLabelText('Stipend status'), 'Stipend to decide');
    await waitFor(() => expect(asked()).toEqual({ cohortId: '000000000000000000000001', status: 'undecided', page: '0', size: '25' }));
    await user.click(region.getByRole('button', { name: 'Next' }));
    await user.type(region.getByLabelText('Find an intern by name or e-mail'), '  asha@example.com ');
    await user.click(region.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(asked()).toEqual({
        cohortId: '000000000000000000000001',
        status: 'undecided',
        intern: 'asha@example.com',
        page: '0',
        size: '25',
      }),
    );
  });

  it('goes back a page when the page it shows has emptied', async () => {
    let totalItems = 26;
    const api = mockApi({
      'GET /admin/api/cohorts': () => json([cohort(null)]),
      'GET /admin/api/stipends': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        const answer = { items: page === 0 ? [ROW] : [], page, size: 25, totalItems, totalPages: Math.ceil(totalItems / 25) };
        totalItems = 25; // the last row was decided meanwhile, out of this list
        return json(answer);
      },
    });
    const { user } = renderApp('/admin/stipends');
    const region = within(await screen.findByRole('region', { name: 'Ended internships' }));
    await user.click(await region.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET /admin/api/stipends').map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1', '0']));
    expect(await region.findByText('Priya Sharma (CP25-000012)')).toBeInTheDocument();
  });
});
