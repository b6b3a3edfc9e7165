import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/domain/messages';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { FAKE_PNG_DATA_URL, installFakeCanvas } from '../../../../../tools/test-support/fake-canvas';
import { fitInto } from '../lib/image-to-signature-png';
import { SignatureManager } from './SignatureManager';

const SLOW = { timeout: 10_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function mockApi(handlers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const handler = handlers[`${method} ${url.pathname}`];
      return handler ? handler() : json({ message: 'no mock' }, 404);
    }),
  );
  return { posts: () => calls.filter((c) => c.method === 'POST') };
}

function renderManager() {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <QueryProvider>
        <SignatureManager />
      </QueryProvider>
    </AppProviders>,
  );
  return user;
}

const button = (name: string) => screen.findByText(name, { selector: 'button span' }, SLOW).then((label) => label.closest('button')!);
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }, SLOW).then((label) => label.closest('button')!);

function drawOn(pad: HTMLElement) {
  const at = (x: number, y: number, buttons = 1) => ({ clientX: x, clientY: y, buttons, isPrimary: true, pointerId: 1 });
  fireEvent.pointerDown(pad, at(10, 30));
  for (let x = 20; x < 200; x += 15) fireEvent.pointerMove(window, at(x, 30 + (x % 30)));
  fireEvent.pointerUp(window, at(200, 40, 0));
}

