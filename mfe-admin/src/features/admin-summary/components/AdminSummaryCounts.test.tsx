import { screen, within } from '@testing-library/react';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
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
});
