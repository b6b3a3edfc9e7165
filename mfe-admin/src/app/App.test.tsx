import { screen } from '@testing-library/react';
import { signIn } from '../../../tools/test-support/api-mock';
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
});
