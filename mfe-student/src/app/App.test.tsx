import { screen } from '@testing-library/react';
import { json, makeMe, mockApi, signIn } from '../testing/api-mock';
import { makeJourney } from '../testing/fixtures';
import { currentPath, renderApp } from '../testing/render-app';

describe('mfe_student App routes', () => {
  beforeEach(() => {
    signIn();
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/journey': () => json(makeJourney()),
      'GET /student/invoices': () => json([]),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/onboarding', "Let's set up your profile"],
    ['/profile', 'Your profile'],
    ['/dashboard', 'Welcome, Asha Verma'],
    ['/student', 'Welcome, Asha Verma'],
    ['/student-main', 'Welcome, Asha Verma'],
    ['/student-main/pay', 'Pay Fee'],
    ['/student-main/billing', 'Fee Bill'],
    ['/student-main/offer-letter/sign', 'Your Signature'],
  ])('%s shows "%s"', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/somewhere-else', '/dashboard/x'])('shows its own not-found page, with the way back to /dashboard, at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Page not found' })).toHaveTextContent(`There is no page of your student area at ${path}.`);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Page not found — Career Portal');
    expect(currentPath()).toBe(path);
  });

  it("says an unknown section of /student-main is unknown, inside the dashboard's frame", async () => {
    renderApp('/student-main/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown section.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Main Dashboard/ })).toHaveAttribute('href', '/student-main');
  });

  it('renders no header of its own (the shell does)', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(document.querySelector('header')).toBeNull();
  });
});
