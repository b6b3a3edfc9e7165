import { screen, waitFor, within } from '@testing-library/react';
import { istDay } from '@portal/domain/calendar';
import { formatRupees } from '@portal/domain/money';
import { REFUND_MESSAGES } from '@portal/domain/refunds';
import type { StudentDetail } from '@portal/domain/views/student-detail';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { makeInvoice } from '../../../../../tools/test-support/view-fixtures';
import { makeStudentDetail, makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const DETAIL = 'GET /admin/api/students/u1';
const REFUND = 'POST /admin/api/students/u1/refunds';
const DAY_MS = 86_400_000;
// Issued two days ago (India time), so today and yesterday are allowed refund days.
const issuedAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
const invoice = makeInvoice(7, { id: 'inv1', issuedAt, downloadUrl: '/admin/api/students/u1/invoices/inv1/file' });
const verified = (invoices = [invoice]): StudentDetail =>
  makeStudentDetail({ student: makeStudentRow({ idStatus: 'VERIFIED', feeVerified: true, feeVerifiedAt: issuedAt }), invoices });
const creditNote = makeInvoice(8, {
  id: 'cn1',
  documentType: 'CREDIT_NOTE',
  invoiceNumber: 'CN/25-26/00003',
  amountMinor: 100_000,
  cgstMinor: 7_627,
  sgstMinor: 7_627,
  originalInvoiceNumber: invoice.invoiceNumber,
  reason: 'Refund of ₹1,000.00: Left early',
  downloadUrl: '/admin/api/students/u1/invoices/cn1/file',
});

async function openDialog() {
  const { user } = renderApp('/admin/students/u1');
  const invoices = await screen.findByRole('region', { name: 'Invoices' });
  await user.click(await within(invoices).findByRole('button', { name: 'Record refund for asha@example.com' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('Record refund on /admin/students/{id}', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('shows what is left and the GST split of the amount, and refuses a refund the rules do not allow, in words', async () => {
    const api = mockApi({
      [DETAIL]: () => json(verified()),
      'GET /admin/api/audit': () => json([]),
      'GET /admin/api/certificates': () => json([]),
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/Left to refund of invoice INV\/25-26\/00007/)).toHaveTextContent(
      `${formatRupees(499_900)} (of ${formatRupees(499_900)})`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.amountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (printed on the credit note)'), '\u202Ex');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reasonNotPrintable)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Reason (printed on the credit note)'));

    const amount = within(dialog).getByLabelText('Amount refunded (₹)');
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.amountOver(499_900))).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1000');
    expect(
      await within(dialog).findByText(/Credit note: taxable value ₹847\.46 · CGST @ 9% ₹76\.27 · SGST @ 9% ₹76\.27/),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.505');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.amountPaise)).toBeInTheDocument();

    const date = within(dialog).getByLabelText('Refund paid on');
    await user.clear(date);
    await user.type(
      date,
      istDay(new Date(Date.now() + 2 * DAY_MS))
        .split('-')
        .reverse()
        .join('/'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.dateFuture)).toBeInTheDocument();
    await user.clear(date);
    await user.type(
      date,
      istDay(new Date(Date.now() - 5 * DAY_MS))
        .split('-')
        .reverse()
        .join('/'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.dateBeforeInvoice(istDay(new Date(issuedAt))))).toBeInTheDocument();
    expect(api.callsTo(REFUND)).toHaveLength(0);
  });

  it('confirms, records the refund and lists the credit note; the fee stays verified', async () => {
    let detail = verified();
    const api = mockApi({
      [DETAIL]: () => json(detail),
      'GET /admin/api/audit': () => json([]),
      'GET /admin/api/certificates': () => json([]),
      [REFUND]: () => {
        detail = verified([creditNote, invoice]);
        return json({ student: detail.student, creditNotes: [creditNote], full: false });
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Amount refunded (₹)'), '1,000');
    await user.type(within(dialog).getByLabelText('Reason (printed on the credit note)'), '  Left early ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect((await screen.findAllByText('Record a refund of ₹1,000.00?')).length).toBeGreaterThan(0);
    expect(screen.getByText(/the fee of asha@example.com stays verified/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record refund' }));

    await waitFor(() => expect(api.callsTo(REFUND)).toHaveLength(1));
    expect(api.callsTo(REFUND)[0]?.body).toEqual({ amountMinor: 100_000, reason: 'Left early', refundedOn: istDay(new Date()) });
    expect(await screen.findByText('Refund recorded: credit note CN/25-26/00003 issued.')).toBeInTheDocument();
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Credit note CN/25-26/00003')).toBeInTheDocument();
    expect(within(invoices).getByRole('button', { name: /View credit note CN\/25-26\/00003/ })).toBeInTheDocument();
    // What is left is now the rest of the invoice.
    await user.click(within(invoices).getByRole('button', { name: 'Record refund for asha@example.com' }));
    await waitFor(() =>
      expect(screen.getAllByText(/Left to refund/).at(-1)).toHaveTextContent(`${formatRupees(399_900)} (of ${formatRupees(499_900)})`),
    );
  });

  it("says that all that is left removes the fee mark, and shows the API's refusal in the dialog", async () => {
    const api = mockApi({
      [DETAIL]: () => json(verified()),
      'GET /admin/api/audit': () => json([]),
      'GET /admin/api/certificates': () => json([]),
      [REFUND]: () => json({ statusCode: 409, error: 'Conflict', message: REFUND_MESSAGES.amountOver(99_900) }, 409),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Amount refunded (₹)'), '4999');
    expect(await within(dialog).findByText(/all that is left: the fee mark is removed/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (printed on the credit note)'), 'Withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Record a refund of ₹4,999.00?')).length).toBeGreaterThan(0);
    expect(screen.getByText(/is no longer verified \(as Unverify\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_MESSAGES.amountOver(99_900));
    expect(api.callsTo(REFUND)).toHaveLength(1);
  });

  it('offers no refund while there is no invoice left to refund', async () => {
    mockApi({ [DETAIL]: () => json(verified([])), 'GET /admin/api/audit': () => json([]), 'GET /admin/api/certificates': () => json([]) });
    renderApp('/admin/students/u1');
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText(/No invoice yet/)).toBeInTheDocument();
    expect(within(invoices).queryByRole('button', { name: /Record refund/ })).toBeNull();
  });
});
