import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { Invoice } from '../api/get-invoices';

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  invoiceNumber: 'INV/25-26/00001',
  issuedAt: '2025-11-05T06:00:00Z',
  buyerName: 'Asha Verma',
  buyerEmail: 'asha@example.com',
  buyerState: 'Karnataka',
  buyerCountry: 'India',
  amountMinor: 499900,
  cgstMinor: 38128,
  sgstMinor: 38128,
  igstMinor: 0,
  ratePercent: 18,
  currency: 'INR',
  description: 'Industrial Training Fee',
  status: 'ISSUED',
  downloadUrl: '/student/invoices/i1/file',
  ...over,
});

const pdf = () => new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
const verified = () => json(makeMe({ idVerified: true, feeVerified: true }));
const feePaidJourney = () => json(makeJourney({ idStatus: 'VERIFIED', feeVerified: true }));

describe('/student-main/billing (Fee Bill)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    URL.createObjectURL = vi.fn(() => 'blob:invoice-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists invoices with number, issue date, total, status, View and Download, and refreshes', async () => {
    let list = [invoice()];
    const api = mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => json(list),
    });
    const { user } = renderApp('/student-main/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee Bill' })).toBeInTheDocument();
    const number = await screen.findByText('INV/25-26/00001');
    const row = number.closest('tr') as HTMLElement;
    for (const title of ['Invoice #', 'Issued', 'Total', 'Status', 'Actions'])
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(within(row).getByText('5 Nov 2025')).toBeInTheDocument();
    expect(within(row).getByText('₹4,999.00')).toBeInTheDocument();
    expect(within(row).getByText('Issued')).toBeInTheDocument();

    list = [invoice({ status: 'CANCELLED' })];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('GET /student/invoices')).toHaveLength(2);
  });

  it('shows a credit note beside the invoice it reverses: its type, the invoice it names, a negative total, and its own View and Download', async () => {
    const note = invoice({
      id: 'c1',
      documentType: 'CREDIT_NOTE',
      invoiceNumber: 'CN/25-26/00001',
      originalInvoiceNumber: 'INV/25-26/00001',
      downloadUrl: '/student/invoices/c1/file',
    });
    const api = mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => json([note, invoice({ documentType: 'INVOICE', creditNoteNumber: 'CN/25-26/00001' })]),
      'GET /student/invoices/c1/file': pdf,
    });
    const { user } = renderApp('/student-main/billing');
    const noteRow = (await screen.findByText(/^Credit note for/)).closest('tr') as HTMLElement;
    expect(within(noteRow).getByText('Credit note for invoice INV/25-26/00001')).toBeInTheDocument();
    expect(within(noteRow).getByText('-₹4,999.00')).toBeInTheDocument();
    expect(within(noteRow).getByText('Credit note')).toBeInTheDocument();
    const invoiceRow = screen.getByText('INV/25-26/00001', { selector: 'span' }).closest('tr') as HTMLElement;
    expect(within(invoiceRow).getByText('Reversed')).toBeInTheDocument();
    expect(invoiceRow).toHaveTextContent('by CN/25-26/00001');
    expect(within(invoiceRow).getByText('₹4,999.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download credit note CN/25-26/00001' }));
    await waitFor(() => expect(api.callsTo('GET /student/invoices/c1/file')).toHaveLength(1));
  });

  it("says 'No invoices yet.' when there are none", async () => {
    mockApi({ 'GET /student/journey': feePaidJourney, 'GET /me': verified, 'GET /student/invoices': () => json([]) });
    renderApp('/student-main/billing');
    expect(await screen.findByText(MESSAGES.noInvoices)).toBeInTheDocument();
  });

  it('stays locked before the fee is verified (step 2) unless invoices exist', async () => {
    mockApi({
      'GET /student/journey': () => json(makeJourney()),
      'GET /me': () => json(makeMe({ idVerified: true })),
      'GET /student/invoices': () => json([]),
    });
    renderApp('/student-main/billing');
    expect(await screen.findByText(/Fee Bill opens once your fee is verified/)).toBeInTheDocument();
  });

  it("shows 'Failed to load invoices.' (or the server's text) with Retry", async () => {
    let fail = true;
    mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => (fail ? json({}, 500) : json([invoice()])),
    });
    const { user } = renderApp('/student-main/billing');
    expect(await screen.findByText(MESSAGES.invoicesLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('INV/25-26/00001')).toBeInTheDocument();
  });

  it('View opens the PDF in a new tab and releases the object URL after 60 s', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => json([invoice()]),
      'GET /student/invoices/i1/file': pdf,
    });
    const { user } = renderApp('/student-main/billing');
    await user.click(await screen.findByRole('button', { name: 'View invoice INV/25-26/00001' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.callsTo('GET /student/invoices/i1/file')[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:invoice-1');
  });

  it("says 'Please allow pop-ups to view the invoice.' when the tab is blocked, and 'Failed to open invoice.' when the file fails", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => json([invoice()]),
      'GET /student/invoices/i1/file': () => json({}, 500),
    });
    const { user } = renderApp('/student-main/billing');
    const view = await screen.findByRole('button', { name: 'View invoice INV/25-26/00001' });
    await user.click(view);
    expect(await screen.findByText(MESSAGES.invoicePopupBlocked)).toBeInTheDocument();

    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    open.mockReturnValue(tab as unknown as Window);
    await user.click(view);
    expect(await screen.findByText(MESSAGES.invoiceOpenFailed)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("Download saves '{number with / as -}.pdf', or says 'Failed to download invoice.'", async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let fail = false;
    mockApi({
      'GET /student/journey': feePaidJourney,
      'GET /me': verified,
      'GET /student/invoices': () => json([invoice()]),
      'GET /student/invoices/i1/file': () => (fail ? json({}, 500) : pdf()),
    });
    const { user } = renderApp('/student-main/billing');
    const download = await screen.findByRole('button', { name: 'Download invoice INV/25-26/00001' });
    await user.click(download);
    await waitFor(() => expect(clicked).toEqual(['INV-25-26-00001.pdf']));
    fail = true;
    // A busy (loading) antd button ignores clicks: wait until the first download has finished.
    await waitFor(() => expect(download).not.toHaveClass('ant-btn-loading'));
    await user.click(download);
    expect(await screen.findByText(MESSAGES.invoiceDownloadFailed)).toBeInTheDocument();
    click.mockRestore();
  });
});
