import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import { MESSAGES } from '@portal/domain/messages';
import { json, mockApi, signIn, type ApiCall } from '../../../../../tools/test-support/api-mock';
import { makePage, makeStats } from '../../../testing/invoice-data';
import { makeInvoice } from '../../../../../tools/test-support/view-fixtures';
import { currentQuery, renderApp } from '../../../testing/render-app';
import { EXPORT_FAILED, GSTR1_EXPORT_FAILED, GSTR3B_EXPORT_FAILED } from '../hooks/use-invoice-files';
import { GSTR3B_FAILED } from './Gstr3bFigures';

// antd's table makes a large DOM, and role queries over it are slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const pdf = () => new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

function setup(url = '/ca', handlers: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}) {
  const api = mockApi({
    'GET /ca/invoices/stats': () => json(makeStats()),
    'GET /ca/invoices/list': (call) =>
      json(makePage([makeInvoice(1), makeInvoice(2, { status: 'CANCELLED' })], { size: Number(call.url.searchParams.get('size') ?? 50) })),
    ...handlers,
  });
  return { ...renderApp(url), api };
}

/** A button by its visible text or aria-label (cheaper than role queries over antd's large DOM). */
async function button(name: string): Promise<HTMLButtonElement> {
  const el = await screen.findByText(
    (_, node) => node instanceof HTMLButtonElement && (node.getAttribute('aria-label') ?? node.textContent) === name,
  );
  return el as HTMLButtonElement;
}

const paramsOf = (call: ApiCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);
const card = (label: string) => screen.getByText(label, { selector: '.ant-statistic-title' }).closest('.portal-panel') as HTMLElement;

