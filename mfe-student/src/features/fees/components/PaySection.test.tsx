import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { programWith } from '../../../testing/program-fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { VERIFICATION_TIME_NOTE } from './PaySection';

describe('/student-main/pay (Pay Fee)', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the payment link in a new tab, with the amount and the verification notes', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith(),
      'GET /me': () =>
        json(makeMe({ idVerified: true, paymentLinkUrl: 'https://rzp.io/l/abc123', paymentAmountMinor: 499900, paymentCurrency: 'INR' })),
    });
    renderApp('/student-main/pay');
    const link = await screen.findByRole('link', { name: /Open Payment Link/ });
    expect(link).toHaveAttribute('href', 'https://rzp.io/l/abc123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText('₹4,999.00')).toBeInTheDocument();
    expect(screen.getByText(/inclusive of 18% GST; the internship is free/)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.paymentVerifyNote)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_TIME_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay Fee' })).toBeInTheDocument();
  });

  it('says the link is not assigned yet when there is none', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith(),
      'GET /me': () => json(makeMe({ idVerified: true, paymentLinkUrl: null })),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByText(MESSAGES.paymentLinkNotAssigned)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Payment Link/ })).not.toBeInTheDocument();
    expect(await screen.findByText('₹4,999.00')).toBeInTheDocument();
  });

  it("shows the fee of the student's cohort, not the first cohort's", async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': programWith({ feeMinor: 599_900 }),
      'GET /me': () => json(makeMe({ idVerified: true, paymentLinkUrl: null })),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByText('₹5,999.00')).toBeInTheDocument();
    expect(screen.getByText(/inclusive of 18% GST; the internship is free/)).toBeInTheDocument();
    expect(screen.queryByText(/4,999/)).not.toBeInTheDocument();
  });

  it('shows the amount of the assigned link while the cohort loads', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/program': () => new Promise<Response>(() => undefined),
      'GET /me': () => json(makeMe({ idVerified: true, paymentLinkUrl: 'https://rzp.io/l/abc123', paymentAmountMinor: 599_900 })),
    });
    renderApp('/student-main/pay');
    expect(await screen.findByText('₹5,999.00')).toBeInTheDocument();
  });

  it('is out of reach until the ID is verified (step 1): the dashboard sends the student to /dashboard', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'PENDING' })),
      'GET /me': () => json(makeMe({ idVerified: false, paymentLinkUrl: 'https://rzp.io/l/abc123' })),
      'GET /student/id-proof': () =>
        json({
          id: 'p1',
          status: 'PENDING',
          fileName: 'id.png',
          mimeType: 'image/png',
          sizeBytes: 10,
          uploadedAt: '2025-11-01T00:00:00Z',
          reviewNote: null,
          fileErasedAt: null,
        }),
    });
    renderApp('/student-main/pay');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(screen.queryByRole('link', { name: /Open Payment Link/ })).not.toBeInTheDocument();
  });

  it('shows the verified fee and leads to Fee Bill', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /me': () =>
        json(
          makeMe({ idVerified: true, feeVerified: true, feeVerifiedAt: '2025-11-02T06:00:00Z', paymentLinkUrl: 'https://rzp.io/l/abc123' }),
        ),
    });
    const { user } = renderApp('/student-main/pay');
    expect(await screen.findByText(/Your fee is verified/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Fee Bill' }));
    await waitFor(() => expect(currentPath()).toBe('/student-main/billing'));
  });

  it('has a Back to Main Dashboard link', async () => {
    mockApi({ 'GET /student/journey': () => json(makeJourney()), 'GET /me': () => json(makeMe({ idVerified: true })) });
    const { user } = renderApp('/student-main/pay');
    await user.click(await screen.findByRole('link', { name: /Back to Main Dashboard/ }));
    await waitFor(() => expect(currentPath()).toBe('/student-main'));
  });

  it("shows 'Failed to load your profile.' with Retry when the student cannot be loaded", async () => {
    let fail = true;
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /me': () => (fail ? json({}, 500) : json(makeMe({ idVerified: true }))),
    });
    const { user } = renderApp('/student-main/pay');
    expect(await screen.findByText(MESSAGES.yourProfileLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MESSAGES.paymentLinkNotAssigned)).toBeInTheDocument();
  });
});
