import { screen } from '@testing-library/react';
import { signIn } from '../../../tools/test-support/api-mock';
import { renderApp } from '../testing/render-app';

describe('mfe_ca App routes', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/ca/anything-new', '/elsewhere'])('shows its own not-found page, with the way back to /ca, at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'CA page not found' })).toBeInTheDocument();
    expect(screen.getByText(`There is no page of the CA area at ${path}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Invoice dashboard' })).toHaveAttribute('href', '/ca');
    expect(document.title).toBe('CA page not found — Career Portal');
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
