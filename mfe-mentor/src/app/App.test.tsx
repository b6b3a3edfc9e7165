import { screen } from '@testing-library/react';
import { json, mockApi, signIn } from '../../../tools/test-support/api-mock';
import { renderApp } from '../testing/render-app';

describe('mfe_mentor App routes', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/mentor/anything-new', '/elsewhere'])('shows its own not-found page, with the way back to /mentor, at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor page not found' })).toBeInTheDocument();
    expect(screen.getByText(`There is no page of the mentor area at ${path}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← My interns' })).toHaveAttribute('href', '/mentor');
    expect(document.title).toBe('Mentor page not found — Career Portal');
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('serves the home at /mentor', async () => {
    mockApi({
      'GET /mentor/api/me': () =>
        json({ id: 'm1', email: 'm@x.in', name: null, title: null, specializations: [], internCount: 0, cap: 15 }),
      'GET /mentor/api/interns': () => json({ items: [], page: 0, size: 20, totalItems: 0, totalPages: 0 }),
    });
    renderApp('/mentor');
    expect(await screen.findByRole('heading', { level: 1, name: 'My interns' })).toBeInTheDocument();
  });
});
