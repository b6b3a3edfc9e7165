import { screen } from '@testing-library/react';
import type { BackgroundView } from '@portal/domain/views/background';
import { MESSAGES } from '@portal/domain/messages';
import { json, mockApi, signIn } from '../../../testing/api-mock';
import { journeyWith, verifiedMe } from '../../../testing/program-fixtures';
import { NO_BACKGROUND } from '../../../../../tools/test-support/view-fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = '/student-main/background';
const SLOW = { timeout: 10_000 };
const SUBMITTED: BackgroundView = {
  ...NO_BACKGROUND,
  status: 'SUBMITTED',
  finalized: true,
  profileType: 'PROFESSIONAL',
  jobTitle: 'Developer',
  company: 'Acme',
  experienceMonths: 30,
  linkedinProfile: 'https://www.linkedin.com/in/asha',
  submittedAt: '2025-11-21T09:00:00.000Z',
};

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /me': verifiedMe,
    'GET /student/journey': journeyWith({ specializationFinalized: true }),
    'GET /student/background': () => json(NO_BACKGROUND),
    ...overrides,
  });
}

const submitButton = () => screen.findByText('Submit background', {}, SLOW).then((label) => label.closest('button')!);
const dialogButton = (name: string) =>
  screen.findByText(name, { selector: '.ant-modal-confirm button span' }).then((label) => label.closest('button')!);

describe('/student-main/background', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('gives every student-type SPEC message and sends nothing', async () => {
    const mock = api();
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('Graduation year', {}, SLOW), '1999');
    await user.type(screen.getByLabelText('LinkedIn profile (optional)'), 'linkedin.com/in/asha');
    await user.click(await submitButton());
    for (const text of [
      MESSAGES.educationLevelRequired,
      MESSAGES.graduationYearInvalid,
      MESSAGES.collegeRequired,
      MESSAGES.branchRequired,
      MESSAGES.linkedinInvalid,
    ]) {
      expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
    }
    expect(mock.callsTo('POST /student/background')).toHaveLength(0);
  });

  it('gives every professional-type SPEC message', async () => {
    api();
    const { user } = renderApp(PATH);
    await user.click(await screen.findByText('Professional', {}, SLOW));
    await user.type(await screen.findByLabelText('Experience (months)'), '12.5');
    await user.click(await submitButton());
    for (const text of [MESSAGES.jobTitleRequired, MESSAGES.companyRequired, MESSAGES.experienceWhole])
      expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Experience (months)'));
    await user.type(screen.getByLabelText('Experience (months)'), '500');
    await user.click(await submitButton());
    expect(await screen.findByText(MESSAGES.experienceRange, {}, SLOW)).toBeInTheDocument();
  });

  it("submits a professional with the student group null and numbers as numbers, says 'Background submitted.' and shows it read-only", async () => {
    const mock = api({ 'POST /student/background': () => json({ ...SUBMITTED, message: MESSAGES.backgroundSubmitted }) });
    const { user } = renderApp(PATH);
    await user.type(await screen.findByLabelText('College', { exact: false }, SLOW), 'typed before switching');
    await user.click(screen.getByText('Professional'));
    await user.type(await screen.findByLabelText('Job Title'), 'Developer');
    await user.type(screen.getByLabelText('Current Company/Organization'), 'Acme');
    await user.type(screen.getByLabelText('Experience (months)'), '30');
    await user.type(screen.getByLabelText('LinkedIn profile (optional)'), 'https://www.linkedin.com/in/asha');
    await user.click(await submitButton());
    const yes = await dialogButton('Yes, submit');
    expect(yes.closest('.ant-modal-confirm')).toHaveTextContent('This cannot be changed later.');
    await user.click(yes);

    expect(await screen.findByText(MESSAGES.backgroundSubmitted)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/background')[0]?.body).toEqual({
      profileType: 'PROFESSIONAL',
      educationalLevel: null,
      graduationYear: null,
      college: null,
      branch: null,
      jobTitle: 'Developer',
      company: 'Acme',
      experienceMonths: 30,
      linkedinProfile: 'https://www.linkedin.com/in/asha',
      confirm: true,
    });
    expect(await screen.findByText('Your background is submitted.')).toBeInTheDocument();
    expect(screen.queryByText('Submit background')).not.toBeInTheDocument();
  });

  it("submits a student with the professional group null; 'Failed to submit background.' when the server gives no text", async () => {
    const mock = api({ 'POST /student/background': () => new Response('', { status: 502 }) });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByLabelText('Education level', {}, SLOW));
    await user.click(await screen.findByTitle('Masters'));
    await user.type(screen.getByLabelText('Graduation year'), '2026');
    await user.type(screen.getByLabelText('University / College / Institution'), 'RV College');
    await user.type(screen.getByLabelText('Branch'), 'CSE');
    await user.click(await submitButton());
    await user.click(await dialogButton('Yes, submit'));
    expect(await screen.findByText(MESSAGES.backgroundFailed)).toBeInTheDocument();
    expect(mock.callsTo('POST /student/background')[0]?.body).toEqual({
      profileType: 'STUDENT',
      educationalLevel: 'Masters',
      graduationYear: 2026,
      college: 'RV College',
      branch: 'CSE',
      jobTitle: null,
      company: null,
      experienceMonths: null,
      linkedinProfile: null,
      confirm: true,
    });
  });

  it('shows a submitted background read-only', async () => {
    api({
      'GET /student/background': () => json(SUBMITTED),
      'GET /student/journey': journeyWith({ specializationFinalized: true, backgroundFinalized: true }),
    });
    renderApp(PATH);
    expect(await screen.findByText('Your background is submitted.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.getByText('https://www.linkedin.com/in/asha').closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Next: Internship Offer Letter').closest('a')).toHaveAttribute('href', '/student-main/offer-letter');
  });

  it('explains the lock until the specialization is finalized', async () => {
    api({ 'GET /student/journey': journeyWith({}) });
    renderApp(PATH);
    expect(await screen.findByText('Please finish step 4 (Specialization Finalized) first.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Submit background')).not.toBeInTheDocument();
  });
});
