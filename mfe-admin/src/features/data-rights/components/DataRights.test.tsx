import { screen, waitFor, within } from '@testing-library/react';
import type { AdminErasureRow, AdminStudentDataRights, FileViewPage } from '@portal/domain/views/data-rights';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeCounts, makeStudentDetail } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ERASURE_TEXT } from './ErasureRequests';
import { DATA_PANEL_TEXT } from './data-panel-text';

const row = (overrides: Partial<AdminErasureRow> = {}): AdminErasureRow => ({
  id: 'e1',
  userId: 'u1',
  studentId: 'CP25-000123',
  email: 'asha@example.com',
  name: 'Asha Verma',
  status: 'PENDING',
  requestedAt: '2025-11-20T04:30:00.000Z',
  dueAt: '2025-12-20T04:30:00.000Z',
  overdue: false,
  decidedAt: null,
  decidedBy: null,
  reason: null,
  completedAt: null,
  heldLetter: null,
  ...overrides,
});

function serveHome(handlers: Record<string, ApiHandler>) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    'GET /admin/signature': () => json({ exists: false, updatedAt: null }),
    ...handlers,
  });
}

const panel = () => screen.findByRole('region', { name: ERASURE_TEXT.heading });

describe('/admin erasure requests', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending requests with their due date, and approves one after saying what is erased and kept', async () => {
    let items = [row(), row({ id: 'e2', userId: 'u2', name: 'Ravi Kumar', email: 'ravi@example.com', overdue: true })];
    const api = serveHome({
      'GET /admin/api/data-rights/erasures': () => json({ items, page: 0, size: 10, totalItems: items.length, totalPages: 1 }),
      'POST /admin/api/data-rights/erasures/e1/approve': () => {
        items = items.slice(1);
        return json(row({ status: 'APPROVED' }));
      },
    });
    const { user } = renderApp('/admin');
    const region = await panel();
    const table = (await within(region).findByText('Asha Verma')).closest('table')!;
    expect(within(table).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/admin/students/u1');
    const asha = within(table).getByText('Asha Verma').closest('tr')!;
    expect(asha).toHaveTextContent('20 Dec 2025');
    expect(within(asha).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(within(table).getByText('Ravi Kumar').closest('tr')!).getByText('Overdue')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/data-rights/erasures')[0]?.url.searchParams.get('status')).toBe('PENDING');

    await user.click(within(table).getAllByRole('button', { name: 'Approve' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Kept: Invoices and credit notes, unchanged: GST law/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText(ERASURE_TEXT.approved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/data-rights/erasures/e1/approve')[0]?.body).toEqual({ confirm: true });
    await waitFor(() => expect(within(region).queryByText('Asha Verma')).not.toBeInTheDocument());
  });

  it('refuses with a reason', async () => {
    const api = serveHome({
      'GET /admin/api/data-rights/erasures': () => json({ items: [row()], page: 0, size: 10, totalItems: 1, totalPages: 1 }),
      'POST /admin/api/data-rights/erasures/e1/refuse': () => json(row({ status: 'REFUSED', reason: 'Refund in progress.' })),
    });
    const { user } = renderApp('/admin');
    await user.click(await within(await panel()).findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refund in progress.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(ERASURE_TEXT.refused)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/data-rights/erasures/e1/refuse')[0]?.body).toEqual({ reason: 'Refund in progress.' });
  });

  it('says when nobody is waiting', async () => {
    serveHome({ 'GET /admin/api/data-rights/erasures': () => json({ items: [], page: 0, size: 10, totalItems: 0, totalPages: 0 }) });
    renderApp('/admin');
    expect(await within(await panel()).findByText(ERASURE_TEXT.none)).toBeInTheDocument();
  });
});

describe('/admin/students/{id} personal data', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  const views = (page: number): FileViewPage => ({
    items: [
      page === 0
        ? {
            at: '2025-11-21T05:00:00.000Z',
            actorEmail: 'ca@example.com',
            actorRole: 'CA',
            file: 'Invoice or credit note',
            detail: 'INV/25-26/00007',
          }
        : { at: '2025-11-20T05:00:00.000Z', actorEmail: 'admin@example.com', actorRole: 'ADMIN', file: 'Government ID', detail: null },
    ],
    page,
    size: 1,
    totalItems: 11,
    totalPages: 11,
  });

  it('marks the kept invoices "retained for tax law", says why a letter is kept, and pages who opened which file', async () => {
    const rights: AdminStudentDataRights = {
      erasedAt: '2025-11-25T05:00:00.000Z',
      erasure: row({
        status: 'APPROVED',
        email: null,
        name: null,
        decidedAt: '2025-11-25T04:59:00.000Z',
        decidedBy: 'admin@example.com',
        heldLetter: { until: '2026-01-20', reason: 'The signed offer letter is the contract of an internship that has not ended.' },
      }),
      retained: [
        {
          id: 'inv1',
          number: 'INV/25-26/00007',
          documentType: 'INVOICE',
          until: '2032-12-31',
          reason: 'Retained for tax law: CGST Act section 36.',
        },
      ],
    };
    const api = mockApi({
      'GET /admin/api/students/u1': () => json(makeStudentDetail()),
      'GET /admin/api/data-rights/students/u1': () => json(rights),
      'GET /admin/api/data-rights/students/u1/file-views': (call) => json(views(Number(call.url.searchParams.get('page')))),
    });
    const { user } = renderApp('/admin/students/u1');
    const region = await screen.findByRole('region', { name: 'Personal data' });
    expect(await within(region).findByText(/Signed offer letter kept until 20 Jan 2026/)).toBeInTheDocument();
    const retained = within(region).getByRole('region', { name: DATA_PANEL_TEXT.retainedHeading });
    const kept = within(retained).getByRole('listitem');
    expect(kept).toHaveTextContent(
      /^INV\/25-26\/00007 Retained for tax law until 31 Dec 2032\. Retained for tax law: CGST Act section 36\.$/,
    );

    // The access log loads when asked for, and says whether it is shown.
    expect(api.callsTo('GET /admin/api/data-rights/students/u1/file-views')).toHaveLength(0);
    const show = within(region).getByRole('button', { name: DATA_PANEL_TEXT.showViews });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(region).getByRole('button', { name: DATA_PANEL_TEXT.hideViews })).toHaveAttribute('aria-expanded', 'true');
    const table = (await within(region).findByText('ca@example.com (CA)')).closest('table')!;
    expect(within(table).getByText('ca@example.com (CA)')).toBeInTheDocument();
    expect(within(table).getByText('Invoice or credit note INV/25-26/00007')).toBeInTheDocument();
    await user.click(within(region).getByRole('listitem', { name: '2' }));
    expect(await within(region).findByText('admin@example.com (ADMIN)')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/data-rights/students/u1/file-views').map((c) => c.url.searchParams.get('page'))).toContain('1');
  });
});
