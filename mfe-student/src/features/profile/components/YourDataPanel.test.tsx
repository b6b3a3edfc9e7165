import { screen, waitFor, within } from '@testing-library/react';
import { DATA_RIGHTS_MESSAGES } from '@portal/domain/data-rights';
import type { StudentDataRightsView } from '@portal/domain/views/data-rights';
import { json, makeMe, mockApi, signIn, type ApiHandler } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

const TOKEN = `64b000000000000000000001.1767225600000.${'a'.repeat(43)}`;
const NONE: StudentDataRightsView = { latestExport: null, nextExportAt: null, erasure: null };
const READY = {
  id: '64b000000000000000000001',
  status: 'READY',
  requestedAt: '2025-11-20T10:00:00.000Z',
  readyAt: '2025-11-20T10:00:01.000Z',
  expiresAt: '2025-11-21T10:00:01.000Z',
  sizeBytes: 245_000,
  fileName: 'data-export-CP25-000123-2025-11-20.zip',
  downloadToken: TOKEN,
} as const;

function setup(handlers: Record<string, ApiHandler> = {}, rights: StudentDataRightsView = NONE) {
  const api = mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/data-rights': () => json(rights), ...handlers });
  return { ...renderApp('/profile'), api };
}

const zip = () => new Response(new Blob(['PK\u0003\u0004zip']), { status: 200, headers: { 'Content-Type': 'application/zip' } });

describe('/profile: your data', () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('downloads a small export at once with its token', async () => {
    const { user, api } = setup({ 'POST /student/data-rights/export': () => json(READY), 'GET /student/data-rights/export/file': zip });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(api.callsTo('GET /student/data-rights/export/file')).toHaveLength(1));
    expect(api.callsTo('POST /student/data-rights/export')[0]?.body).toEqual({});
    expect(api.callsTo('GET /student/data-rights/export/file')[0]?.url.searchParams.get('token')).toBe(TOKEN);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says a large export is mailed, and once an hour in the server’s words', async () => {
    let answer = json({ ...READY, status: 'PREPARING', readyAt: null, expiresAt: null, downloadToken: null, sizeBytes: null });
    const { user, api } = setup({ 'POST /student/data-rights/export': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.exportPreparing)).toBeInTheDocument();
    expect(api.callsTo('GET /student/data-rights/export/file')).toHaveLength(0);
    answer = json({ message: DATA_RIGHTS_MESSAGES.exportTooSoon }, 429);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.exportTooSoon)).toBeInTheDocument();
  });

  it('offers the ready export until its link expires, and not another one within the hour', async () => {
    const { user, api } = setup(
      { 'GET /student/data-rights/export/file': zip },
      { ...NONE, latestExport: READY, nextExportAt: '2025-11-20T11:00:00.000Z' },
    );
    expect(await screen.findByText(/is ready \(239 KB\)\. You can download it until 21 Nov 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.callsTo('GET /student/data-rights/export/file')).toHaveLength(1));
  });

  it("downloads with the mail link's token, and says when the link has expired", async () => {
    window.history.replaceState(null, '', `/profile#dataExport=${TOKEN}`);
    const { user, api } = setup({ 'GET /student/data-rights/export/file': () => json({ message: DATA_RIGHTS_MESSAGES.linkExpired }, 410) });
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(api.callsTo('GET /student/data-rights/export/file')[0]?.url.searchParams.get('token')).toBe(TOKEN);
  });

  it('asks to erase the account after saying what is erased and what the law keeps', async () => {
    const { user, api } = setup({
      'POST /student/data-rights/erasure': () =>
        json(
          {
            id: 'e1',
            status: 'PENDING',
            requestedAt: '2025-11-20T10:00:00.000Z',
            dueAt: '2025-12-20T10:00:00.000Z',
            decidedAt: null,
            reason: null,
          },
          201,
        ),
    });
    const ask = await screen.findByRole('button', { name: 'Ask to erase my account' });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Invoices and credit notes, unchanged: GST law/)).toBeInTheDocument();
    expect(within(dialog).getByText(/signed offer letter of an internship that has not ended/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /student/data-rights/erasure')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ask to erase my account' }));
    const confirmButtons = await screen.findAllByRole('button', { name: 'Yes, ask to erase' });
    await user.click(confirmButtons[confirmButtons.length - 1]!);
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.erasureRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /student/data-rights/erasure')[0]?.body).toEqual({ confirm: true });
  });

  it('shows an open request with its due date, and a refusal with its reason', async () => {
    setup(
      {},
      {
        ...NONE,
        erasure: {
          id: 'e1',
          status: 'REFUSED',
          requestedAt: '2025-11-20T10:00:00.000Z',
          dueAt: '2025-12-20T10:00:00.000Z',
          decidedAt: '2025-11-22T10:00:00.000Z',
          reason: 'Refund in progress.',
        },
      },
    );
    expect(await screen.findByText('Reason: Refund in progress.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask to erase my account' })).toBeEnabled();
  });
});
