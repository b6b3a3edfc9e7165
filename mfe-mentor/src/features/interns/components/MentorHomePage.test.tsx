import { screen, waitFor, within } from '@testing-library/react';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import type { MentorIntern } from '@portal/domain/views/mentors';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { mentorView } from '../../../testing/mentor-fixture';
import { renderApp } from '../../../testing/render-app';

const ME = mentorView({ specializations: ['Machine Learning', 'Data Science'], internCount: 21, cap: 25 });

const internAt = (n: number): MentorIntern => ({
  id: `i${n}`,
  studentId: `CP25-0000${n}`,
  name: `Intern ${n}`,
  email: `intern${n}@example.com`,
  cohort: 'Winter 2025',
  cohortId: 'c1',
  specialization: 'Data Science',
  startDate: '2025-12-10',
  endDate: '2026-01-20',
  durationWeeks: 6,
});

const NO_REVIEWS: MentorReviewsView = { queue: [], overdue: [], interns: [], page: 0, size: 20, totalItems: 0, totalPages: 0 };

describe('/mentor home', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the mentor's profile line and their interns with the internship's dates, a page at a time", async () => {
    const api = mockApi({
      'GET /mentor/api/me': () => json(ME),
      'GET /mentor/api/reviews': () => json(NO_REVIEWS),
      'GET /mentor/api/interns': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const items = page === 0 ? Array.from({ length: 20 }, (_, i) => internAt(i + 1)) : [internAt(21)];
        return json({ items, page, size: 20, totalItems: 21, totalPages: 2 });
      },
    });
    const { user } = renderApp('/mentor');
    expect(
      await screen.findByText('Meera Iyer, Principal Data Scientist · Machine Learning, Data Science · 21 of 25 interns'),
    ).toBeInTheDocument();
    const table = await within(screen.getByRole('region', { name: 'Interns' })).findByRole('table');
    const first = (await within(table).findByText('Intern 1')).closest('tr')!;
    expect(within(first).getByText('intern1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Winter 2025')).toBeInTheDocument();
    expect(within(first).getByText('10 Dec 2025 – 20 Jan 2026')).toBeInTheDocument();
    expect(document.title).toBe('My interns — Career Portal');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('Intern 21')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /mentor/api/interns').at(-1)?.url.searchParams.get('page')).toBe('1'));
  });

  it('says when the profile is not set up and no intern is assigned yet', async () => {
    mockApi({
      'GET /mentor/api/me': () => json({ ...ME, name: null, title: null, specializations: [], internCount: 0 }),
      'GET /mentor/api/reviews': () => json(NO_REVIEWS),
      'GET /mentor/api/interns': () => json({ items: [], page: 0, size: 20, totalItems: 0, totalPages: 0 }),
    });
    renderApp('/mentor');
    expect(await screen.findByText(/Your mentor profile is not set up yet/)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Interns' })).findByText('No interns are assigned to you yet.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No report is waiting for your review.')).toBeInTheDocument();
  });

  it('offers Retry when the interns cannot be loaded', async () => {
    mockApi({
      'GET /mentor/api/me': () => json(ME),
      'GET /mentor/api/reviews': () => json(NO_REVIEWS),
      'GET /mentor/api/interns': () => json({ statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' }, 503),
    });
    renderApp('/mentor');
    expect(await screen.findByText('Failed to load interns.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
