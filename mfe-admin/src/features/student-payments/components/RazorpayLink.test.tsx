import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { PAYMENT_STATE_LABELS } from '@portal/domain/payment-gateway';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { StudentPage, StudentRow } from '../api/get-student-page';

const row = (over: Partial<StudentRow> = {}): StudentRow =>
  makeStudentRow({ id: 's1', email: 'priya@example.com', name: 'Priya Sharma', studentId: 'CP25-000001', ...over });
const page = (items: StudentRow[]): StudentPage => ({
  items,
  page: 0,
  size: 20,
  totalItems: items.length,
  totalPages: 1,
  counts: { link: { added: 1, 'not-added': 0, all: 1 }, fee: { any: 1, verified: 0, unverified: 1 } },
});
const LIST = 'GET /admin/api/students';
const GATEWAY = 'GET /admin/api/payments/gateway';
const CREATE = 'POST /admin/students/s1/payment-link/razorpay';

async function openDialog() {
  await screen.findByText('priya@example.com');
  let dialog: HTMLElement | undefined;
  return async (user: { click(el: Element): Promise<void> }) => {
    await user.click(screen.getByLabelText('Set payment link of priya@example.com'));
    await waitFor(() => {
      dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes('Set Payment Link'));
      expect(dialog).toBeDefined();
    });
    return dialog as HTMLElement;
  };
}

describe('/admin/students with Razorpay keys set', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('creates a Razorpay link from the dialog and closes it', async () => {
    const api = mockApi({
      [LIST]: () => json(page([row()])),
      [GATEWAY]: () => json({ linksEnabled: true, webhooksEnabled: true, attention: 0 }),
      [CREATE]: () => json(row({ paymentLinkUrl: 'https://rzp.io/i/AbCdEfG', paymentAmountMinor: 499900, paymentLinkStatus: 'created' })),
    });
    const { user } = renderApp('/admin/students');
    const dialog = await (await openDialog())(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create Razorpay link' }));
    expect(await screen.findByText(MESSAGES.paymentLinkSaved)).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo('POST /admin/students/s1/payment-link')).toHaveLength(0);
  });

  it("shows Razorpay's refusal in the dialog and keeps it open", async () => {
    mockApi({
      [LIST]: () => json(page([row()])),
      [GATEWAY]: () => json({ linksEnabled: true, webhooksEnabled: true, attention: 0 }),
      [CREATE]: () => json({ statusCode: 502, error: 'Bad Gateway', message: 'Razorpay: Please enter a valid contact number' }, 502),
    });
    const { user } = renderApp('/admin/students');
    const dialog = await (await openDialog())(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create Razorpay link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create Razorpay link (502): Razorpay: Please enter a valid contact number',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Payment link URL' })).toBeInTheDocument();
  });

  it('offers only the pasted link without keys', async () => {
    mockApi({ [LIST]: () => json(page([row()])), [GATEWAY]: () => json({ linksEnabled: false, webhooksEnabled: false, attention: 0 }) });
    const { user } = renderApp('/admin/students');
    const dialog = await (await openDialog())(user);
    expect(within(dialog).getByRole('textbox', { name: 'Payment link URL' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create Razorpay link' })).not.toBeInTheDocument();
  });

  it("shows each student's payment state, and a gateway payment's id", async () => {
    mockApi({
      [LIST]: () =>
        json(
          page([
            row({ paymentState: 'paid', feePaid: true, gatewayPaymentId: 'pay_Fc8mUeDrEKf08Y', gatewayPaidAt: '2026-11-24T06:00:00Z' }),
            row({ id: 's2', email: 'rahul@example.com', paymentState: 'needs-attention' }),
          ]),
        ),
      [GATEWAY]: () => json({ linksEnabled: true, webhooksEnabled: true, attention: 1 }),
    });
    renderApp('/admin/students');
    const priya = (await screen.findByText('priya@example.com', { selector: 'td *' })).closest('tr') as HTMLElement;
    expect(within(priya).getByText(PAYMENT_STATE_LABELS.paid)).toBeInTheDocument();
    expect(within(priya).getByText(/pay_Fc8mUeDrEKf08Y/)).toBeInTheDocument();
    const rahul = screen.getByText('rahul@example.com', { selector: 'td *' }).closest('tr') as HTMLElement;
    expect(within(rahul).getByText(PAYMENT_STATE_LABELS['needs-attention'])).toBeInTheDocument();
  });
});

describe('Razorpay events that need attention', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('are listed above the students with the reason, and one is marked resolved', async () => {
    const item = {
      id: 'e1',
      eventId: 'evt_1',
      source: 'webhook',
      event: 'payment_link.paid',
      receivedAt: '2026-11-24T06:00:00Z',
      paymentLinkId: 'plink_1',
      paymentId: 'pay_1',
      studentId: 's1',
      studentEmail: 'priya@example.com',
      outcome: 'attention',
      attention: 'Paid ₹4,899.00, but the fee is ₹4,999.00: not verified automatically.',
      processedAt: '2026-11-24T06:00:01Z',
      resolvedAt: null,
      body: '{}',
    };
    let open = [item];
    const api = mockApi({
      [LIST]: () => json(page([row({ paymentState: 'needs-attention' })])),
      [GATEWAY]: () => json({ linksEnabled: true, webhooksEnabled: true, attention: open.length }),
      'GET /admin/api/payments/attention': () => json({ items: open }),
      'POST /admin/api/payments/attention/e1/resolve': () => {
        open = [];
        return json({ items: [] });
      },
    });
    const { user } = renderApp('/admin/students');
    expect(await screen.findByText('1 Razorpay payment event needs attention')).toBeInTheDocument();
    expect(screen.getByText(item.attention)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark resolved: payment_link.paid pay_1' }));
    await waitFor(() => expect(screen.queryByText('1 Razorpay payment event needs attention')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/api/payments/attention/e1/resolve')).toHaveLength(1);
  });
});
