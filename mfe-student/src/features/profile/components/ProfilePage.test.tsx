import { screen, waitFor, within } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import type { Me } from '@portal/shared-ui/api/me';
import { deferred, json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { chooseOption, currentPath, renderApp } from '../../../testing/render-app';

function setup(
  me: Me = makeMe(),
  put: (body: unknown) => Response | Promise<Response> = (body) => json({ ...me, ...(body as object), profileComplete: true }),
) {
  const api = mockApi({ 'GET /me': () => json(me), 'PUT /me': (call) => put(call.body) });
  return { ...renderApp('/profile'), api };
}

const save = () => screen.getByRole('button', { name: 'Save Profile' });

describe('/profile', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Student ID and email read-only next to the editable fields', async () => {
    setup();
    const studentId = await screen.findByLabelText('Student ID');
    expect(studentId).toHaveValue('CP25-000123');
    expect(studentId).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Full name')).toBeEnabled();
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 9876543210');
    expect(screen.queryByRole('link', { name: 'Finish Profile' })).not.toBeInTheDocument();
  });

  it("shows 'Saving…' while saving, then 'Profile updated successfully.'", async () => {
    const pending = deferred<Response>();
    const { user, api } = setup(makeMe(), () => pending.promise);
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Asha K Verma');
    await user.click(save());
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(api.callsTo('PUT /me')[0]?.body).toEqual({
      name: 'Asha K Verma',
      phone: '+91 9876543210',
      country: 'India',
      state: 'Karnataka',
    });
    pending.resolve(json(makeMe({ name: 'Asha K Verma' })));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(currentPath()).toBe('/profile');
  });

  it("shows the server's text, else 'Update failed.'", async () => {
    let answer = json({ message: 'Profile is locked after ID verification.' }, 409);
    const { user } = setup(makeMe(), () => answer);
    await screen.findByLabelText('Full name');
    await user.click(save());
    expect(await screen.findByText('Profile is locked after ID verification.')).toBeInTheDocument();
    answer = new Response('', { status: 500 });
    await user.click(save());
    expect(await screen.findByText(MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('locks name, country and state once the ID is verified, quoting the Student ID', async () => {
    const { user, api } = setup(makeMe({ idVerified: true }));
    expect(await screen.findByLabelText('Full name')).toBeDisabled();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByLabelText('State')).toBeDisabled();
    // Locked, not faded: the value stays in the page's ink (AA contrast), unlike antd's disabled grey.
    for (const label of ['Full name', 'Country', 'State']) expect(screen.getByLabelText(label)).toHaveStyle({ color: 'rgb(31, 41, 55)' });
    expect(screen.getByLabelText('Phone')).toBeEnabled();
    expect(
      screen.getByText(
        `Name, country and state are locked after ID verification. To change them, contact ${SUPPORT_EMAIL} with your Student ID CP25-000123.`,
      ),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9123456789');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT /me')[0]?.body).toEqual({ name: 'Asha Verma', phone: '+91 9123456789', country: 'India', state: 'Karnataka' });
  });

  it('alerts which required fields are missing and leads to /onboarding', async () => {
    const { user } = setup(makeMe({ phone: null, state: null, profileComplete: false }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile is incomplete. Missing: State, Phone.');
    await user.click(within(alert).getByRole('link', { name: 'Finish Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
  });

  it('drops the missing-fields alert once the profile is saved complete', async () => {
    const { user } = setup(makeMe({ phone: null, profileComplete: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing: Phone.');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Finish Profile' })).not.toBeInTheDocument());
  });

  it('validates with the same SPEC messages as onboarding', async () => {
    const { user, api } = setup();
    await user.clear(await screen.findByLabelText('Full name'));
    await user.click(screen.getByLabelText('Country'));
    await user.click(save());
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    await chooseOption(user, 'Country', 'Nepal');
    expect(screen.getByLabelText('Phone')).toHaveValue('+977 9876543210');
    expect(screen.getByLabelText('State / Region (optional)')).toBeInTheDocument();
    expect(api.callsTo('PUT /me')).toHaveLength(0);
  });

  it("goes back to /dashboard with 'Back to Dashboard' until the ID is verified", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("goes back to /student-main with 'Back to Dashboard' once the ID is verified", async () => {
    const { user } = setup(makeMe({ idVerified: true }));
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/student-main'));
  });

  it("shows 'Failed to load your profile.' with a Retry", async () => {
    let attempts = 0;
    mockApi({ 'GET /me': () => (++attempts === 1 ? json({ message: 'Service unavailable' }, 503) : json(makeMe())) });
    const { user } = renderApp('/profile');
    expect(await screen.findByText(MESSAGES.yourProfileLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Student ID')).toHaveValue('CP25-000123');
  });
});
