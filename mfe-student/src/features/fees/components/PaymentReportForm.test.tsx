import { screen, within } from '@testing-library/react';
import { istDay } from '@portal/domain/calendar';
import { FEE_EVIDENCE_MESSAGES } from '@portal/domain/fee-evidence';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { programWith } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { REPORT_SENT_NOTE } from './PaymentReportForm';

const REPORT = 'POST /student/payment/report';
const today = istDay(new Date());
const pastedLink = () =>
  json(
    makeMe({ idVerified: true, paymentLinkUrl: 'https://pay.example.com/l/abc123', paymentAmountMinor: 499900, paymentCurrency: 'INR' }),
  );
const sentReport = (over: object = {}) => ({
  report: { method: 'upi', reference: '412345678901', paidOn: today, reportedAt: new Date().toISOString(), ...over },
});

describe('Pay Fee: "I have paid"', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('sends how the student paid, the UTR and the day, checked by the rules the API checks, and says an admin will verify', async () => {
    const api = mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith(),
      'GET /me': pastedLink,
      'GET /student/payment': () => json({ linkStatus: null, payment: null }),
      'GET /student/payment/report': () => json({ report: null }),
      [REPORT]: () => json(sentReport()),
    });
    const { user } = renderApp('/student-main/pay');
    const section = await screen.findByRole('region', { name: 'Paid through the link?' });
    // The methods are one group, named by its label, as a screen reader announces it on entering.
    await user.click(within(within(section).getByRole('radiogroup', { name: 'How you paid' })).getByRole('radio', { name: 'UPI' }));
    await user.click(within(section).getByRole('button', { name: 'I have paid' }));
    expect(await within(section).findByText(FEE_EVIDENCE_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(api.callsTo(REPORT)).toHaveLength(0);

    await user.type(within(section).getByRole('textbox', { name: 'Payment reference (UTR)' }), '412345678901');
    await user.click(within(section).getByRole('button', { name: 'I have paid' }));
    expect((await screen.findAllByText(REPORT_SENT_NOTE)).length).toBeGreaterThan(0);
    expect(api.callsTo(REPORT)[0]?.body).toEqual({ method: 'upi', reference: '412345678901', paidOn: today });
    expect(within(section).getByText(/UPI, ref 412345678901, paid on/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'I have paid' })).toBeNull();
  });

  it('shows a sent report and lets the student correct it (the new one replaces it)', async () => {
    const api = mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith(),
      'GET /me': pastedLink,
      'GET /student/payment': () => json({ linkStatus: null, payment: null }),
      'GET /student/payment/report': () => json(sentReport()),
      [REPORT]: () => json(sentReport({ reference: '412345678902' })),
    });
    const { user } = renderApp('/student-main/pay');
    const section = await screen.findByRole('region', { name: 'Paid through the link?' });
    expect(await within(section).findByText(REPORT_SENT_NOTE)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Correct my report' }));
    const reference = within(section).getByRole('textbox', { name: 'Payment reference (UTR)' });
    expect(reference).toHaveValue('412345678901');
    expect(within(section).getByRole('radio', { name: 'UPI' })).toBeChecked();
    // The button is gone: the keyboard goes on at the form's first field, the method chosen.
    expect(within(section).getByRole('radio', { name: 'UPI' })).toHaveFocus();
    await user.clear(reference);
    await user.type(reference, '412345678902');
    await user.click(within(section).getByRole('button', { name: 'I have paid' }));
    expect(await within(section).findByText(/ref 412345678902/)).toBeInTheDocument();
    expect(api.callsTo(REPORT)[0]?.body).toMatchObject({ reference: '412345678902' });
    // The form is gone with its button: the keyboard goes on at the report's own.
    expect(within(section).getByRole('button', { name: 'Correct my report' })).toHaveFocus();
  });

  it('is not offered for a Razorpay link, which reports the payment by itself', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith(),
      'GET /me': pastedLink,
      'GET /student/payment': () => json({ linkStatus: 'created', payment: null }),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByRole('link', { name: /Open Payment Link/ })).toBeInTheDocument();
    expect(await screen.findByText('₹4,999.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paid through the link?' })).toBeNull();
  });
});
