import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { useSession } from '@portal/shared-ui/session/session-store';
import { deferred, json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { chooseOption, currentPath, renderApp } from '../../../testing/render-app';

const newUser = makeMe({ name: null, phone: null, country: null, countryName: null, countryCode: null, state: null });

function setup(
  me = newUser,
  put: (body: unknown) => Response | Promise<Response> = (body) => json({ ...me, ...(body as object) }),
  path = '/onboarding',
) {
  const api = mockApi({
    'GET /me': () => json(me),
    'PUT /me': (call) => put(call.body),
  });
  const view = renderApp(path);
  return { ...view, api };
}

const save = () => screen.getByRole('button', { name: 'Save Profile' });

describe('/onboarding', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the student and explains the name and state rules', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: "Let's set up your profile" })).toBeInTheDocument();
    expect(screen.getByText(/exactly as it appears on your government ID/)).toBeInTheDocument();
    expect(screen.getByText(/state is needed for GST billing/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByText('As on your government ID')).toBeInTheDocument();
  });

  it('prefills the form from GET /me (with the t query)', async () => {
    const { api } = setup(makeMe());
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 9876543210');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    expect(api.callsTo('GET /me')[0]?.url.searchParams.get('t')).toMatch(/^\d+$/);
  });

  it('shows the SPEC messages for a missing name, country and phone on submit', async () => {
    const { user, api } = setup();
    await screen.findByLabelText('Full name');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    // The native country select gets the form item's error state and description like antd's fields.
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(MESSAGES.countryRequired);
    expect(api.callsTo('PUT /me')).toHaveLength(0);
  });

  it('requires the state for India and checks the phone format', async () => {
    const { user, api } = setup();
    await screen.findByLabelText('Full name');
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await chooseOption(user, 'Country', 'India');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 ');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();

    // "+91 123" has five digits: fewer than the seven SPEC §5 asks for.
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.tab();
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.phoneRequired)).not.toBeInTheDocument());
    expect(api.callsTo('PUT /me')).toHaveLength(0);
  });

  it('focuses the first field with an error, so the phone can be fixed by typing on', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Full name'), 'Asha Rao');
    await chooseOption(user, 'Country', 'India');
    await chooseOption(user, 'State', 'Karnataka');
    await user.click(screen.getByLabelText('Phone'));
    await user.keyboard('98');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    await user.keyboard('abc76543210');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 9876543210');
    await user.click(save());
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('validates a field when it loses focus', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Full name'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'A');
    await waitFor(() => expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument());
  });

  it("offers 'State / Region (optional)' outside India, clears the state and sends it as null", async () => {
    const { user, api } = setup(makeMe({ state: 'Karnataka', country: 'India' }));
    await screen.findByLabelText('Full name');
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    await chooseOption(user, 'Country', 'United States');
    const region = screen.getByLabelText('State / Region (optional)');
    expect(region).toHaveValue('');
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 9876543210');
    // An Indian mobile's digits are no United States number: the student types theirs.
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '2015550123');
    await user.type(region, 'California');
    await user.click(save());
    await waitFor(() => expect(api.callsTo('PUT /me')).toHaveLength(1));
    expect(api.callsTo('PUT /me')[0]?.body).toEqual({
      name: 'Asha Verma',
      phone: '+1 2015550123',
      country: 'United States',
      state: null,
    });
  });

  it("saves, says 'Profile saved.', sets the profileComplete flag and goes to /dashboard", async () => {
    const { user, api } = setup();
    await user.type(await screen.findByLabelText('Full name'), '  Asha   Verma ');
    await chooseOption(user, 'Country', 'India');
    await chooseOption(user, 'State', 'Karnataka');
    await user.type(screen.getByLabelText('Phone'), '98765 43210');
    expect(useSession.getState().profileComplete).toBe(false);
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT /me')[0]?.body).toEqual({ name: 'Asha Verma', phone: '+91 9876543210', country: 'India', state: 'Karnataka' });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(useSession.getState().profileComplete).toBe(true);
    expect(localStorage.getItem('profileComplete')).toBe('true');
  });

  it.each([
    ['/student-main/billing', '/student-main/billing'],
    ['//evil.example/x', '/dashboard'],
  ])(
    'after the save goes on to next=%s, the page that asked for the sign-in, when it is a path of the portal (%s)',
    async (next, landing) => {
      const { user } = setup(newUser, undefined, `/onboarding?next=${encodeURIComponent(next)}`);
      await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
      await chooseOption(user, 'Country', 'India');
      await chooseOption(user, 'State', 'Karnataka');
      await user.type(screen.getByLabelText('Phone'), '98765 43210');
      await user.click(save());
      await waitFor(() => expect(currentPath()).toBe(landing));
    },
  );

  it("shows 'Saving…' while the save is under way", async () => {
    const pending = deferred<Response>();
    const { user } = setup(makeMe(), () => pending.promise);
    await screen.findByLabelText('Full name');
    await user.click(save());
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    pending.resolve(json(makeMe()));
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    const { user } = setup(makeMe(), () =>
      json({ statusCode: 409, error: 'Conflict', message: 'Name, country and state are locked.' }, 409),
    );
    await screen.findByLabelText('Full name');
    await user.click(save());
    expect(await screen.findByText('Name, country and state are locked.')).toBeInTheDocument();
    expect(currentPath()).toBe('/onboarding');
    expect(useSession.getState().profileComplete).toBe(false);
  });

  it("falls back to 'Failed to save.' when the server gives no text", async () => {
    const { user } = setup(makeMe(), () => new Response('', { status: 500 }));
    await screen.findByLabelText('Full name');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('puts the server field errors under their fields', async () => {
    const { user } = setup(makeMe(), () =>
      json({ statusCode: 400, message: MESSAGES.phoneInvalid, errors: { phone: MESSAGES.phoneInvalid } }, 400),
    );
    await screen.findByLabelText('Full name');
    await user.click(save());
    await waitFor(() => expect(screen.getAllByText(MESSAGES.phoneInvalid).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps name, country and state locked for a verified ID and offers Back to Dashboard when complete', async () => {
    const { user } = setup(makeMe({ idVerified: true }));
    expect(await screen.findByLabelText('Full name')).toBeDisabled();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByText(/locked after ID verification.*CP25-000123/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("shows 'Failed to load profile.' with a Retry", async () => {
    let attempts = 0;
    mockApi({ 'GET /me': () => (++attempts === 1 ? new Response('', { status: 503 }) : json(makeMe())) });
    const { user } = renderApp('/onboarding');
    expect(await screen.findByText(MESSAGES.profileLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Verma');
  });
});