// Each test renders the whole screen with antd's table: slow in jsdom when the machine is busy.
describe('/ca invoice dashboard', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://app.test/1'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts from one month ago until today (India time) in the form and in both requests', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T20:00:00Z')); // already 1 April in India
    const { api } = setup();
    expect(await screen.findByLabelText('From')).toHaveValue('01/03/2026'); // DD/MM/YYYY
    expect(screen.getByLabelText('To')).toHaveValue('01/04/2026');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET /ca/invoices/list')).toHaveLength(1));
    expect(paramsOf(api.callsTo('GET /ca/invoices/stats')[0])).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(paramsOf(api.callsTo('GET /ca/invoices/list')[0])).toEqual({ from: '2026-03-01', to: '2026-04-01', page: '0', size: '50' });
  });

  it('shows every summary figure in rupees with ₹ and Indian digit grouping; total tax is CGST + SGST + IGST', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('Total amount')).getByText('₹1,23,45,678.00')).toBeInTheDocument());
    expect(within(card('Invoices')).getByText('3')).toBeInTheDocument();
    expect(within(card('Taxable value')).getByText('₹1,04,62,438.98')).toBeInTheDocument();
    expect(within(card('CGST')).getByText('₹4,70,809.51')).toBeInTheDocument();
    expect(within(card('SGST')).getByText('₹4,70,809.51')).toBeInTheDocument();
    expect(within(card('IGST')).getByText('₹9,41,620.00')).toBeInTheDocument();
    expect(within(card('Total tax')).getByText('₹18,83,239.02')).toBeInTheDocument();
    expect(within(card('Intra-state invoices')).getByText('2')).toBeInTheDocument();
    expect(within(card('Inter-state invoices')).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('1 cancelled invoice is listed below but left out of these totals.')).toBeInTheDocument();
  });

  it('charts every month of the range and gives screen readers the same figures as a table', async () => {
    setup('/ca?from=2025-09-15&to=2025-11-22');
    expect(await screen.findByLabelText(/Bar chart of the invoice amount per month/)).toHaveAttribute('role', 'img');
    const table = screen.getByText('Invoices by month', { selector: 'caption' }).closest('table') as HTMLTableElement;
    const rows = [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((c) => c.textContent));
    expect(rows).toEqual([
      ['September 2025', '0', '₹0.00', '₹0.00'],
      ['October 2025', '1', '₹4,999.00', '₹762.56'],
      ['November 2025', '2', '₹1,23,40,679.00', '₹18,82,476.46'],
    ]);
  });

  it('shows the list with money in rupees, the status, and descriptions cut to 32 characters with the whole text on hover', async () => {
    const long = 'Live online training fee for the four-week cohort, November 2025';
    const { user } = setup('/ca', {
      'GET /ca/invoices/list': () =>
        json(
          makePage([
            makeInvoice(7, { description: long, buyerState: 'Delhi', cgstMinor: 0, sgstMinor: 0, igstMinor: 76_256 }),
            makeInvoice(8, { status: 'CANCELLED' }),
          ]),
        ),
    });
    const row = (await screen.findByText('INV/25-26/00007')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Buyer 7')).toBeInTheDocument();
    // The e-mail wraps after the @ and before the domain's dots, not mid-word.
    const email = row.querySelector('[data-email="buyer7@example.com"]') as HTMLElement;
    expect(email).toHaveTextContent('buyer7@example.com');
    expect(email.innerHTML).toBe('buyer7@<wbr>example<wbr>.com');
    expect(email.style.overflowWrap).toBe('break-word');
    expect(within(row).getByText('Delhi')).toBeInTheDocument();
    expect(within(row).getByText('₹4,999.00')).toBeInTheDocument();
    expect(within(row).getByText('₹762.56')).toBeInTheDocument();
    expect(within(row).getAllByText('₹0.00')).toHaveLength(2);
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    const cut = within(row).getByText('Live online training fee for the…');
    expect(cut).toHaveAttribute('aria-label', long);
    await user.hover(cut);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')).toHaveTextContent(long));
    const cancelled = screen.getByText('INV/25-26/00008').closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('Live training fee')).not.toHaveAttribute('aria-label');
  });

  it('applies the filter through the URL, back at the first page, and loads it', async () => {
    const { user, api } = setup('/ca?from=2025-10-01&to=2025-10-31&page=2');
    await screen.findByText('INV/25-26/00001');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-09-30' } });
    await user.type(screen.getByLabelText('Search'), ' Meera ');
    await user.click(await button('Apply'));
    await waitFor(() => expect(currentQuery()).toEqual({ from: '2025-04-01', to: '2025-09-30', q: 'Meera' }));
    await waitFor(() =>
      expect(paramsOf(api.callsTo('GET /ca/invoices/list').at(-1))).toEqual({
        from: '2025-04-01',
        to: '2025-09-30',
        q: 'Meera',
        page: '0',
        size: '50',
      }),
    );
    expect(paramsOf(api.callsTo('GET /ca/invoices/stats').at(-1))).toEqual({ from: '2025-04-01', to: '2025-09-30', q: 'Meera' });
    expect(screen.getByText(/GST invoices and credit notes issued from 1 Apr to 30 Sep 2025/)).toHaveTextContent('matching “Meera”');
  });

  it(`refuses a from date after the to date with '${INVOICE_QUERY_MESSAGES.rangeReversed}' and sends nothing`, async () => {
    const { user, api } = setup('/ca?from=2025-10-01&to=2025-10-31');
    await screen.findByText('INV/25-26/00001');
    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/11/2025' } });
    await user.click(await button('Apply'));
    expect(await screen.findByText(INVOICE_QUERY_MESSAGES.rangeReversed)).toBeInTheDocument();
    expect(currentQuery()).toEqual({ from: '2025-10-01', to: '2025-10-31' });
    expect(api.calls.length).toBe(before);
  });

  it('Reset goes back to the defaults; Back and Forward move between the views', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
    const { user, api } = setup('/ca?from=2025-04-01&to=2025-04-30&q=rahul');
    expect(await screen.findByLabelText('Search')).toHaveValue('rahul');
    await user.click(await button('Reset'));
    await waitFor(() => expect(currentQuery()).toEqual({}));
    expect(screen.getByLabelText('From')).toHaveValue('22/10/2025');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await waitFor(() => expect(paramsOf(api.callsTo('GET /ca/invoices/stats').at(-1))).toEqual({ from: '2025-10-22', to: '2025-11-22' }));

    await user.click(await button('History back'));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('rahul'));
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2025');
    await waitFor(() =>
      expect(paramsOf(api.callsTo('GET /ca/invoices/stats').at(-1))).toEqual({ from: '2025-04-01', to: '2025-04-30', q: 'rahul' }),
    );
    await user.click(await button('History forward'));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
  });

  it('pages on the server: page sizes 25 to 200 (default 50), a new size starts at the first page', async () => {
    const { user, api } = setup('/ca?from=2025-10-01&to=2025-10-31', {
      'GET /ca/invoices/list': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        const size = Number(call.url.searchParams.get('size'));
        return json(makePage([makeInvoice(page * 1000 + 1)], { page, size, totalItems: 420, totalPages: Math.ceil(420 / size) }));
      },
    });
    await screen.findByText('INV/25-26/00001');
    expect(screen.getByText('1–50 of 420 documents')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(currentQuery().page).toBe('2'));
    await waitFor(() => expect(paramsOf(api.callsTo('GET /ca/invoices/list').at(-1))).toMatchObject({ page: '2', size: '50' }));

    const sizes = screen.getByRole('combobox', { name: 'Page Size' });
    expect([...sizes.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '25 / page',
      '50 / page',
      '100 / page',
      '150 / page',
      '200 / page',
    ]);
    await user.selectOptions(sizes, '200');
    await waitFor(() => expect(currentQuery()).toEqual({ from: '2025-10-01', to: '2025-10-31', size: '200' }));
    await waitFor(() => expect(paramsOf(api.callsTo('GET /ca/invoices/list').at(-1))).toMatchObject({ page: '0', size: '200' }));
  });

  it('keeps the rows of the page on screen while the next page loads, then shows the next', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    setup('/ca?from=2025-10-01&to=2025-10-31', {
      'GET /ca/invoices/list': async (call) => {
        const page = Number(call.url.searchParams.get('page'));
        if (page > 0) await held;
        return json(makePage([makeInvoice(page * 1000 + 1)], { page, totalItems: 120, totalPages: 3 }));
      },
    });
    await screen.findByText('INV/25-26/00001');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(currentQuery().page).toBe('1'));
    // The request for page 2 is held: the first page's row is still there, not an empty table.
    expect(screen.getByText('INV/25-26/00001')).toBeInTheDocument();
    release();
    expect(await screen.findByText('INV/25-26/01001')).toBeInTheDocument();
    expect(screen.queryByText('INV/25-26/00001')).not.toBeInTheDocument();
  });

  it('moves a bookmarked page past the end to the last page', async () => {
    const { api } = setup('/ca?from=2025-10-01&to=2025-10-31&page=9', {
      'GET /ca/invoices/list': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return json(makePage(page < 2 ? [makeInvoice(page + 1)] : [], { page, totalItems: 60, totalPages: 2 }));
      },
    });
    await waitFor(() => expect(currentQuery().page).toBe('1'));
    expect(await screen.findByText('INV/25-26/00002')).toBeInTheDocument();
    expect(api.callsTo('GET /ca/invoices/list').map((c) => c.url.searchParams.get('page'))).toEqual(['9', '1']);
  });

  it('says when nothing matches', async () => {
    setup('/ca', {
      'GET /ca/invoices/list': () => json(makePage([])),
      'GET /ca/invoices/stats': () => json(makeStats({ totalCount: 0, cancelledCount: 0, byMonth: [] })),
    });
    expect(await screen.findByText('No invoices match these filters. Try a wider date range or a different search.')).toBeInTheDocument();
    expect(screen.getByText('No issued invoices in this range, so there is nothing to chart.')).toBeInTheDocument();
  });

  it(`shows '${MESSAGES.invoicesLoadFailed}' with the server's reason and a Retry`, async () => {
    let fail = true;
    const { user } = setup('/ca', {
      'GET /ca/invoices/stats': () =>
        fail
          ? json({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again shortly.' }, 503)
          : json(makeStats()),
      'GET /ca/invoices/list': () => (fail ? new Response('', { status: 500 }) : json(makePage([makeInvoice(1)]))),
    });
    await waitFor(() => expect(screen.getAllByText(MESSAGES.invoicesLoadFailed)).toHaveLength(2));
    expect(screen.getByText('The server is busy. Please try again shortly.')).toBeInTheDocument();
    fail = false;
    for (const retry of screen.getAllByText('Retry')) await user.click(retry);
    expect(await screen.findByText('INV/25-26/00001')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Invoices')).getByText('3')).toBeInTheDocument());
  });

  describe('PDFs and CSV', () => {
    it('View opens the PDF in a new tab from the invoice downloadUrl', async () => {
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user, api } = setup('/ca', { 'GET /ca/invoices/inv000000000000000000001/file': pdf });
      await user.click(await button('View invoice INV/25-26/00001'));
      await waitFor(() => expect(tab.location.href).toBe('blob:http://app.test/1'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(api.callsTo('GET /ca/invoices/inv000000000000000000001/file')[0]?.headers.Authorization).toBe('Bearer access-1');
    });

    it(`View says '${MESSAGES.invoicePopupBlocked}' when the browser blocks the tab`, async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { user, api } = setup();
      await user.click(await button('View invoice INV/25-26/00001'));
      expect(await screen.findByText(MESSAGES.invoicePopupBlocked)).toBeInTheDocument();
      expect(api.callsTo('GET /ca/invoices/inv000000000000000000001/file')).toHaveLength(0);
    });

    it(`View closes the tab and says '${MESSAGES.invoiceOpenFailed}' when the PDF cannot be fetched`, async () => {
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = setup('/ca', { 'GET /ca/invoices/inv000000000000000000001/file': () => new Response('', { status: 500 }) });
      await user.click(await button('View invoice INV/25-26/00001'));
      expect(await screen.findByText(MESSAGES.invoiceOpenFailed)).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalled();
    });

    it('Download saves the PDF as the invoice number with / replaced by -', async () => {
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(`${this.download} ${this.href}`);
      });
      const { user } = setup('/ca', { 'GET /ca/invoices/inv000000000000000000001/file': pdf });
      await user.click(await button('Download invoice INV/25-26/00001'));
      await waitFor(() => expect(clicked).toEqual(['INV-25-26-00001.pdf blob:http://app.test/1']));
    });

    it(`Download says '${MESSAGES.invoiceDownloadFailed}', or the server's reason, when it fails`, async () => {
      let answer = () => new Response('', { status: 500 });
      const { user } = setup('/ca', { 'GET /ca/invoices/inv000000000000000000001/file': () => answer() });
      await user.click(await button('Download invoice INV/25-26/00001'));
      expect(await screen.findByText(MESSAGES.invoiceDownloadFailed)).toBeInTheDocument();
      answer = () => json({ statusCode: 404, error: 'Not Found', message: 'Invoice not found.' }, 404);
      await user.click(await button('Download invoice INV/25-26/00001'));
      expect(await screen.findByText('Invoice not found.')).toBeInTheDocument();
    });

    it('Export invoice list as CSV downloads every invoice of the current filter under a name with the range', async () => {
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const { user, api } = setup('/ca?from=2025-04-01&to=2025-09-30&q=meera&page=3', {
        'GET /ca/invoices/export.csv': () =>
          new Response('\uFEFFInvoice number\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      });
      await user.click(await button('Export invoice list as CSV'));
      await waitFor(() => expect(clicked).toEqual(['invoices-2025-04-01-to-2025-09-30.csv']));
      expect(paramsOf(api.callsTo('GET /ca/invoices/export.csv')[0])).toEqual({ from: '2025-04-01', to: '2025-09-30', q: 'meera' });
    });

    it(`Export invoice list as CSV says '${EXPORT_FAILED}' when it fails`, async () => {
      const { user } = setup('/ca', { 'GET /ca/invoices/export.csv': () => new Response('', { status: 502 }) });
      await user.click(await button('Export invoice list as CSV'));
      expect(await screen.findByText(EXPORT_FAILED)).toBeInTheDocument();
    });

    it('shows GSTR-3B Table 3.1(a) and 3.1(b) of the chosen month beside the GSTR-1 export, and follows the month', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-31T20:00:00Z')); // already 1 April in India: last month is March
      const figures = (txval: number) => ({
        table31a: { txval, iamt: 762.56, camt: 381.28, samt: 381.28, csamt: 0 },
        table31b: { txval: 4236.44, iamt: 762.56, camt: 0, samt: 0, csamt: 0 },
        table32: [{ pos: '27', txval: 4236.44, iamt: 762.56 }],
      });
      const { api } = setup('/ca', {
        'GET /ca/gstr3b': (call) => {
          const month = call.url.searchParams.get('month') ?? '';
          return json({ month, ...figures(month === '2026-03' ? 8472.88 : 4236.44) });
        },
      });
      const table = await screen.findByRole('table', { name: 'GSTR-3B Table 3.1, March 2026' });
      const row = (name: RegExp) => within(table).getByRole('row', { name });
      await waitFor(() => expect(row(/^3\.1\(a\)/)).toHaveTextContent('₹8,472.88₹762.56₹381.28₹381.28₹0.00'));
      expect(row(/^3\.1\(b\)/)).toHaveTextContent('₹4,236.44₹762.56₹0.00₹0.00₹0.00');
      expect(paramsOf(api.callsTo('GET /ca/gstr3b')[0])).toEqual({ month: '2026-03' });

      fireEvent.change(await screen.findByLabelText('Return period'), { target: { value: '2025-12' } });
      const december = await screen.findByRole('table', { name: 'GSTR-3B Table 3.1, December 2025' });
      await waitFor(() => expect(within(december).getByRole('row', { name: /^3\.1\(a\)/ })).toHaveTextContent('₹4,236.44'));
      expect(paramsOf(api.callsTo('GET /ca/gstr3b').at(-1))).toEqual({ month: '2025-12' });
    });

    it('names the return period with its due dates, shows Table 3.2 per place of supply, and the running month beside it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      const { api } = setup('/ca', {
        'GET /ca/gstr3b': (call) => {
          const month = call.url.searchParams.get('month') ?? '';
          const txval = month === '2026-10' ? 0 : 7625.6;
          const supplies = { txval, iamt: 0, camt: txval * 0.09, samt: txval * 0.09, csamt: 0 };
          const table32 = month === '2026-10' ? [] : [{ pos: '27', txval: 4236.44, iamt: 762.56 }];
          return json({ month, table31a: supplies, table31b: { ...supplies, txval: 0, camt: 0, samt: 0 }, table32 });
        },
      });
      const period = await screen.findByLabelText('Return period');
      expect(period).toHaveValue('2026-10');
      expect(period).toHaveAccessibleDescription('GSTR-1 was due by 11 Nov 2026, GSTR-3B was due by 20 Nov 2026.');
      expect(await screen.findByRole('heading', { name: 'GSTR-3B, October 2026' })).toBeInTheDocument();
      const october = await screen.findByRole('table', { name: 'GSTR-3B Table 3.2, October 2026' });
      await waitFor(() => expect(october).toHaveTextContent('No inter-state supplies in October 2026.'));

      // Beside it, the month in progress, named as such with its own due dates.
      expect(screen.getByRole('heading', { name: 'November 2026 so far' })).toBeInTheDocument();
      expect(screen.getByText(/not a return period yet\. GSTR-1 due by 11 Dec 2026, GSTR-3B due by 20 Dec 2026\./)).toBeInTheDocument();
      const running = screen.getByRole('table', { name: 'GSTR-3B Table 3.2, November 2026' });
      await waitFor(() => expect(within(running).getByRole('row', { name: /^27 Maharashtra/ })).toHaveTextContent('₹4,236.44₹762.56'));
      expect(api.callsTo('GET /ca/gstr3b').map(paramsOf)).toEqual([{ month: '2026-10' }, { month: '2026-11' }]);

      // Choosing the current month as the period leaves one block for it.
      fireEvent.change(period, { target: { value: '2026-11' } });
      expect(await screen.findByRole('heading', { name: 'GSTR-3B, November 2026' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'November 2026 so far' })).not.toBeInTheDocument();
    });

    it("each export button downloads what it sits under: GSTR-3B's the period's GSTR-3B CSV, the list's the invoice CSV", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-31T20:00:00Z'));
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const csv = () => new Response('\uFEFFTable\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
      const { user, api } = setup('/ca?from=2026-03-01&to=2026-03-31', {
        'GET /ca/gstr3b/export.csv': csv,
        'GET /ca/invoices/export.csv': csv,
      });
      const gstr3b = (await screen.findByRole('heading', { name: 'GSTR-3B, March 2026' })).closest('section') as HTMLElement;
      await user.click(within(gstr3b).getByRole('button', { name: 'Export GSTR-3B as CSV' }));
      await waitFor(() => expect(clicked).toEqual(['GSTR3B-2026-03.csv']));
      expect(api.callsTo('GET /ca/gstr3b/export.csv').map(paramsOf)).toEqual([{ month: '2026-03' }]);

      const list = screen.getByRole('heading', { name: 'Invoices', level: 2 }).closest('section') as HTMLElement;
      await user.click(within(list).getByRole('button', { name: 'Export invoice list as CSV' }));
      await waitFor(() => expect(clicked).toEqual(['GSTR3B-2026-03.csv', 'invoices-2026-03-01-to-2026-03-31.csv']));
      expect(api.callsTo('GET /ca/invoices/export.csv')).toHaveLength(1);
      expect(api.callsTo('GET /ca/gstr1/export.csv')).toHaveLength(0);
    });

    it(`Export GSTR-3B as CSV says '${GSTR3B_EXPORT_FAILED}' when it fails`, async () => {
      const { user } = setup('/ca', { 'GET /ca/gstr3b/export.csv': () => new Response('', { status: 502 }) });
      await user.click(await button('Export GSTR-3B as CSV'));
      expect(await screen.findByText(GSTR3B_EXPORT_FAILED)).toBeInTheDocument();
    });

    it('says so when the GSTR-3B figures cannot be loaded, for the return period and the running month', async () => {
      setup('/ca', { 'GET /ca/gstr3b': () => json({ message: 'down' }, 502) });
      await waitFor(() => expect(screen.getAllByText(GSTR3B_FAILED)).toHaveLength(2));
    });

    it('Export GSTR-1 downloads the JSON of last month by default, and GSTR-1 CSV the same tables for a chosen month', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-31T20:00:00Z')); // already 1 April in India: last month is March
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const { user, api } = setup('/ca', {
        'GET /ca/gstr1': () => json({ gstin: '29AABCC1234D1Z7', fp: '032026' }),
        'GET /ca/gstr1/export.csv': () => new Response('\uFEFFTable\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      });
      const month = await screen.findByLabelText('Return period');
      expect(month).toHaveValue('2026-03');
      expect(month).toHaveAttribute('max', '2026-04');
      await user.click(await button('Export GSTR-1'));
      await waitFor(() => expect(clicked).toEqual(['GSTR1-2026-03.json']));
      expect(paramsOf(api.callsTo('GET /ca/gstr1')[0])).toEqual({ month: '2026-03' });

      fireEvent.change(month, { target: { value: '2025-12' } });
      await user.click(await button('Export GSTR-1 as CSV'));
      await waitFor(() => expect(clicked).toEqual(['GSTR1-2026-03.json', 'GSTR1-2025-12.csv']));
      expect(paramsOf(api.callsTo('GET /ca/gstr1/export.csv')[0])).toEqual({ month: '2025-12' });

      // A month after the current one (or none) cannot be exported.
      fireEvent.change(month, { target: { value: '2026-05' } });
      expect(await button('Export GSTR-1')).toBeDisabled();
      // ...and the page says why, in words tied to the field.
      const why = 'May 2026 has not begun: choose April 2026 or an earlier month to export.';
      expect(screen.getByRole('alert')).toHaveTextContent(why);
      expect(month).toHaveAccessibleDescription(why);
      fireEvent.change(month, { target: { value: '' } });
      expect(await button('Export GSTR-1 as CSV')).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent('Choose a month (YYYY-MM) to export.');
      fireEvent.change(month, { target: { value: '2026-04' } });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("downloads each section with the offline tool sheet's headers: b2cs, hsn(b2c) and docs, for the chosen month", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-31T20:00:00Z'));
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const { user, api } = setup('/ca', {
        'GET /ca/gstr1/csv': () => new Response('\uFEFFType\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      });
      const month = await screen.findByLabelText('Return period');
      fireEvent.change(month, { target: { value: '2026-02' } });
      for (const sheet of ['b2cs', 'hsn(b2c)', 'docs']) await user.click(await button(`Download the ${sheet} sheet as CSV`));
      await waitFor(() => expect(clicked).toEqual(['GSTR1-2026-02-b2cs.csv', 'GSTR1-2026-02-hsn_b2c.csv', 'GSTR1-2026-02-docs.csv']));
      expect(api.callsTo('GET /ca/gstr1/csv').map(paramsOf)).toEqual([
        { month: '2026-02', section: 'b2cs' },
        { month: '2026-02', section: 'hsn_b2c' },
        { month: '2026-02', section: 'docs' },
      ]);
      fireEvent.change(month, { target: { value: '' } });
      expect(await button('Download the docs sheet as CSV')).toBeDisabled();
    });

    it(`Export GSTR-1 says '${GSTR1_EXPORT_FAILED}', or the server's reason, when it fails`, async () => {
      const { user } = setup('/ca', { 'GET /ca/gstr1': () => new Response('', { status: 502 }) });
      await user.click(await button('Export GSTR-1'));
      expect(await screen.findByText(GSTR1_EXPORT_FAILED)).toBeInTheDocument();
    });
  });

  it('lists a credit note with the invoice it reverses and negative amounts; the summary counts credit notes and says the amounts are net', async () => {
    setup('/ca', {
      'GET /ca/invoices/stats': () => json(makeStats({ creditNoteCount: 1, creditNoteAmountMinor: 499_900 })),
      'GET /ca/invoices/list': () =>
        json(
          makePage([
            makeInvoice(9, {
              documentType: 'CREDIT_NOTE',
              invoiceNumber: 'CN/25-26/00001',
              originalInvoiceNumber: 'INV/25-26/00001',
              igstMinor: 76_256,
              cgstMinor: 0,
              sgstMinor: 0,
            }),
            makeInvoice(1, { creditNoteNumber: 'CN/25-26/00001' }),
          ]),
        ),
    });
    const noteRow = (await screen.findByText(/^Credit note for/)).closest('tr') as HTMLElement;
    expect(noteRow).toHaveTextContent('Credit note for INV/25-26/00001');
    expect(within(noteRow).getByText('-₹4,999.00')).toBeInTheDocument();
    expect(within(noteRow).getByText('-₹762.56')).toBeInTheDocument();
    expect(within(noteRow).getByText('Credit note', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(noteRow).getByLabelText('View credit note CN/25-26/00001')).toBeInTheDocument();
    // The invoice stays issued, marked as reversed by the credit note.
    const invoiceRow = screen.getByText('Reversed').closest('tr') as HTMLElement;
    expect(invoiceRow).toHaveTextContent('INV/25-26/00001');
    expect(invoiceRow).toHaveTextContent('by CN/25-26/00001');
    expect(within(card('Credit notes')).getByText('1')).toBeInTheDocument();
    expect(screen.getByText(/Amounts and taxes are net of 1 credit note \(₹4,999\.00\)/)).toBeInTheDocument();
  });
});
