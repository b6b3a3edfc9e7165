import { screen, waitFor, within } from '@testing-library/react';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { makeRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('/admin summary counts', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('counts what waits for the admin at the top of /admin, each leading to where it is done', async () => {
    adminHomeApi({ 'GET /admin/api/summary': () => json({ idsPending: 4, feesToVerify: 7, lettersAwaitingSignature: 2 }) });
    renderApp('/admin');
    const counts = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(await within(counts).findByText('4')).toBeInTheDocument();
    const items = within(counts).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '4IDs pending reviewReview IDs',
      '7Fees to verifyVerify fees',
      '2Letters waiting for the authorized signatureAuthorized signature',
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
      'GET /admin/api/summary': () => json({ idsPending: pending, feesToVerify: 0, lettersAwaitingSignature: 0 }),
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
});
