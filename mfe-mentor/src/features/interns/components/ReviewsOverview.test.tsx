import { screen, waitFor, within } from '@testing-library/react';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import { json, mockApi, signIn } from '../../../../../tools/test-support/api-mock';
import { mentorView } from '../../../testing/mentor-fixture';
import { renderApp } from '../../../testing/render-app';

const ME = mentorView({ internCount: 2 });

const internRow = (n: number, states: MentorReviewsView['interns'][number]['states']) => ({
  internId: `i${n}`,
  name: `Intern ${n}`,
  email: `intern${n}@example.com`,
  specialization: 'Data Science',
  startDate: '2025-12-01',
  durationWeeks: states.length,
  states,
  evaluated: false,
});

const REVIEWS: MentorReviewsView = {
  queue: [
    { reportId: 'r1', internId: 'i1', internName: 'Intern 1', week: 1, submittedAt: '2025-12-07T10:00:00.000Z', late: false },
    { reportId: 'r2', internId: 'i2', internName: 'Intern 2', week: 2, submittedAt: '2025-12-15T10:00:00.000Z', late: true },
  ],
  overdue: [{ internId: 'i2', internName: 'Intern 2', week: 3, dueAt: '2025-12-21T18:29:00.000Z' }],
  interns: [
    internRow(1, ['SUBMITTED', 'UPCOMING', 'UPCOMING', 'UPCOMING']),
    internRow(2, ['ACCEPTED', 'LATE', 'MISSING', 'CHANGES_REQUESTED', 'WAIVED', 'UPCOMING']),
  ],
  page: 0,
  size: 20,
  totalItems: 21,
  totalPages: 2,
};

describe('/mentor review queue and week states', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  function mockHome(reviews: Parameters<typeof mockApi>[0][string]) {
    return mockApi({
      'GET /mentor/api/me': () => json(ME),
      'GET /mentor/api/interns': () => json({ items: [], page: 0, size: 20, totalItems: 0, totalPages: 0 }),
      'GET /mentor/api/reviews': reviews,
    });
  }

  it('lists the unreviewed reports oldest first, each linking to the intern, before the overdue interns and the week states', async () => {
    mockHome(() => json(REVIEWS));
    renderApp('/mentor');
    const queue = await screen.findByRole('region', { name: 'Reports to review (2)' });
    const links = within(queue).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Intern 1, week 1', 'Intern 2, week 2']);
    expect(links[0]).toHaveAttribute('href', '/mentor/interns/i1#week-1');
    expect(within(queue).getByText('Late')).toBeInTheDocument();

    const overdue = screen.getByRole('region', { name: 'Overdue reports' });
    expect(within(overdue).getByText('Overdue reports (1)')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'Intern 2, week 3' })).toHaveAttribute('href', '/mentor/interns/i2#week-3');

    const states = within(screen.getByRole('region', { name: 'Week states' }));
    const row2 = states.getByRole('link', { name: 'Intern 2' }).closest('tr')!;
    expect(within(row2).getByText('Overdue')).toBeInTheDocument();
    const weeks = within(within(row2).getByRole('list', { name: 'Weeks of Intern 2' })).getAllByRole('listitem');
    expect(weeks.map((w) => w.textContent)).toEqual([
      'W1: Accepted',
      'W2: Submitted late',
      'W3: Missing',
      'W4: Changes asked',
      'W5: Waived',
      'W6: Not started',
    ]);
    const row1 = states.getByRole('link', { name: 'Intern 1' }).closest('tr')!;
    expect(within(row1).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('pages the week states as the API pages them', async () => {
    const api = mockHome(({ url }) => json({ ...REVIEWS, page: Number(url.searchParams.get('page')) }));
    const { user } = renderApp('/mentor');
    const states = await screen.findByRole('region', { name: 'Week states' });
    await user.click(await within(states).findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(api.callsTo('GET /mentor/api/reviews').at(-1)?.url.searchParams.get('page')).toBe('1'));
  });

  it('offers Retry with the server message when the queue cannot be loaded', async () => {
    mockHome(() => json({ statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' }, 503));
    renderApp('/mentor');
    expect(await screen.findByText('Failed to load the reports to review.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Try again shortly.')).toBeInTheDocument();
  });
});
