import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { CONFLUENCE_NOTE, JOBS_NOTE } from '@portal/domain/program';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { makeJourney, makeProof } from '../../../testing/fixtures';
import { FINAL_LETTER_ISSUED, JOURNEY_END_CLOSED, programWith } from '../../../testing/program-fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';

const stepCard = (n: number) => screen.getByRole('region', { name: new RegExp(`^${n}\\. `) });

function serve(journey = makeJourney(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /me': () => json(makeMe({ idVerified: true })),
    'GET /student/journey': () => json(journey),
    'GET /student/program': programWith(),
    ...JOURNEY_END_CLOSED,
    ...extra,
  });
}

describe('/student-main', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a student whose ID is not verified to /dashboard', async () => {
    serve(makeJourney({ idStatus: 'PENDING' }), { 'GET /student/id-proof': () => json(makeProof()) });
    renderApp('/student-main/training');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("welcomes by name with the Student ID, the ten chips and '1/10 • 10%'", async () => {
    serve();
    renderApp('/student-main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('CP25-000123')).toBeInTheDocument();
    const chips = screen.getByRole('region', { name: 'Your journey' });
    expect(within(chips).getByText('1/10 • 10%')).toBeInTheDocument();
    expect(within(chips).getAllByRole('listitem')).toHaveLength(10);
  });

  it("falls back to the e-mail, then 'Student'", async () => {
    mockApi({ 'GET /me': () => json(makeMe({ name: null, email: '' })), 'GET /student/journey': () => json(makeJourney()) });
    renderApp('/student-main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Student' })).toBeInTheDocument();
  });

  it('shows a card for each of steps 1-9: done, open, or locked with the step that opens it', async () => {
    serve(makeJourney({ idStatus: 'VERIFIED', feePaid: true }));
    renderApp('/student-main');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('region', { name: /^\d\. / })).toHaveLength(9);
    expect(stepCard(1)).toHaveAttribute('data-state', 'done');
    expect(stepCard(2)).toHaveAttribute('data-state', 'done');
    expect(stepCard(3)).toHaveAttribute('data-state', 'open');
    expect(within(stepCard(3)).getByRole('link', { name: 'Continue: step 3, Invoice Generated' })).toHaveAttribute(
      'href',
      '/student-main/billing',
    );
    for (const [n, before] of [
      [4, 'step 3 (Invoice Generated)'],
      [5, 'step 4 (Specialization Finalized)'],
      [9, 'step 8 (Final Letter Issued)'],
    ] as const) {
      expect(stepCard(n)).toHaveAttribute('data-state', 'locked');
      expect(stepCard(n)).toHaveTextContent(`Please finish ${before} first.`);
    }
    expect(within(stepCard(4)).getByRole('link', { name: 'Details: step 4, Specialization Finalized' })).toHaveAttribute(
      'href',
      '/student-main/specializations',
    );
  });

  it('shows the info cards: Register disabled, Open Profile leads to /profile', async () => {
    serve();
    const { user } = renderApp('/student-main');
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['Industrial Training', 'Internship', 'Jobs/PPO', 'Confluence event', 'Contact Us', 'Profile']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Confluence event' })).getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Open Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });

  it('opens a section from a chip, and each section leads back to the main dashboard', async () => {
    serve();
    const { user } = renderApp('/student-main');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Step 2: Fee Paid — open' }));
    await waitFor(() => expect(currentPath()).toBe('/student-main/pay'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Fee' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Main Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/student-main'));
  });

  it("explains a locked step's section instead of showing it", async () => {
    serve();
    renderApp('/student-main/specializations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Selected Path' })).toBeInTheDocument();
    expect(screen.getByText('This step is locked.')).toBeInTheDocument();
    expect(screen.getByText('Please finish step 3 (Invoice Generated) first.')).toBeInTheDocument();
    renderApp('/student-main/jobs');
    expect(await screen.findByText('Please finish step 8 (Final Letter Issued) first.')).toBeInTheDocument();
    expect(screen.queryByText(JOBS_NOTE)).not.toBeInTheDocument();
  });

  it("says 'Unknown section.' for any other sub-path", async () => {
    serve();
    renderApp('/student-main/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown section.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Main Dashboard' })).toHaveAttribute('href', '/student-main');
  });

  it.each([
    ['training', 'Industrial Training', '6:30–8:30 PM IST'],
    ['internship', 'Internship', '1, 10, 15, 20 or 25 Dec 2025'],
    ['confluence', 'Confluence event', CONFLUENCE_NOTE],
    ['contact', 'Contact Us', 'We reply within 24 hours on business days.'],
  ])("/student-main/%s shows its facts (the student's cohort's)", async (path, title, text) => {
    serve();
    renderApp(`/student-main/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The section's own code loads after its frame and title.
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(text));
  });

  it("shows a later cohort's dates to its students", async () => {
    serve(makeJourney(), {
      'GET /student/program': programWith({
        name: 'January 2027',
        trainingStart: '2027-01-04',
        trainingEnd: '2027-01-29',
        internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'],
        eventDate: '2027-03-12',
        eventVenue: 'Bengaluru',
      }),
    });
    renderApp('/student-main/training');
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Your cohort (January 2027)4–29 Jan 2027'));
  });

  it('shows the jobs note once step 9 is open', async () => {
    serve(makeJourney(FINAL_LETTER_ISSUED));
    renderApp('/student-main/jobs');
    expect(await screen.findByText(JOBS_NOTE)).toBeInTheDocument();
  });

  it('copies the support address', async () => {
    serve();
    const { user } = renderApp('/student-main/contact');
    await user.click(await screen.findByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Email address copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('support@careerportal.in');
  });

  describe('id-proof-view', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
    });

    it('shows an uploaded image inline', async () => {
      serve(makeJourney(), {
        'GET /student/id-proof': () => json(makeProof({ status: 'VERIFIED' })),
        'GET /student/id-proof/file': () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
      });
      renderApp('/student-main/id-proof-view');
      expect(await screen.findByRole('img', { name: 'Your uploaded government ID' })).toHaveAttribute('src', 'blob:preview');
      expect(screen.getByText('aadhaar.png (240 KB)')).toBeInTheDocument();
    });

    it('shows a PDF in an embedded viewer', async () => {
      serve(makeJourney(), {
        'GET /student/id-proof': () => json(makeProof({ status: 'VERIFIED', fileName: 'id.pdf', mimeType: 'application/pdf' })),
        'GET /student/id-proof/file': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      });
      renderApp('/student-main/id-proof-view');
      expect(await screen.findByTitle('Your uploaded government ID (PDF)')).toHaveAttribute('src', 'blob:preview');
    });

    it("says 'Failed to open your uploaded ID.' with the server's reason when the file cannot be loaded", async () => {
      serve(makeJourney(), {
        'GET /student/id-proof': () => json(makeProof({ status: 'VERIFIED' })),
        'GET /student/id-proof/file': () => json({ statusCode: 410, message: MESSAGES.fileGone }, 410),
      });
      renderApp('/student-main/id-proof-view');
      expect(await screen.findByText(MESSAGES.uploadedIdOpenFailed)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.fileGone)).toBeInTheDocument();
    });
  });
});
