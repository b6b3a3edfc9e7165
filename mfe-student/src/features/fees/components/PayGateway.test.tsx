import { screen, waitFor } from '@testing-library/react';
import { GATEWAY_STUDENT_MESSAGES } from '@portal/domain/payment-gateway';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { programWith } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { currentLocation } from '../../../../../tools/test-support/render-remote';
import { VERIFICATION_TIME_NOTE } from './PaySection';

const LINK = 'https://rzp.io/i/AbCdEfG';
const linked = (over: Record<string, unknown> = {}) =>
  makeMe({ idVerified: true, paymentLinkUrl: LINK, paymentAmountMinor: 499900, ...over });
const PAYMENT = {
  paymentId: 'pay_Fc8mUeDrEKf08Y',
  method: 'upi',
  amountMinor: 499900,
  currency: 'INR',
  paidAt: '2026-11-24T06:00:00.000Z',
  bankReference: '412345678901',
  paymentLinkId: 'plink_Fc8lXILABzQL7M',
  recordedAt: '2026-11-24T06:00:05.000Z',
};

describe('Pay Fee with a Razorpay link', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('says the payment is received and being verified once the gateway marked it paid, with its facts', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED', feePaid: true })),
      'GET /student/program': programWith(),
      'GET /me': () => json(linked({ feePaid: true })),
      'GET /student/payment': () => json({ linkStatus: 'paid', payment: PAYMENT }),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByText(GATEWAY_STUDENT_MESSAGES.paymentReceived)).toBeInTheDocument();
    expect(await screen.findByText(/Paid by UPI, ref 412345678901 \(Razorpay pay_Fc8mUeDrEKf08Y\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Payment Link/ })).not.toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION_TIME_NOTE)).not.toBeInTheDocument();
  });

  it('says an expired link has expired and a new one will be sent, with no button to it', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED' })),
      'GET /student/program': programWith(),
      'GET /me': () => json(linked()),
      'GET /student/payment': () => json({ linkStatus: 'expired', payment: null }),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByText(GATEWAY_STUDENT_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Payment Link/ })).not.toBeInTheDocument();
  });

  it("says 'Payment received' at once when Razorpay's redirect is signed, and drops the query from the address", async () => {
    const checks: unknown[] = [];
    mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED' })),
      'GET /student/program': programWith(),
      'GET /me': () => json(linked()),
      'GET /student/payment': () => json({ linkStatus: 'created', payment: null }),
      'POST /student/payment/callback': (call) => {
        checks.push(call.body);
        return json({ valid: true, status: 'paid' });
      },
    });
    renderApp(
      '/student-main/pay?razorpay_payment_id=pay_X&razorpay_payment_link_id=plink_Y&razorpay_payment_link_reference_id=r-1&razorpay_payment_link_status=paid&razorpay_signature=abc',
    );
    expect(await screen.findByText(GATEWAY_STUDENT_MESSAGES.paymentReceivedNow)).toBeInTheDocument();
    expect(checks[0]).toMatchObject({ razorpay_payment_id: 'pay_X', razorpay_signature: 'abc' });
    await waitFor(() => expect(currentLocation()).toBe('/student-main/pay'));
  });

  it('ignores a forged redirect: the link stays there to pay', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED' })),
      'GET /student/program': programWith(),
      'GET /me': () => json(linked()),
      'GET /student/payment': () => json({ linkStatus: 'created', payment: null }),
      'POST /student/payment/callback': () => json({ valid: false, status: null }),
    });
    renderApp(
      '/student-main/pay?razorpay_payment_id=pay_X&razorpay_payment_link_id=plink_Y&razorpay_payment_link_reference_id=r-1&razorpay_payment_link_status=paid&razorpay_signature=forged',
    );
    expect(await screen.findByRole('link', { name: /Open Payment Link/ })).toBeInTheDocument();
    expect(screen.queryByText(GATEWAY_STUDENT_MESSAGES.paymentReceivedNow)).not.toBeInTheDocument();
  });
});
