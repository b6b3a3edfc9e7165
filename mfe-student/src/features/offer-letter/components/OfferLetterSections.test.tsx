import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { FAKE_PNG_DATA_URL, installFakeCanvas } from '../../../../../tools/test-support/fake-canvas';
import { json, mockApi, signIn } from '../../../testing/api-mock';
import { journeyWith, pdfResponse, verifiedMe } from '../../../testing/program-fixtures';
import { offerStatus } from '../../../../../tools/test-support/view-fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { FINAL_ISSUING, FINAL_READY } from './FinalOfferLetterSection';

const SLOW = { timeout: 10_000 };
const ADDRESS = '221B Residency Road, Bengaluru 560025';
const BACKGROUND_DONE = { specializationFinalized: true, backgroundFinalized: true };
const DRAFT = offerStatus({
  requested: true,
  address: ADDRESS,
  draftAvailable: true,
  draftDownloadUrl: '/student/offer-letter/draft/file',
});

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /me': verifiedMe,
    'GET /student/journey': journeyWith(BACKGROUND_DONE),
    'GET /student/offer-letter': () => json(offerStatus()),
    'GET /student/offer-letter/draft/file': () => pdfResponse(),
    'GET /student/offer-letter/final/file': () => pdfResponse(),
    ...overrides,
  });
}

const button = (name: string) => screen.findByText(name, { selector: 'button span' }, SLOW).then((label) => label.closest('button')!);
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }, SLOW).then((label) => label.closest('button')!);

