import { screen, waitFor } from '@testing-library/react';
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

  it('sends any other path to /dashboard', async () => {
    renderApp('/somewhere-else');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
  });

  it('renders no header of its own (the shell does)', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(document.querySelector('header')).toBeNull();
  });
});
