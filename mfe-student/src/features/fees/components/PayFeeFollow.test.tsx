/** Pay Fee notices a new payment link, a recorded payment and the admin's Verify by itself, as the ID status does, and stops asking once the fee is verified. */
import { act, screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain/messages';
import { GATEWAY_STUDENT_MESSAGES } from '@portal/domain/payment-gateway';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { programWith } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';
import { PAY_POLL_MAX_MS, PAY_POLL_MS, nextPollMs, payWait } from '../hooks/use-fee-steps';

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

  function serve(start: Partial<ReturnType<typeof makeMe>> = {}) {
    let me = makeMe({ idVerified: true, paymentLinkUrl: null, ...start });
    const api = mockApi({
      'GET /student/journey': () => json(makeJourney({ idStatus: 'VERIFIED' })),
      'GET /student/program': programWith(),
      'GET /me': () => json(me),
      'GET /student/payment': () => json({ linkStatus: me.feePaid ? 'paid' : 'created', payment: null }),
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
    const { set } = serve({ paymentLinkUrl: LINK });
    renderApp('/student-main/pay');
    expect(await screen.findByRole('link', { name: /Open Payment Link/ })).toBeInTheDocument();
    set({ feePaid: true, feeVerified: true, feeVerifiedAt: '2026-11-24T06:00:00.000Z' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(/Your fee is verified/)).toBeInTheDocument();
  });

  it('moves from the paid fee to the verified one with no reload, then asks nothing more', async () => {
    const { api, set } = serve({ paymentLinkUrl: LINK, feePaid: true });
    renderApp('/student-main/pay');
    expect(await screen.findByText(GATEWAY_STUDENT_MESSAGES.paymentReceived)).toBeInTheDocument();
    set({ feeVerified: true, feeVerifiedAt: '2026-11-24T06:00:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(await screen.findByText(/Your fee is verified/)).toBeInTheDocument();
    const asked = api.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10 * PAY_POLL_MAX_MS));
    expect(api.calls.slice(asked)).toEqual([]);
  });

  it('asks less often while the admin takes long to verify', async () => {
    const { api } = serve({ paymentLinkUrl: LINK, feePaid: true });
    renderApp('/student-main/pay');
    expect(await screen.findByText(GATEWAY_STUDENT_MESSAGES.paymentReceived)).toBeInTheDocument();
    const before = api.callsTo('GET /me').length;
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    // 20 s, 20 s, 40 s, 80 s, then every 2 minutes: 7 asks in 10 minutes, where a steady 20 s would make 30.
    const asks = api.callsTo('GET /me').length - before;
    expect(asks).toBeGreaterThanOrEqual(5);
    expect(asks).toBeLessThanOrEqual(8);
  });

  it('waits for a link, then a payment, then the Verify, and stops once the fee is verified', () => {
    expect(payWait(makeMe({ paymentLinkUrl: null }))).toBe('link');
    expect(payWait(makeMe({ paymentLinkUrl: LINK, feePaid: false }))).toBe('payment');
    expect(payWait(makeMe({ paymentLinkUrl: LINK, feePaid: true }))).toBe('verification');
    expect(payWait(makeMe({ paymentLinkUrl: LINK, feePaid: true, feeVerified: true }))).toBeNull();
    expect(payWait(undefined)).toBeNull();
  });

  it('asks after 20 s at first, then after as long as the wait has lasted, at most every 2 minutes', () => {
    expect([0, 20_000, 40_000, 80_000, 160_000, 600_000].map(nextPollMs)).toEqual([20_000, 20_000, 40_000, 80_000, 120_000, 120_000]);
  });
});
