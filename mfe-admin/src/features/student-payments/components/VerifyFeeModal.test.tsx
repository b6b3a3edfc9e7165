import { screen, waitFor, within } from '@testing-library/react';
import { istDay } from '@portal/domain/calendar';
import { FEE_EVIDENCE_MESSAGES } from '@portal/domain/fee-evidence';
import { MESSAGES } from '@portal/domain/messages';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { fakeMatchMedia } from '../../../../../tools/test-support/match-media';
import type { StudentPage, StudentRow } from '../api/get-student-page';

const LIST = 'GET /admin/api/students';
const VERIFY = 'POST /admin/api/students/s1/payment/verify';
const today = istDay(new Date());
const [y, m, d] = today.split('-');

const row = (over: Partial<StudentRow> = {}): StudentRow =>
  makeStudentRow({ id: 's1', email: 'priya@example.com', name: 'Priya Sharma', paymentLinkUrl: 'https://pay.example.com/l/1', ...over });

const page = (items: StudentRow[]): StudentPage => ({
  items,
  page: 0,
  size: 20,
  totalItems: items.length,
  totalPages: 1,
  counts: { link: { added: 1, 'not-added': 0, all: 1 }, fee: { any: 1, verified: 0, unverified: 1 } },
});

async function openVerify(user: ReturnType<typeof renderApp>['user']): Promise<HTMLElement> {
  await screen.findByText('priya@example.com');
  await user.click(screen.getByRole('button', { name: 'Verify fee of priya@example.com' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText(/Mark the fee of Priya Sharma/)).toBeInTheDocument());
  return dialog;
}

// antd modals render slowly in jsdom on a busy two-core machine.
describe("fee Verify's dialog", { timeout: 60_000 }, () => {
  beforeEach(() => signIn());

  it('records how the fee was paid, its reference and the day, with the rules the API checks', async () => {
    const api = mockApi({ [LIST]: () => json(page([row()])), [VERIFY]: () => json(row({ feeVerified: true })) });
    const { user } = renderApp('/admin/students');
    const dialog = await openVerify(user);

    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference (UTR or receipt number)' }), 'UTR 41');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(FEE_EVIDENCE_MESSAGES.referenceForm)).toBeInTheDocument();
    expect(within(dialog).getByText(FEE_EVIDENCE_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)).toHaveLength(0);

    const reference = within(dialog).getByRole('textbox', { name: 'Reference (UTR or receipt number)' });
    await user.clear(reference);
    await user.type(reference, '412345678901');
    await user.type(within(dialog).getByRole('textbox', { name: 'Received on' }), `${d}/${m}/${y}`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.feeVerified)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ method: 'upi', reference: '412345678901', paidOn: today });
  });

  it("gives the keyboard back to Verify on Cancel, and to the row's Unverify once the fee is verified (Verify is disabled then)", async () => {
    // Without antd's motion (as a reduced-motion browser has it), jsdom sees the dialog close: it fires no transition's end.
    const realMatchMedia = window.matchMedia;
    window.matchMedia = fakeMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    onTestFinished(() => {
      window.matchMedia = realMatchMedia;
    });
    let verified = false;
    mockApi({
      [LIST]: () => json(page([row({ feeVerified: verified })])),
      [VERIFY]: () => {
        verified = true;
        return json(row({ feeVerified: true }));
      },
    });
    const { user } = renderApp('/admin/students');
    let dialog = await openVerify(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify fee of priya@example.com' })).toHaveFocus());

    dialog = await openVerify(user);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unverify fee of priya@example.com' })).toHaveFocus());
  });

  it("verifies without evidence when it is left blank (the SPEC's empty object body)", async () => {
    const api = mockApi({ [LIST]: () => json(page([row()])), [VERIFY]: () => json(row({ feeVerified: true })) });
    const { user } = renderApp('/admin/students');
    const dialog = await openVerify(user);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.feeVerified)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({});
  });

  it("shows the student's report on the row and starts from it", async () => {
    const reported = row({
      paymentReport: { method: 'bank_transfer', reference: 'SBIN-2026/77', paidOn: today, reportedAt: new Date().toISOString() },
    });
    const api = mockApi({ [LIST]: () => json(page([reported])), [VERIFY]: () => json(row({ feeVerified: true })) });
    const { user } = renderApp('/admin/students');
    expect(await screen.findByText(/Student reports payment \(UTR SBIN-2026\/77\)/)).toBeInTheDocument();
    const dialog = await openVerify(user);
    expect(within(dialog).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Reference (UTR or receipt number)' })).toHaveValue('SBIN-2026/77');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.feeVerified)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ method: 'bank_transfer', reference: 'SBIN-2026/77', paidOn: today });
  });

  it('asks for no evidence of a payment Razorpay confirmed', async () => {
    const api = mockApi({
      [LIST]: () => json(page([row({ feePaid: true, gatewayPaymentId: 'pay_Q1', paymentState: 'paid' })])),
      [VERIFY]: () => json(row({ feeVerified: true })),
    });
    const { user } = renderApp('/admin/students');
    const dialog = await openVerify(user);
    expect(within(dialog).getByText(/Razorpay confirmed payment pay_Q1/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.feeVerified)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({});
  });
});
