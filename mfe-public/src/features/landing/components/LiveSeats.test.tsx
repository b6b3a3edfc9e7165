import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { seatTotals } from '@portal/domain/specialization';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { loadDeferredSections } from './deferred-section';
import { LandingPage } from './LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

/** The SPEC table with three more students in Artificial Intelligence. */
const live = (() => {
  const specializations = SPECIALIZATIONS.map((s) => (s.name === 'Artificial Intelligence' ? { ...s, filled: 45 } : { ...s }));
  return { specializations, totals: seatTotals(specializations) };
})();

// The sections below the fold are loaded once, so every test renders the whole page at once.
beforeAll(() => loadDeferredSections());

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('live seat counts on the landing page', () => {
  it('shows the counts of GET /public/seats, asked without a sign-in', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/public/seats')
        ? new Response(JSON.stringify(live), { headers: { 'Content-Type': 'application/json' } })
        : Response.error(),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLanding();
    await waitFor(() => expect(screen.getByTestId('seats-filled')).toHaveTextContent('182 of 250 filled (72.8%)'));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.endsWith('/public/seats')) as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/public/seats');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();

    expect(screen.getByText('68 seats left')).toBeInTheDocument();
    expect(screen.getByText('182 of 250 seats filled')).toBeInTheDocument();
    // The cohort's name comes with GET /public/program, which does not answer here.
    expect(screen.getByText('68 of 250 seats left in the … cohort')).toBeInTheDocument();
    expect(screen.getByText('72.8% already filled')).toBeInTheDocument();
    const ai = screen.getAllByTestId('capacity-card').find((c) => c.textContent?.includes('Artificial Intelligence'))!;
    expect(ai).toHaveTextContent('45 of 50 filled');
    expect(ai).toHaveTextContent('5 seats left');
    expect(within(ai).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  });

  it("says 'Full' and 'No seats left' on a specialization with no seat left, not 'Filling fast'", async () => {
    const full = SPECIALIZATIONS.map((s) => (s.name === 'Artificial Intelligence' ? { ...s, filled: s.seats } : { ...s }));
    const body = JSON.stringify({ specializations: full, totals: seatTotals(full) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/json' } })),
    );
    renderLanding();
    const card = () => screen.getAllByTestId('capacity-card').find((c) => c.textContent?.includes('Artificial Intelligence'))!;
    await waitFor(() => expect(card()).toHaveTextContent('50 of 50 filled'));
    expect(within(card()).getByText('Full')).toBeInTheDocument();
    expect(within(card()).getByText('No seats left')).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('Filling fast');
  });

  it('keeps the SPEC numbers (179 of 250, 71.6%) when the API cannot be reached', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderLanding();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('seats-filled')).toHaveTextContent('179 of 250 filled (71.6%)');
    expect(screen.getByText('71 seats left')).toBeInTheDocument();
  });

  it('keeps the SPEC numbers when the answer is not a seat count', async () => {
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        answered();
        return new Response(JSON.stringify({ hello: 'world' }), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderLanding();
    // Once the answer has been read (its body parsed), the page keeps what it showed.
    await answer;
    await act(async () => {});
    expect(screen.getByTestId('seats-filled')).toHaveTextContent('179 of 250 filled (71.6%)');
  });
});
