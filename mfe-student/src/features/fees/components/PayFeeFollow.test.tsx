/** Pay Fee notices a new payment link and a verified payment by itself, as the ID status does. */
import { act, screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain/messages';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { programWith } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { FOLLOW_PAYMENT, PAY_POLL_MS } from '../hooks/use-fee-steps';

const LINK = 'https://rzp.io/l/abc123';

describe('/student-main/pay follows the admin', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    focusManager.setFocused(undefined);
  });

  function serve() {
    let me = makeMe({ idVerified: true, paymentLinkUrl: null });
    const api = mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED' })),
      'GET /student/program': programWith(),
      'GET /me': () => json(me),
    });
    return { api, set: (next: Partial<typeof me>) => (me = { ...me, ...next }) };
  }

  it('shows a link assigned meanwhile within 20 s, with no reload', async () => {
    const { api, set } = serve();
    renderApp('/student-main/pay');
    expect(await screen.findByText(MESSAGES.paymentLinkNotAssigned)).toBeInTheDocument();
    set({ paymentLinkUrl: LINK });
    const before = api.callsTo('GET /me').length;
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(await screen.findByRole('link', { name: /Open Payment Link/ })).toHaveAttribute('href', LINK);
    expect(api.callsTo('GET /me').length).toBeGreaterThan(before);
  });

  it('asks again when the tab regains focus, and shows the verified fee', async () => {
    const { set } = serve();
    set({ paymentLinkUrl: LINK });
    renderApp('/student-main/pay');
    expect(await screen.findByRole('link', { name: /Open Payment Link/ })).toBeInTheDocument();
    set({ feePaid: true, feeVerified: true, feeVerifiedAt: '2026-11-24T06:00:00.000Z' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(/Your fee is verified/)).toBeInTheDocument();
  });

  it('waits while no link or no payment is recorded, and stops once the fee is verified', () => {
    const waiting = FOLLOW_PAYMENT.waiting;
    expect(PAY_POLL_MS).toBe(20_000);
    expect(waiting(makeMe({ paymentLinkUrl: null }))).toBe(true);
    expect(waiting(makeMe({ paymentLinkUrl: LINK, feePaid: false }))).toBe(true);
    expect(waiting(makeMe({ paymentLinkUrl: LINK, feePaid: true }))).toBe(false);
    expect(waiting(makeMe({ paymentLinkUrl: LINK, feeVerified: true }))).toBe(false);
    expect(waiting(undefined)).toBe(false);
  });
});
