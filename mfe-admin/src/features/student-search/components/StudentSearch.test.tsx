import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, resultsFound } from '@portal/domain/messages';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeCounts, makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { StudentRow } from '../api/search-students';

const student = (overrides: Partial<StudentRow>): StudentRow => makeStudentRow(overrides);

const search = () => screen.getByRole('region', { name: 'Student search' });
/** The search panel loads as its own chunk. */
const searchLoaded = () => screen.findByRole('region', { name: 'Student search' });

function serve(handlers: Record<string, ApiHandler>) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    ...handlers,
  });
}

describe('/admin student search', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an e-mail (or part of it) before searching', async () => {
    const api = serve({});
    const { user } = renderApp('/admin');
    await user.type(within(await searchLoaded()).getByLabelText('Search students by e-mail'), '   {Enter}');
    expect(await within(search()).findByText(MESSAGES.adminSearchRequired)).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/students')).toHaveLength(0);
  });

  it("finds students by part of the e-mail: 'N result(s) found.' with their ID and fee status", async () => {
    const api = serve({
      'GET /admin/api/students': () =>
        json([
          student({}),
          student({
            id: 'u2',
            email: 'ashwin@example.com',
            name: null,
            studentId: 'CP25-000124',
            feeVerified: true,
            feeVerifiedAt: '2025-11-23T09:00:00.000Z',
          }),
        ]),
      'GET /admin/api/id-proofs/statuses': () =>
        json([
          { userId: 'u1', status: 'VERIFIED' },
          { userId: 'u2', status: 'NOT_UPLOADED' },
        ]),
    });
    const { user } = renderApp('/admin');
    await user.type(within(await searchLoaded()).getByLabelText('Search students by e-mail'), 'ash{Enter}');
    expect(await within(search()).findByText(resultsFound(2))).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/students')[0]?.url.searchParams.get('query')).toBe('ash');
    expect(api.callsTo('GET /admin/api/id-proofs/statuses')[0]?.url.searchParams.get('userIds')).toBe('u1,u2');
    const first = within(search()).getByText('asha@example.com').closest('tr') as HTMLElement;
    for (const text of ['Asha Verma', 'CP25-000123', 'VERIFIED', 'Unverified']) expect(first).toHaveTextContent(text);
    const second = within(search()).getByText('ashwin@example.com').closest('tr') as HTMLElement;
    for (const text of ['CP25-000124', 'NOT UPLOADED', 'Verified']) expect(second).toHaveTextContent(text);
    // Each result leads to the student's page.
    expect(within(first).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', '/admin/students/u1');
    expect(within(second).getByRole('link', { name: 'ashwin@example.com' })).toHaveAttribute('href', '/admin/students/u2');
  });

  it('shows the results ten at a time, from the first page again after a new search', async () => {
    const many = Array.from({ length: 12 }, (_, i) => student({ id: `u${i}`, email: `asha${i}@example.com` }));
    serve({ 'GET /admin/api/students': () => json(many), 'GET /admin/api/id-proofs/statuses': () => json([]) });
    const { user } = renderApp('/admin');
    const input = within(await searchLoaded()).getByLabelText('Search students by e-mail');
    await user.type(input, 'asha{Enter}');
    expect(await within(search()).findByText(resultsFound(12))).toBeInTheDocument();
    const rows = () => search().querySelectorAll('tr.ant-table-row');
    expect(rows()).toHaveLength(10);
    await user.click(within(search()).getByTitle('2'));
    expect(rows()).toHaveLength(2);
    expect(within(search()).getByText('asha11@example.com')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    await waitFor(() => expect(within(search()).getByText('asha0@example.com')).toBeInTheDocument());
    expect(rows()).toHaveLength(10);
  });

  it("says '0 result(s) found.' when nobody matches", async () => {
    serve({ 'GET /admin/api/students': () => json([]) });
    const { user } = renderApp('/admin');
    await user.type(within(await searchLoaded()).getByLabelText('Search students by e-mail'), 'nobody{Enter}');
    expect(await within(search()).findByText(resultsFound(0))).toBeInTheDocument();
    expect(within(search()).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's text, else 'Failed to load students.'", async () => {
    const answers = [json({ message: 'Too many requests. Please try again in 5 seconds.' }, 429), new Response('', { status: 500 })];
    serve({ 'GET /admin/api/students': () => answers.shift() as Response });
    const { user } = renderApp('/admin');
    const input = within(await searchLoaded()).getByLabelText('Search students by e-mail');
    await user.type(input, 'a{Enter}');
    expect(await within(search()).findByText('Too many requests. Please try again in 5 seconds.')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    await waitFor(() => expect(within(search()).getByRole('alert')).toHaveTextContent(MESSAGES.studentsLoadFailed));
  });
});
