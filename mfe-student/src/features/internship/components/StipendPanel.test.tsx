import { screen, within } from '@testing-library/react';
import type { StudentInternshipView } from '@portal/domain/views/internship';
import type { StudentStipendView } from '@portal/domain/views/stipend';
import { json, mockApi, signIn } from '../../../testing/api-mock';
import { FEE_VERIFIED, JOURNEY_END_CLOSED, journeyWith, programWith, verifiedMe } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';

const SLOW = { timeout: 10_000 };
const ENDED: StudentInternshipView = {
  specialization: 'Data Science',
  cohortId: 'c1',
  startDate: '2025-12-10',
  endDate: '2026-01-20',
  durationWeeks: 6,
  started: true,
  ended: true,
  weeks: [],
  evaluation: null,
  project: null,
  mentor: null,
  certificateNeeds: [],
};
const DECIDED: StudentStipendView = {
  note: 'Performance-based stipend: score ≥ 4.5 and all reports on time → ₹10,000.00; score ≥ 3.5 → ₹5,000.00; otherwise none.',
  ended: true,
  decision: {
    amountMinor: 1_000_000,
    proposedMinor: 500_000,
    proposalReason: 'Score 4.6, not every report on time: meets “score ≥ 3.5 → ₹5,000.00”.',
    changeReason: 'Week 3 was late through a power cut.',
    decidedAt: '2026-01-21T06:30:00.000Z',
    letter: true,
    payout: { paidOn: '2026-01-25', utr: 'HDFC0000123456', recordedAt: '2026-01-25T06:30:00.000Z' },
  },
};

function api(stipend: StudentStipendView) {
  return mockApi({
    'GET /me': verifiedMe,
    'GET /student/journey': journeyWith({ ...FEE_VERIFIED, specializationFinalized: true }),
    'GET /student/program': programWith(),
    ...JOURNEY_END_CLOSED,
    'GET /student/internship': () => json(ENDED),
    'GET /student/stipend': () => json(stipend),
    'GET /student/stipend/letter': () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
  });
}

describe('the stipend on /student-main/internship', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('says when the criteria will be announced, and that the stipend is being decided once the internship has ended', async () => {
    api({ note: 'Performance-based stipend. Criteria are to be announced in the last week of November.', ended: true, decision: null });
    renderApp('/student-main/internship');
    const region = within(await screen.findByRole('region', { name: 'Your stipend' }, SLOW));
    expect(region.getByText('Performance-based stipend. Criteria are to be announced in the last week of November.')).toBeInTheDocument();
    expect(region.getByText(/your stipend is being decided/)).toBeInTheDocument();
    expect(region.queryByRole('button')).toBeNull();
  });

  it('shows the decision with its reason, the payment and the signed letter', async () => {
    const mock = api(DECIDED);
    const { user } = renderApp('/student-main/internship');
    const region = within(await screen.findByRole('region', { name: 'Your stipend' }, SLOW));
    expect(region.getByText(DECIDED.note)).toBeInTheDocument();
    expect(region.getByText('₹10,000.00')).toBeInTheDocument();
    expect(region.getByText('Week 3 was late through a power cut.')).toBeInTheDocument();
    expect(region.getByText('Paid on 2026-01-25 (bank reference HDFC0000123456)')).toBeInTheDocument();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:letter');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(region.getByRole('button', { name: 'Download your signed stipend letter' }));
    expect(mock.callsTo('GET /student/stipend/letter')).toHaveLength(1);
  });
});
