import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain/messages';
import { deferred, json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeProof } from '../../../testing/fixtures';
import { PENDING_POLL_MS, idProofQuery } from '../api/id-proof-api';
import { currentPath, renderApp } from '../../../testing/render-app';

describe('/dashboard', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the student with name, Student ID, country and state', async () => {
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof()) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('CP25-000123')).toBeInTheDocument();
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.getByText('Karnataka')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Government ID verification' })).toBeInTheDocument();
  });

  it('lists the government IDs accepted with the file types and size before the upload', async () => {
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status: 'NOT_UPLOADED' })) });
    renderApp('/dashboard');
    expect(
      await screen.findByText('Accepted: Aadhaar, PAN card, passport, voter ID or driving licence. PDF, JPEG or PNG, up to 10 MB.'),
    ).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const pending = deferred<Response>();
    mockApi({ 'GET /me': () => pending.promise, 'GET /student/id-proof': () => json(makeProof()) });
    renderApp('/dashboard');
    expect(screen.getByLabelText('Loading your profile')).toHaveAttribute('aria-busy', 'true');
    pending.resolve(json(makeMe()));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
  });

  it("falls back to the e-mail, then 'Student', when there is no name", async () => {
    mockApi({ 'GET /me': () => json(makeMe({ name: null, state: null, country: 'Other', countryName: 'Other' })) });
    renderApp('/student');
    expect(await screen.findByRole('heading', { name: 'Welcome, asha@example.com' })).toBeInTheDocument();
    expect(currentPath()).toBe('/student');
  });

  it("shows 'Failed to load your profile.' with a Retry", async () => {
    let attempts = 0;
    mockApi({ 'GET /me': () => (++attempts === 1 ? new Response('', { status: 500 }) : json(makeMe())) });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText(MESSAGES.yourProfileLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
  });

  it('opens the profile from the welcome card', async () => {
    mockApi({ 'GET /me': () => json(makeMe()) });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Edit profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });
});

describe('/dashboard while the ID is PENDING', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    focusManager.setFocused(undefined);
  });

  it('asks again every 20 s and on focus while PENDING, and not once decided', () => {
    const state = (status: 'PENDING' | 'VERIFIED' | 'REJECTED') => ({ state: { data: makeProof({ status }) } }) as never;
    const interval = idProofQuery.refetchInterval as (query: never) => number | false;
    const onFocus = idProofQuery.refetchOnWindowFocus as (query: never) => boolean;
    expect(interval(state('PENDING'))).toBe(PENDING_POLL_MS);
    expect(PENDING_POLL_MS).toBeLessThanOrEqual(30_000);
    expect(onFocus(state('PENDING'))).toBe(true);
    for (const status of ['VERIFIED', 'REJECTED'] as const) {
      expect(interval(state(status))).toBe(false);
      expect(onFocus(state(status))).toBe(false);
    }
  });

  it('shows the approval when the tab regains focus and moves on to /student-main', async () => {
    let status: 'PENDING' | 'VERIFIED' = 'PENDING';
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status })) });
    renderApp('/dashboard');
    expect(await screen.findByText('PENDING')).toBeInTheDocument();
    status = 'VERIFIED';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(currentPath()).toBe('/student-main'));
  });
});
