import { screen, within } from '@testing-library/react';
import type { FailedMail } from '@portal/domain/views/mail';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeCounts } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { MAIL_DELIVERY_TEXT } from './MailDelivery';

const failedMail = (overrides: Partial<FailedMail> = {}): FailedMail => ({
  id: 'm1',
  key: 'fee-verified:inv1',
  template: 'fee-verified',
  to: 'asha@example.com',
  createdAt: '2026-11-25T04:00:00.000Z',
  failedAt: '2026-11-25T04:05:00.000Z',
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
  ...overrides,
});

function serve(handlers: Record<string, ApiHandler>) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    'GET /admin/signature': () => json({ exists: false, updatedAt: null }),
    ...handlers,
  });
}

const panel = () => screen.findByRole('region', { name: MAIL_DELIVERY_TEXT.heading });

describe('/admin mail delivery', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('says every mail is delivered when none failed', async () => {
    serve({ 'GET /admin/api/mail/failed': () => json({ items: [], totalItems: 0 }) });
    renderApp('/admin');
    expect(await within(await panel()).findByText(MAIL_DELIVERY_TEXT.allDelivered)).toBeInTheDocument();
  });

  it('lists each undelivered mail with what it was, to whom, when (IST) and why, and sends one again', async () => {
    let items = [failedMail()];
    const api = serve({
      'GET /admin/api/mail/failed': () => json({ items, totalItems: items.length }),
      'POST /admin/api/mail/m1/retry': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin');
    const region = await panel();
    expect(await within(region).findByText('1 mail was', { exact: false })).toBeInTheDocument();
    const row = within(region).getByText('asha@example.com').closest('tr')!;
    expect(within(row).getByText('Fee verified, with the invoice')).toBeInTheDocument();
    expect(within(row).getByText('25 Nov 2026, 09:35 IST', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:1025')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Send the Fee verified, with the invoice mail to asha@example.com again' }));
    expect(await screen.findByText(MAIL_DELIVERY_TEXT.retried)).toBeInTheDocument();
    expect(await within(region).findByText(MAIL_DELIVERY_TEXT.allDelivered)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/mail/m1/retry')).toHaveLength(1);
  });

  it("shows the server's reason when the mail can no longer be sent again, and Retry when the list fails", async () => {
    let fail = true;
    serve({
      'GET /admin/api/mail/failed': () =>
        fail ? json({ message: 'Service unavailable' }, 503) : json({ items: [failedMail()], totalItems: 1 }),
      'POST /admin/api/mail/m1/retry': () => json({ message: 'This mail is not waiting to be sent again.' }, 404),
    });
    const { user } = renderApp('/admin');
    const region = await panel();
    expect(await within(region).findByText(MAIL_DELIVERY_TEXT.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    await user.click(await within(region).findByRole('button', { name: /^Send the/ }));
    expect(await screen.findByText('This mail is not waiting to be sent again.')).toBeInTheDocument();
  });
});
