import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeCounts, makeRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { REJECT_REASONS } from '@portal/domain/id-proof';

const queue = () => screen.getByRole('region', { name: 'ID proof verification' });
/** The queue panel loads as its own chunk: wait for it once, then query it synchronously. */
const queueLoaded = () => screen.findByRole('region', { name: 'ID proof verification' });
const rowOf = async (email: string) => (await within(await queueLoaded()).findByText(email)).closest('tr') as HTMLElement;

function serve(handlers: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([makeRow()]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    ...handlers,
  });
}

describe('/admin ID proof verification', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is part of the admin dashboard with one h1 and the quick link to /admin/students', async () => {
    serve();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Student Payment Links' })).toHaveAttribute('href', '/admin/students');
    await rowOf('asha@example.com');
  });

  it('lists the PENDING proofs first with the student, place, upload time, status and counts per status', async () => {
    const api = serve();
    renderApp('/admin');
    const row = await rowOf('asha@example.com');
    for (const text of ['Asha Verma', 'CP25-000123', 'India / Karnataka', 'aadhaar.png (240 KB)', 'PENDING'])
      expect(row).toHaveTextContent(text);
    // The student's name leads to their page.
    expect(within(row).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/admin/students/u1');
    expect(api.callsTo('GET /admin/api/id-proofs')[0]?.url.search).toBe('?status=PENDING&page=0&size=25');
    const filter = within(queue()).getByRole('radiogroup', { name: 'Filter by status' });
    for (const label of ['Pending (1)', 'Verified (1)', 'Rejected (1)', 'All (3)']) {
      expect(await within(filter).findByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('filters by status and by a part of the e-mail on the server, and pages there', async () => {
    const api = serve({ 'GET /admin/api/id-proofs/counts': () => json(makeCounts({ all: 60, PENDING: 60 })) });
    const { user } = renderApp('/admin');
    await rowOf('asha@example.com');
    await user.click(within(queue()).getByRole('radio', { name: /^All/ }));
    await waitFor(() => expect(api.callsTo('GET /admin/api/id-proofs').at(-1)?.url.search).toBe('?page=0&size=25'));
    await user.type(within(queue()).getByLabelText('Filter by e-mail'), 'ASHA@{Enter}');
    await waitFor(() => expect(api.callsTo('GET /admin/api/id-proofs').at(-1)?.url.searchParams.get('email')).toBe('ASHA@'));
    expect(api.callsTo('GET /admin/api/id-proofs/counts').at(-1)?.url.searchParams.get('email')).toBe('ASHA@');
    await user.click(within(queue()).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(api.callsTo('GET /admin/api/id-proofs').at(-1)?.url.searchParams.get('page')).toBe('1'));
  });

  it("approves with 'Approved.' and reloads the list", async () => {
    const api = serve({ 'POST /admin/api/id-proofs/p1/review': () => json(makeRow({ status: 'VERIFIED' })) });
    const { user } = renderApp('/admin');
    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'Approve asha@example.com' }));
    expect(await screen.findByText(MESSAGES.approved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/review')[0]?.body).toEqual({ approve: true, note: null });
    await waitFor(() => expect(api.callsTo('GET /admin/api/id-proofs')).toHaveLength(2));
  });

  it('fills the note from a preset reason, which the admin can edit; Other leaves it to the admin', async () => {
    const api = serve({ 'POST /admin/api/id-proofs/p1/review': () => json(makeRow({ status: 'REJECTED' })) });
    const { user } = renderApp('/admin');
    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'Reject asha@example.com' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Note to the student');
    for (const reason of REJECT_REASONS.filter((r) => r.key !== 'other')) {
      await user.click(within(dialog).getByRole('radio', { name: reason.label }));
      expect(note).toHaveValue(reason.note);
    }
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Document unreadable' }));
    await user.type(note, ' The photo is dark.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MESSAGES.rejected)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/review')[0]?.body).toEqual({
      approve: false,
      note: `${REJECT_REASONS[1]!.note} The photo is dark.`,
    });
  });

  it("rejects with the note from the dialog (nothing generic pre-filled, required) and 'Rejected.'", async () => {
    const api = serve({ 'POST /admin/api/id-proofs/p1/review': () => json(makeRow({ status: 'REJECTED' })) });
    const { user } = renderApp('/admin');
    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'Reject asha@example.com' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Note to the student');
    expect(note).toHaveValue('');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(note).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write a note for the student.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/review')).toHaveLength(0);
    await user.click(note);
    await user.paste('The photo is blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MESSAGES.rejected)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/review')[0]?.body).toEqual({ approve: false, note: 'The photo is blurred.' });
  });

  it("shows the server's reason for a refused action (a replaced upload) and reloads; 'Action failed.' without one", async () => {
    const answers = [
      json({ statusCode: 409, error: 'Conflict', message: 'This document was replaced by a newer upload. Reload the list.' }, 409),
      new Response('', { status: 500 }),
    ];
    const api = serve({ 'POST /admin/api/id-proofs/p1/review': () => answers.shift() as Response });
    const { user } = renderApp('/admin');
    const approve = within(await rowOf('asha@example.com')).getByRole('button', { name: 'Approve asha@example.com' });
    await user.click(approve);
    expect(await screen.findByText('This document was replaced by a newer upload. Reload the list.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/api/id-proofs')).toHaveLength(2));
    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'Approve asha@example.com' }));
    expect(await screen.findByText(MESSAGES.actionFailed)).toBeInTheDocument();
  });

  it("unverifies after a confirm with 'Moved to PENDING.', and says 'Unverify failed.' when it fails", async () => {
    const answers = [json(makeRow({ status: 'PENDING' })), new Response('', { status: 500 })];
    const api = serve({
      'GET /admin/api/id-proofs': () =>
        json([makeRow({ status: 'VERIFIED', reviewedBy: 'admin@example.com', reviewedAt: '2025-11-22T11:00:00.000Z' })]),
      'POST /admin/api/id-proofs/p1/unverify': () => answers.shift() as Response,
    });
    const { user } = renderApp('/admin');
    const row = await rowOf('asha@example.com');
    expect(row).toHaveTextContent('admin@example.com');
    await user.click(within(row).getByRole('button', { name: 'Unverify asha@example.com' }));
    // The confirm says what happens to an invoice that already carries the name and state.
    expect(await screen.findByText(/An invoice already issued keeps the name and state it was issued with/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unverify' }));
    expect(await screen.findByText(MESSAGES.movedToPending)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/unverify')[0]?.body).toEqual({});

    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'Unverify asha@example.com' }));
    const confirms = await screen.findAllByRole('button', { name: 'Unverify' });
    await user.click(confirms[confirms.length - 1] as HTMLElement);
    expect(await screen.findByText(MESSAGES.unverifyFailed)).toBeInTheDocument();
  });

  describe('View file', () => {
    const tab = () => {
      const t = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(t as unknown as Window);
      return t;
    };

    it('opens the file in a new tab, falling back to /file/{id} after a 404', async () => {
      URL.createObjectURL = vi.fn(() => 'blob:file');
      URL.revokeObjectURL = vi.fn();
      const t = tab();
      const api = serve({
        'GET /admin/api/id-proofs/p1/file': () => json({ message: 'Not found.' }, 404),
        'GET /admin/api/id-proofs/file/p1': () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
      });
      const { user } = renderApp('/admin');
      await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'View file of asha@example.com' }));
      await waitFor(() => expect(t.location.href).toBe('blob:file'));
      expect(api.callsTo('GET /admin/api/id-proofs/file/p1')).toHaveLength(1);
    });

    it.each([
      [403, MESSAGES.fileForbidden],
      [410, MESSAGES.fileGone],
      [404, MESSAGES.viewerNotFound],
      [500, MESSAGES.fileOpenFailed],
    ])('says the SPEC message for %i', async (status, text) => {
      const t = tab();
      const answer = () => (status === 500 ? new Response('', { status }) : json({ message: 'server words' }, status));
      serve({ 'GET /admin/api/id-proofs/p1/file': answer, 'GET /admin/api/id-proofs/file/p1': answer });
      const { user } = renderApp('/admin');
      await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'View file of asha@example.com' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(t.close).toHaveBeenCalled();
    });

    it('asks to allow pop-ups when the tab is blocked', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      serve();
      const { user } = renderApp('/admin');
      await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'View file of asha@example.com' }));
      expect(await screen.findByText(MESSAGES.allowPopupsDocument)).toBeInTheDocument();
    });
  });

  it("shows a row's history from the audit trail", async () => {
    const api = serve({
      'GET /admin/api/audit': () =>
        json([
          {
            id: 'a2',
            at: '2025-11-22T11:00:00.000Z',
            actorEmail: 'admin@example.com',
            actorRole: 'ADMIN',
            action: 'id-proof.reject',
            targetType: 'id-proof',
            targetId: 'p1',
            before: { status: 'PENDING' },
            after: { status: 'REJECTED', reviewNote: 'Blurred.' },
            ip: '10.0.0.1',
          },
          {
            id: 'a1',
            at: '2025-11-22T10:30:00.000Z',
            actorEmail: 'asha@example.com',
            actorRole: 'STUDENT',
            action: 'id-proof.upload',
            targetType: 'id-proof',
            targetId: 'p1',
            before: null,
            after: { status: 'PENDING' },
            ip: '10.0.0.2',
          },
        ]),
    });
    const { user } = renderApp('/admin');
    const history = within(await rowOf('asha@example.com')).getByRole('button', { name: 'History of asha@example.com' });
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const items = await within(await screen.findByRole('region', { name: 'History' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('admin@example.com (ADMIN) · Rejected (PENDING → REJECTED) — note: Blurred. · IP 10.0.0.1');
    expect(items[1]).toHaveTextContent('asha@example.com (STUDENT) · Uploaded');
    expect(api.callsTo('GET /admin/api/audit')[0]?.url.searchParams.get('targetId')).toBe('p1');
  });

  it("says 'Failed to load documents.' when the history cannot be loaded", async () => {
    serve({ 'GET /admin/api/audit': () => new Response('', { status: 500 }) });
    const { user } = renderApp('/admin');
    await user.click(within(await rowOf('asha@example.com')).getByRole('button', { name: 'History of asha@example.com' }));
    expect(await screen.findByText(MESSAGES.documentsLoadFailed)).toBeInTheDocument();
  });

  it("says 'Failed to load ID proofs.' with the server's reason and a Retry", async () => {
    let attempts = 0;
    serve({
      'GET /admin/api/id-proofs': () =>
        ++attempts === 1 ? json({ message: 'The server is busy. Please try again shortly.' }, 503) : json([makeRow()]),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByText(MESSAGES.idProofsLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('The server is busy. Please try again shortly.')).toBeInTheDocument();
    await user.click(within(queue()).getByRole('button', { name: 'Retry' }));
    await rowOf('asha@example.com');
  });
});
