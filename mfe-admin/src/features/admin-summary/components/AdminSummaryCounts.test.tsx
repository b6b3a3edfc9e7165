import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSummary } from '@portal/domain/views/admin-summary';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { makeRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

/** A summary with nothing waiting but `fields`. */
const summary = (fields: Partial<AdminSummary> = {}): AdminSummary => ({
  idsPending: 0,
  idsPendingSince: null,
  feesToVerify: 0,
  lettersAwaitingSignature: 0,
  lettersAwaitingSignatureSince: null,
  erasuresPending: 0,
  erasuresPendingSince: null,
  erasuresDueAt: null,
  paymentsNeedingAttention: 0,
  paymentsNeedingAttentionSince: null,
  ...fields,
});

describe('/admin summary counts', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('counts what waits for the admin at the top of /admin, each leading to where it is done', async () => {
    adminHomeApi({ 'GET /admin/api/summary': () => json(summary({ idsPending: 4, feesToVerify: 7, lettersAwaitingSignature: 2 })) });
    renderApp('/admin');
    const counts = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(await within(counts).findByText('4')).toBeInTheDocument();
    const items = within(counts).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '4IDs pending reviewReview IDs',
      '7Fees to verifyVerify fees',
      '2Letters waiting for the authorized signatureAuthorized signature',
      '0Erasure requestsErasure requests',
      '0Payments needing attentionResolve payments',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Verify fees' })).toHaveAttribute(
      'href',
      '/admin/students?link=added&fee=unverified',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Review IDs' })).toHaveAttribute('href', '#id-queue-title');
  });

  it('counts again after the admin acts on /admin: an approved ID leaves the IDs pending at once, not a minute later', async () => {
    let pending = 1;
    const api = adminHomeApi({
      'GET /admin/api/summary': () => json(summary({ idsPending: pending })),
      'GET /admin/api/id-proofs': () => json(pending ? [makeRow()] : []),
      'POST /admin/api/id-proofs/p1/review': () => {
        pending = 0;
        return json(makeRow({ status: 'VERIFIED' }));
      },
    });
    const { user } = renderApp('/admin');
    const counts = await screen.findByRole('list', { name: 'Waiting for you' });
    const idsPending = () => within(counts).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(idsPending()).toHaveTextContent('1IDs pending review'));
    await user.click(await screen.findByRole('button', { name: 'Approve asha@example.com' }));
    await waitFor(() => expect(idsPending()).toHaveTextContent('0IDs pending review'));
    expect(api.callsTo('GET /admin/api/summary').length).toBeGreaterThanOrEqual(2);
  });

  it("says how long each queue's oldest item has waited, and when the oldest erasure request must be answered by", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    adminHomeApi({
      'GET /admin/api/summary': () =>
        json(
          summary({
            idsPending: 3,
            idsPendingSince: '2026-11-25T11:00:00.000Z',
            lettersAwaitingSignature: 1,
            lettersAwaitingSignatureSince: '2026-11-28T07:00:00.000Z',
            erasuresPending: 1,
            erasuresPendingSince: '2026-11-28T11:40:00.000Z',
            erasuresDueAt: '2026-12-28T11:40:00.000Z',
            paymentsNeedingAttention: 2,
            paymentsNeedingAttentionSince: '2026-11-27T11:00:00.000Z',
          }),
        ),
    });
    renderApp('/admin');
    const counts = await screen.findByRole('list', { name: 'Waiting for you' });
    await within(counts).findByText('3');
    const items = within(counts).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '3IDs pending reviewOldest waiting 3 daysReview IDs',
      '0Fees to verifyVerify fees',
      '1Letters waiting for the authorized signatureOldest waiting 5 hoursAuthorized signature',
      '1Erasure requestsOldest waiting under an hourAnswer the oldest by 28 Dec 2026Erasure requests',
      '2Payments needing attentionOldest waiting 1 dayResolve payments',
    ]);
    expect(within(items[4]!).getByRole('link', { name: 'Resolve payments' })).toHaveAttribute('href', '/admin/students');
    expect(within(items[3]!).getByRole('link', { name: 'Erasure requests' })).toHaveAttribute('href', '#erasure-requests-title');
    vi.useRealTimers();
  });
});
