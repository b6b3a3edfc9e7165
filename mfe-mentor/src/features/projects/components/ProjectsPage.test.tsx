import { screen, waitFor, within } from '@testing-library/react';
import { INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { mentorView } from '../../../testing/mentor-fixture';
import { renderApp } from '../../../testing/render-app';

const ME = mentorView();

const INTERN = {
  id: 'i1',
  studentId: 'CP25-00001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  cohort: 'November 2025',
  cohortId: 'c-nov',
  specialization: 'Data Science',
  startDate: '2025-12-01',
  endDate: '2025-12-28',
  durationWeeks: 4,
};

const PROJECT = {
  cohortId: 'c-nov',
  specialization: 'Data Science',
  title: 'Churn prediction',
  description: 'Predict which subscribers leave.',
  deliverables: 'A notebook.',
  repositoryExpectations: 'A README.',
  updatedAt: '2025-11-30T10:00:00.000Z',
};

function mockProjects(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /mentor/api/me': () => json(ME),
    'GET /mentor/api/interns': () => json({ items: [INTERN], page: 0, size: 100, totalItems: 1, totalPages: 1 }),
    'GET /public/program': () => json({ cohort: { id: 'c-jan', name: 'January 2026' } }),
    'GET /mentor/api/projects/c-nov/Data%20Science': () => json({ project: PROJECT }),
    'GET /mentor/api/projects/c-jan/Data%20Science': () => json({ project: null }),
    ...more,
  });
}

describe('/mentor/projects', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the project of each of the mentor's batches, the active cohort's and their interns', and saves an edit", async () => {
    const api = mockProjects({ 'PUT /mentor/api/projects/c-nov/Data%20Science': ({ body }) => json({ ...PROJECT, ...(body as object) }) });
    const { user } = renderApp('/mentor/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(document.title).toBe('Projects — Career Portal');
    const january = await screen.findByRole('region', { name: 'Data Science, January 2026' });
    expect(await within(january).findByText('No project is written yet.')).toBeInTheDocument();
    const november = screen.getByRole('region', { name: 'Data Science, November 2025' });
    const title = await within(november).findByLabelText('Title');
    expect(title).toHaveValue('Churn prediction');
    expect(within(november).getByLabelText('Repository expectations')).toHaveValue('A README.');

    await user.clear(title);
    await user.type(title, 'Churn prediction for telecoms');
    await user.click(within(november).getByRole('button', { name: 'Save the project' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /mentor/api/projects/c-nov/Data%20Science')[0]?.body).toEqual({
        title: 'Churn prediction for telecoms',
        description: 'Predict which subscribers leave.',
        deliverables: 'A notebook.',
        repositoryExpectations: 'A README.',
      }),
    );
    expect(await screen.findByText('The project was saved.')).toBeInTheDocument();
  });

  it("refuses a project without a title in the domain's words, and shows the API's refusal", async () => {
    const api = mockProjects({
      'PUT /mentor/api/projects/c-jan/Data%20Science': () =>
        json({ statusCode: 404, error: 'Not Found', message: INTERNSHIP_MESSAGES.notYourSpecialization }, 404),
    });
    const { user } = renderApp('/mentor/projects');
    const january = await screen.findByRole('region', { name: 'Data Science, January 2026' });
    await within(january).findByText('No project is written yet.');
    await user.click(within(january).getByRole('button', { name: 'Save the project' }));
    expect(await within(january).findByText(INTERNSHIP_MESSAGES.projectInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /mentor/api/projects/c-jan/Data%20Science')).toHaveLength(0);

    await user.type(within(january).getByLabelText('Title'), 'Fraud detection');
    await user.type(within(january).getByLabelText('Description'), 'Flag suspicious payments.');
    await user.click(within(january).getByRole('button', { name: 'Save the project' }));
    expect(await within(january).findByText(INTERNSHIP_MESSAGES.notYourSpecialization)).toBeInTheDocument();
  });

  it('says so when the mentor supervises no specialization yet', async () => {
    mockProjects({ 'GET /mentor/api/me': () => json({ ...ME, specializations: [] }) });
    renderApp('/mentor/projects');
    expect(await screen.findByText(/You supervise no specialization yet/)).toBeInTheDocument();
  });

  it('offers Retry when the batches cannot be loaded', async () => {
    mockProjects({
      'GET /mentor/api/interns': () => json({ statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' }, 503),
    });
    renderApp('/mentor/projects');
    expect(await screen.findByText('Failed to load your projects.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
