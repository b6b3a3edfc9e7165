import { screen } from '@testing-library/react';
import { json, signIn } from '../../../tools/test-support/api-mock';
import { BATCH_QUERY, COHORT, makeGrid } from '../features/training/testing/training-fixtures';
import { adminHomeApi } from '../testing/admin-home-api';
import { currentLocation, renderApp } from '../testing/render-app';

describe('mfe_admin App routes', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/admin/anything-new', '/admin/students/u1/x', '/elsewhere'])(
    'shows its own not-found page, in the admin layout, at %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin page not found' })).toBeInTheDocument();
      expect(screen.getByText(`There is no admin page at ${path}.`)).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← Admin dashboard' })).toHaveAttribute('href', '/admin');
      expect(document.title).toBe('Admin page not found — Career Portal');
      expect(currentLocation()).toBe(path);
    },
  );

  it('asks for the attendance grid of the batch in the address as its route matches, one request for the page too', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      'GET /admin/api/training/attendance': () => json(makeGrid()),
    });
    renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    expect(api.callsTo('GET /admin/api/training/attendance')).toHaveLength(1);
    expect(await screen.findByRole('grid', { name: 'Attendance: students by sessions' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/api/training/attendance')).toHaveLength(1);
  });
});
