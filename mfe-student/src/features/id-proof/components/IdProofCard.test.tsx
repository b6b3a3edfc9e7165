import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ID_REJECTED_ADVICE, REJECT_REASONS } from '@portal/domain/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { fakeXhr } from '../../../../../tools/test-support/fake-xhr';
import { deferred, json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeProof, pickedFile } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

/** The card once its status has loaded. */
const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'Government ID verification' });
  const c = heading.closest('.portal-panel') as HTMLElement;
  await within(c).findByRole('status');
  return c;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('the Government ID card on /dashboard', () => {
  beforeEach(() => {
    signIn();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the erased day instead of View once the retention policy erased the file, and asks for a masked Aadhaar', async () => {
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/id-proof': () =>
        json(makeProof({ status: 'REJECTED', reviewNote: 'Blurred.', fileErasedAt: '2026-11-26T06:00:00.000Z' })),
    });
    renderApp('/dashboard');
    const c = await card();
    expect(c).toHaveTextContent('Erased on 26 Nov 2026 (retention policy)');
    expect(within(c).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    expect(c).toHaveTextContent('masked Aadhaar');
    expect(c).toHaveTextContent('myAadhaar');
  });

  it('shows NOT UPLOADED, the typical review time and the upload area', async () => {
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status: 'NOT_UPLOADED' })) });
    renderApp('/dashboard');
    const c = await card();
    expect(await within(c).findByRole('status')).toHaveTextContent('Status: NOT UPLOADED');
    expect(c).toHaveTextContent('1-5 hours in business hours');
    expect(c).toHaveTextContent('Drag and drop your ID here, or choose a file');
    expect(within(c).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  describe('checks the chosen file before sending it (SPEC §5)', () => {
    it.each([
      ['a GIF', pickedFile('id.gif', 'image/gif', 1000), MESSAGES.idFileType],
      [
        'a Word file',
        pickedFile('id.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000),
        MESSAGES.idFileType,
      ],
      ['a PNG named .pdf', pickedFile('id.pdf', 'image/png', 1000), MESSAGES.idFileType],
      ['a PDF over 10 MB', pickedFile('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), MESSAGES.idFileTooLarge],
      ['an empty file', pickedFile('id.png', 'image/png', 0), MESSAGES.idFileRequired],
    ])('%s', async (_name, file, message) => {
      const api = mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status: 'NOT_UPLOADED' })) });
      const { sent } = fakeXhr(() => ({ status: 200, body: makeProof() }));
      renderApp('/dashboard');
      const c = await card();
      choose(file);
      expect(await within(c).findByRole('alert')).toHaveTextContent(message);
      expect(sent).toHaveLength(0);
      expect(api.callsTo('POST /student/id-proof')).toHaveLength(0);
    });
  });

  it('uploads with a progress bar, says Uploaded successfully. and shows PENDING with the file', async () => {
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status: 'NOT_UPLOADED' })) });
    const answer = deferred<{ status: number; body: unknown; progress: number[] }>();
    const { sent } = fakeXhr(() => answer.promise);
    renderApp('/dashboard');
    const c = await card();
    choose(pickedFile('passport.png', 'image/png', 2 * 1024 * 1024));
    expect(await within(c).findByText('Uploading passport.png…')).toBeInTheDocument();
    expect(within(c).getByRole('progressbar')).toBeInTheDocument();
    expect((sent[0]?.form.get('file') as File).name).toBe('passport.png');
    expect(sent[0]?.headers.Authorization).toBe('Bearer access-1');

    answer.resolve({ status: 200, body: makeProof({ fileName: 'passport.png', sizeBytes: 2 * 1024 * 1024 }), progress: [40, 100] });
    expect(await screen.findByText(MESSAGES.uploadedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(within(c).getByRole('status')).toHaveTextContent('Status: PENDING'));
    expect(c).toHaveTextContent('passport.png');
    expect(c).toHaveTextContent('2.0 MB');
    expect(c).toHaveTextContent('Replace your ID');
    expect(within(c).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it("shows the server's refusal first, and 'Upload failed.' when the server gives no text", async () => {
    mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof({ status: 'NOT_UPLOADED' })) });
    const answers = [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.idFileType } }, { status: 500 }];
    fakeXhr(() => answers.shift() ?? 'network-error');
    renderApp('/dashboard');
    const c = await card();
    choose(pickedFile('id.png', 'image/png', 5000));
    expect(await within(c).findByRole('alert')).toHaveTextContent(MESSAGES.idFileType);
    choose(pickedFile('id.png', 'image/png', 5000));
    await waitFor(() => expect(within(c).getByRole('alert')).toHaveTextContent(MESSAGES.uploadFailed));
    expect(within(c).getByRole('status')).toHaveTextContent('NOT UPLOADED');
  });

  it('tells a REJECTED student the note and what to fix, with a link to the profile, and lets them upload again', async () => {
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/id-proof': () => json(makeProof({ status: 'REJECTED', reviewNote: 'The photo is blurred.' })),
    });
    const { user } = renderApp('/dashboard');
    const c = await card();
    await waitFor(() => expect(within(c).getByRole('status')).toHaveTextContent('REJECTED'));
    expect(c).toHaveTextContent("Reviewer's note: The photo is blurred.");
    expect(c).toHaveTextContent(ID_REJECTED_ADVICE);
    expect(fileInput()).not.toBeDisabled();
    await user.click(within(c).getByRole('link', { name: 'Fix your profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });

  it('tells a student whose copy was unreadable to upload a clear copy, not to fix a name', async () => {
    const unreadable = REJECT_REASONS.find((r) => r.key === 'unreadable')!;
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/id-proof': () => json(makeProof({ status: 'REJECTED', reviewNote: `${unreadable.note} The photo is dark.` })),
    });
    renderApp('/dashboard');
    const c = await card();
    await waitFor(() => expect(within(c).getByRole('status')).toHaveTextContent('REJECTED'));
    expect(c).toHaveTextContent(`Reviewer's note: ${unreadable.note} The photo is dark.`);
    expect(c).toHaveTextContent('Upload your ID again below.');
    expect(c).not.toHaveTextContent(ID_REJECTED_ADVICE);
    expect(within(c).queryByRole('link', { name: 'Fix your profile' })).not.toBeInTheDocument();
  });

  it('offers no upload once VERIFIED and redirects to /student-main once per session', async () => {
    mockApi({
      'GET /me': () => json(makeMe({ idVerified: true })),
      'GET /student/id-proof': () => json(makeProof({ status: 'VERIFIED' })),
      'GET /student/journey': () => json({ steps: [], done: 0, total: 10, percent: 0, progressLabel: '' }),
    });
    const first = renderApp('/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/student-main'));
    first.unmount();

    renderApp('/dashboard');
    const c = await card();
    await waitFor(() => expect(within(c).getByRole('status')).toHaveTextContent('VERIFIED'));
    expect(fileInput()).toBeNull();
    expect(c).toHaveTextContent('Upload and replace are disabled once your ID is verified.');
    expect(currentPath()).toBe('/dashboard');
    expect(within(c).getByRole('link', { name: 'Open your student dashboard' })).toHaveAttribute('href', '/student-main');
  });

  it("says 'Failed to load ID proof status.' and falls back to NOT_UPLOADED, with a Retry", async () => {
    let attempts = 0;
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/id-proof': () => (++attempts === 1 ? new Response('', { status: 503 }) : json(makeProof())),
    });
    const { user } = renderApp('/dashboard');
    const c = await card();
    expect(await within(c).findByText(MESSAGES.idProofLoadFailed)).toBeInTheDocument();
    expect(within(c).getByRole('status')).toHaveTextContent('NOT UPLOADED');
    await user.click(within(c).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(c).getByRole('status')).toHaveTextContent('PENDING'));
    expect(within(c).queryByText(MESSAGES.idProofLoadFailed)).not.toBeInTheDocument();
  });

  describe('View', () => {
    const withProof = (file: () => Response) =>
      mockApi({ 'GET /me': () => json(makeMe()), 'GET /student/id-proof': () => json(makeProof()), 'GET /student/id-proof/file': file });

    it('opens the document from a blob in a new tab', async () => {
      URL.createObjectURL = vi.fn(() => 'blob:id');
      URL.revokeObjectURL = vi.fn();
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      withProof(() => new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } }));
      const { user } = renderApp('/dashboard');
      await user.click(await within(await card()).findByRole('button', { name: 'View' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:id'));
      expect(tab.opener).toBeNull();
    });

    it('asks to allow pop-ups when the browser blocks the tab', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const api = withProof(() => new Response('x'));
      const { user } = renderApp('/dashboard');
      await user.click(await within(await card()).findByRole('button', { name: 'View' }));
      expect(await screen.findByText(MESSAGES.allowPopupsDocument)).toBeInTheDocument();
      expect(api.callsTo('GET /student/id-proof/file')).toHaveLength(0);
    });

    it("says 'Empty file received.' for an empty blob, and 'Failed to open the document.' when the server says nothing", async () => {
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const answers = [new Response('', { status: 200 }), new Response('', { status: 500 })];
      withProof(() => answers.shift() as Response);
      const { user } = renderApp('/dashboard');
      const view = await within(await card()).findByRole('button', { name: 'View' });
      await user.click(view);
      expect(await screen.findByText(MESSAGES.emptyFile)).toBeInTheDocument();
      await user.click(view);
      expect(await screen.findByText(MESSAGES.documentOpenFailed)).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalledTimes(2);
    });
  });
});