describe('offer letter sections', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('/student-main/offer-letter', () => {
    it('gives the SPEC address messages and sends nothing', async () => {
      const mock = api();
      const { user } = renderApp('/student-main/offer-letter');
      await user.click(await button('Request offer letter'));
      expect(await screen.findByText(MESSAGES.addressRequired, {}, SLOW)).toBeInTheDocument();
      await user.type(screen.getByLabelText('Mailing address'), '  Delhi ');
      await user.click(await button('Request offer letter'));
      expect(await screen.findByText(MESSAGES.addressIncomplete, {}, SLOW)).toBeInTheDocument();
      expect(mock.callsTo('POST /student/offer-letter/request')).toHaveLength(0);
    });

    it("requests with the address after the confirm, says 'Request submitted…', then 'Draft letter is being prepared…'", async () => {
      const requested = offerStatus({ requested: true, address: ADDRESS });
      const mock = api({ 'POST /student/offer-letter/request': () => json({ ...requested, message: MESSAGES.offerRequested }) });
      const { user } = renderApp('/student-main/offer-letter');
      await user.type(await screen.findByLabelText('Mailing address', {}, SLOW), `  ${ADDRESS}  `);
      await user.click(await button('Request offer letter'));
      const yes = await dialogButton('Yes, request');
      expect(yes.closest('.ant-modal-confirm')).toHaveTextContent('This cannot be changed later.');
      expect(yes.closest('.ant-modal-confirm')).toHaveTextContent(ADDRESS);
      await user.click(yes);
      expect(await screen.findByText(MESSAGES.offerRequested, {}, SLOW)).toBeInTheDocument();
      expect(mock.callsTo('POST /student/offer-letter/request')[0]?.body).toEqual({ addressLine: ADDRESS, confirm: true });
      expect(await screen.findByText(MESSAGES.draftPreparing)).toBeInTheDocument();
      // Not only 'check again shortly': the draft may wait for the authorized signature, and a mail says when it is ready.
      expect(screen.getByText('It appears here by itself, and we e-mail you as soon as it is ready.')).toBeInTheDocument();
      expect(screen.getByText(ADDRESS, { selector: '.ant-descriptions span' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Mailing address')).not.toBeInTheDocument();
    });

    it("falls back to 'Failed to request offer letter.'", async () => {
      api({ 'POST /student/offer-letter/request': () => new Response('', { status: 500 }) });
      const { user } = renderApp('/student-main/offer-letter');
      await user.type(await screen.findByLabelText('Mailing address', {}, SLOW), ADDRESS);
      await user.click(await button('Request offer letter'));
      await user.click(await dialogButton('Yes, request'));
      expect(await screen.findByText(MESSAGES.offerRequestFailed, {}, SLOW)).toBeInTheDocument();
    });

    it("says beside 'being prepared' that the draft waits for the program's authorized signature and the team is told", async () => {
      api({ 'GET /student/offer-letter': () => json(offerStatus({ requested: true, address: ADDRESS, waitingForSignature: true })) });
      renderApp('/student-main/offer-letter');
      expect(await screen.findByText(MESSAGES.draftPreparing, {}, SLOW)).toBeInTheDocument();
      expect(
        screen.getByText(
          "It is waiting for the program's authorized signature; we have told the team. It appears here by itself, and we e-mail you as soon as it is ready.",
        ),
      ).toBeInTheDocument();
    });

    it('checks again on request and then shows the draft in a viewer with View and Download', async () => {
      let calls = 0;
      const mock = api({
        'GET /student/offer-letter': () => json(++calls === 1 ? offerStatus({ requested: true, address: ADDRESS }) : DRAFT),
      });
      const { user } = renderApp('/student-main/offer-letter');
      expect(await screen.findByText(MESSAGES.draftPreparing, {}, SLOW)).toBeInTheDocument();
      await user.click(await button('Check again'));
      expect(await screen.findByTitle('Your draft internship offer letter (PDF)', {}, SLOW)).toHaveAttribute('src', 'blob:letter');
      expect(await button('View')).toBeInTheDocument();
      expect(await button('Download')).toBeInTheDocument();
      expect(screen.getByText('Sign the letter').closest('a')).toHaveAttribute('href', '/student-main/offer-letter/sign');
      expect(mock.callsTo('GET /student/offer-letter/draft/file')).toHaveLength(1);
    });

    it('downloads the draft under the Student ID and opens it in a new tab', async () => {
      api({ 'GET /student/offer-letter': () => json(DRAFT) });
      const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
      const open = vi.fn(() => tab);
      vi.stubGlobal('open', open);
      const clicks: string[] = [];
      const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this.download);
      });
      const { user } = renderApp('/student-main/offer-letter');
      await user.click(await button('Download'));
      expect(clicks).toEqual(['Offer-Letter-Draft-CP25-000123.pdf']);
      await user.click(await button('View'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.location.href).toBe('blob:letter');
      anchorClick.mockRestore();
    });

    it("says 'Failed to open PDF.' when the new tab cannot show the letter, and asks to allow pop-ups when none opens", async () => {
      api({ 'GET /student/offer-letter': () => json(DRAFT) });
      const closedTab = {
        opener: {},
        close: vi.fn(),
        location: {
          set href(_url: string) {
            throw new Error('the tab was closed');
          },
        },
      };
      vi.stubGlobal(
        'open',
        vi.fn(() => closedTab),
      );
      const { user } = renderApp('/student-main/offer-letter');
      await user.click(await button('View'));
      expect(await screen.findByText(MESSAGES.pdfOpenFailed)).toBeInTheDocument();
      vi.stubGlobal(
        'open',
        vi.fn(() => null),
      );
      await user.click(await button('View'));
      expect(await screen.findByText(MESSAGES.allowPopupsDocument)).toBeInTheDocument();
    });
  });

  describe('/student-main/offer-letter/sign', () => {
    const signPath = '/student-main/offer-letter/sign';
    const drafted = { ...BACKGROUND_DONE, offerDraftAvailable: true };

    it("says 'Signature pad not ready.' without a canvas", async () => {
      const mock = api({ 'GET /student/offer-letter': () => json(DRAFT), 'GET /student/journey': journeyWith(drafted) });
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      const { user } = renderApp(signPath);
      expect(await screen.findByText(MESSAGES.signaturePadNotReady, {}, SLOW)).toBeInTheDocument();
      await user.click(await button('Finalize signature'));
      await waitFor(() => expect(screen.getAllByText(MESSAGES.signaturePadNotReady)).toHaveLength(2));
      expect(mock.callsTo('POST /student/offer-letter/sign')).toHaveLength(0);
      vi.restoreAllMocks();
    });

    describe('with a canvas', () => {
      let canvas: ReturnType<typeof installFakeCanvas>;
      beforeEach(() => {
        canvas = installFakeCanvas();
      });
      afterEach(() => canvas.restore());

      it("refuses a blank pad with 'Please draw your signature before finalizing.'", async () => {
        const mock = api({ 'GET /student/offer-letter': () => json(DRAFT), 'GET /student/journey': journeyWith(drafted) });
        const { user } = renderApp(signPath);
        await user.click(await button('Finalize signature'));
        expect(await screen.findByText(MESSAGES.signatureBlank, {}, SLOW)).toBeInTheDocument();
        expect(mock.callsTo('POST /student/offer-letter/sign')).toHaveLength(0);
      });

      it("sends the drawn 640×220 PNG after the confirm, says 'Signature finalized…' and lands on the final letter's page", async () => {
        const signed = { ...DRAFT, signatureUploaded: true, signedAt: '2026-11-24T02:33:44.000Z' };
        let signedNow = false;
        const mock = api({
          'GET /student/offer-letter': () => json(signedNow ? signed : DRAFT),
          'GET /student/journey': (call) => journeyWith(signedNow ? { ...drafted, signatureFinalized: true } : drafted)(call),
          'POST /student/offer-letter/sign': () => {
            signedNow = true;
            return json({ ...signed, message: MESSAGES.signatureFinalized });
          },
        });
        const { user } = renderApp(signPath);
        const pad = await screen.findByTestId('signature-pad', {}, SLOW);
        const at = (x: number, y: number, buttons = 1) => ({ clientX: x, clientY: y, buttons, isPrimary: true, pointerId: 1 });
        const { fireEvent } = await import('@testing-library/react');
        fireEvent.pointerDown(pad, at(10, 30));
        for (let x = 20; x < 200; x += 15) fireEvent.pointerMove(window, at(x, 30 + (x % 30)));
        fireEvent.pointerUp(window, at(200, 40, 0));
        await user.click(await button('Finalize signature'));
        const yes = await dialogButton('Yes, finalize');
        expect(yes.closest('.ant-modal-confirm')).toHaveTextContent('This cannot be changed later.');
        await user.click(yes);
        expect(await screen.findByText(MESSAGES.signatureFinalized, {}, SLOW)).toBeInTheDocument();
        expect(mock.callsTo('POST /student/offer-letter/sign')[0]?.body).toEqual({ signatureDataUrl: FAKE_PNG_DATA_URL, confirm: true });
        expect(canvas.exports.at(-1)).toEqual({ width: 640, height: 220 });
        await waitFor(() => expect(currentPath()).toBe('/student-main/final-offer-letter'), SLOW);
        expect(await screen.findByText(FINAL_ISSUING, {}, SLOW)).toBeInTheDocument();
        expect(screen.getByText(/You signed on 24 Nov 2026, 08:03 IST\. Not issued yet\.\.\./)).toBeInTheDocument();
        expect(screen.queryByText(MESSAGES.signatureAlreadyFinal)).not.toBeInTheDocument();
        expect(screen.queryByText('This step is locked.')).not.toBeInTheDocument();
      });
    });

    it("shows 'Your signature is already finalized and cannot be changed.' once signed, with the letter signed and when (IST)", async () => {
      api({
        'GET /student/offer-letter': () => json({ ...DRAFT, signatureUploaded: true, signedAt: '2026-11-24T02:33:44.000Z' }),
        'GET /student/journey': journeyWith({ ...drafted, signatureFinalized: true }),
      });
      renderApp(signPath);
      expect(await screen.findByText(MESSAGES.signatureAlreadyFinal, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText('You signed on 24 Nov 2026, 08:03 IST. This is the letter you signed:')).toBeInTheDocument();
      expect(await screen.findByTitle('Your draft internship offer letter (PDF)', {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByText('Finalize signature')).not.toBeInTheDocument();
    });

    it('is locked until the draft exists', async () => {
      api({ 'GET /student/offer-letter': () => json(offerStatus({ requested: true, address: ADDRESS })) });
      renderApp(signPath);
      expect(await screen.findByText('Please finish step 6 (Offer Letter Issued) first.', {}, SLOW)).toBeInTheDocument();
    });
  });

  describe('/student-main/final-offer-letter', () => {
    const signedFacts = { ...BACKGROUND_DONE, offerDraftAvailable: true, signatureFinalized: true };

    it("says 'Signed — your final letter is being issued' ('Not issued yet...') until it exists, then 'Signed — your final letter is ready' with it", async () => {
      let calls = 0;
      const final = { ...DRAFT, signatureUploaded: true, finalAvailable: true, finalDownloadUrl: '/student/offer-letter/final/file' };
      api({
        'GET /student/journey': journeyWith(signedFacts),
        'GET /student/offer-letter': () => json(++calls === 1 ? { ...DRAFT, signatureUploaded: true } : final),
      });
      const { user } = renderApp('/student-main/final-offer-letter');
      expect(await screen.findByText(FINAL_ISSUING, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(/Not issued yet\.\.\./)).toBeInTheDocument();
      await user.click(await button('Check again'));
      expect(await screen.findByTitle('Your signed internship offer letter (PDF)', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(FINAL_READY)).toBeInTheDocument();
      expect(screen.queryByText(FINAL_ISSUING)).not.toBeInTheDocument();
    });

    it('is locked until the signature is finalized', async () => {
      api({ 'GET /student/journey': journeyWith({ ...BACKGROUND_DONE, offerDraftAvailable: true }) });
      renderApp('/student-main/final-offer-letter');
      expect(await screen.findByText('Please finish step 7 (Signature Finalized) first.', {}, SLOW)).toBeInTheDocument();
    });
  });
});