describe('SignatureManager', { timeout: 60_000 }, () => {
  let canvas: ReturnType<typeof installFakeCanvas>;
  beforeEach(() => {
    useSession.getState().clear();
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    useSession.getState().setTokens({ accessToken: 'a', refreshToken: 'r' });
    canvas = installFakeCanvas();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sig'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    canvas.restore();
    vi.unstubAllGlobals();
  });

  it("says there is none yet, refuses an empty pad with 'No signature captured or selected.', then saves a drawing after the confirm", async () => {
    const api = mockApi({
      'GET /admin/signature': () => json({ exists: false, updatedAt: null }),
      'POST /admin/signature': () =>
        json({ exists: true, updatedAt: '2025-11-22T10:00:00.000Z', replaced: false, message: MESSAGES.signatureSaved }),
      'GET /admin/signature/file': () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
    });
    const user = renderManager();
    expect(await screen.findByText('No signature yet', {}, SLOW)).toBeInTheDocument();
    await user.click(await button('Add the signature'));
    await user.click(await button('Save signature'));
    expect(await screen.findByText(MESSAGES.noSignatureCaptured, {}, SLOW)).toBeInTheDocument();
    expect(api.posts()).toHaveLength(0);

    drawOn(screen.getByTestId('signature-pad'));
    await user.click(await button('Save signature'));
    expect((await dialogButton('Save')).closest('.ant-modal-confirm')).toHaveTextContent('Save the authorized signature?');
    await user.click(await dialogButton('Save'));
    expect(await screen.findByText(MESSAGES.signatureSaved, {}, SLOW)).toBeInTheDocument();
    expect(api.posts()[0]?.body).toEqual({ signatureDataUrl: FAKE_PNG_DATA_URL, confirm: true });
    expect(await screen.findByText('Signature saved', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByAltText('Current authorized signature', {}, SLOW)).toHaveAttribute('src', 'blob:sig');
    // The editor closes; the keyboard is back on the button, which now offers the replacement.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Change the signature'));
    expect(screen.queryByTestId('signature-pad')).not.toBeInTheDocument();
  });

  it('opens the editor on demand, with the keyboard on its heading, and Cancel closes it again', async () => {
    const api = mockApi({ 'GET /admin/signature': () => json({ exists: false, updatedAt: null }) });
    const user = renderManager();
    await user.click(await button('Add the signature'));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Add the signature' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('signature-pad')).toBeInTheDocument();
    await user.click(await button('Cancel'));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Add the signature'));
    expect(screen.queryByTestId('signature-pad')).not.toBeInTheDocument();
    expect(api.posts()).toHaveLength(0);
  });

  it("replaces an existing signature with an uploaded image drawn onto 640×220, and says 'Signature replaced successfully.'", async () => {
    const api = mockApi({
      'GET /admin/signature': () => json({ exists: true, updatedAt: '2025-11-20T08:00:00.000Z' }),
      'GET /admin/signature/file': () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
      'POST /admin/signature': () =>
        json({ exists: true, updatedAt: '2025-11-22T10:00:00.000Z', replaced: true, message: MESSAGES.signatureReplaced }),
    });
    // jsdom loads no images: report a 1280×440 scan as loaded.
    const imageSrc = vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      Object.defineProperty(this, 'naturalWidth', { value: 1280 });
      Object.defineProperty(this, 'naturalHeight', { value: 440 });
      setTimeout(() => this.onload?.(new Event('load')), 0);
    });
    const user = renderManager();
    expect(await screen.findByText('Signature saved', {}, SLOW)).toBeInTheDocument();
    await user.click(await button('Change the signature'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Replace the signature' }, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByText('Upload image', {}, SLOW));
    await user.click(await button('Replace signature'));
    expect(await screen.findByText(MESSAGES.noSignatureCaptured, {}, SLOW)).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['jpeg'], 'signature.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByAltText('Chosen signature', {}, SLOW)).toHaveAttribute('src', FAKE_PNG_DATA_URL);
    expect(canvas.exports.at(-1)).toEqual({ width: 640, height: 220 });
    await user.click(await button('Replace signature'));
    expect((await dialogButton('Replace')).closest('.ant-modal-confirm')).toHaveTextContent(
      'Letters already issued keep the signature they were made with.',
    );
    await user.click(await dialogButton('Replace'));
    expect(await screen.findByText(MESSAGES.signatureReplaced, {}, SLOW)).toBeInTheDocument();
    expect(api.posts()[0]?.body).toEqual({ signatureDataUrl: FAKE_PNG_DATA_URL, confirm: true });
    imageSrc.mockRestore();
  });

  it("shows 'Failed to load signature status.' with Retry, and 'Failed to save signature.' when saving fails without a reason", async () => {
    let statusCalls = 0;
    mockApi({
      'GET /admin/signature': () => (++statusCalls === 1 ? new Response('', { status: 500 }) : json({ exists: false, updatedAt: null })),
      'POST /admin/signature': () => new Response('', { status: 500 }),
    });
    const user = renderManager();
    expect(await screen.findByText(MESSAGES.signatureStatusFailed, {}, SLOW)).toBeInTheDocument();
    await user.click(await button('Retry'));
    expect(await screen.findByText('No signature yet', {}, SLOW)).toBeInTheDocument();
    await user.click(await button('Add the signature'));
    drawOn(await screen.findByTestId('signature-pad', {}, SLOW));
    await user.click(await button('Save signature'));
    await user.click(await dialogButton('Save'));
    expect(await screen.findByText(MESSAGES.signatureSaveFailed, {}, SLOW)).toBeInTheDocument();
  });

  it("says 'Signature pad not ready.' without a canvas", async () => {
    canvas.restore();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    mockApi({ 'GET /admin/signature': () => json({ exists: false, updatedAt: null }) });
    const user = renderManager();
    await screen.findByText('No signature yet', {}, SLOW);
    await user.click(await button('Add the signature'));
    await user.click(await button('Save signature'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.signaturePadNotReady)).toHaveLength(2));
    canvas = installFakeCanvas();
  });
});

describe('fitInto', () => {
  it('scales an image to fit 640×220 without distortion, centred', () => {
    expect(fitInto(1280, 440)).toEqual({ x: 0, y: 0, width: 640, height: 220 });
    expect(fitInto(300, 300)).toEqual({ x: 210, y: 0, width: 220, height: 220 });
    expect(fitInto(2000, 100)).toEqual({ x: 0, y: 94, width: 640, height: 32 });
  });
});
