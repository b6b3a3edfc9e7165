import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, erasedSessionMessage } from '@portal/domain/messages';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { LoginPage } from './LoginPage';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((body: Record<string, unknown>) => Reply);

/** Stubs fetch with one reply per "METHOD /path"; unknown routes answer 404. */
function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const { status = 200, body } = !handler ? { status: 404 } : typeof handler === 'function' ? handler(sent) : handler;
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === path);

const sentBody = (fetchMock: ReturnType<typeof mockApi>, path: string, i = 0) =>
  JSON.parse(String(calls(fetchMock, path)[i]?.[1]?.body)) as Record<string, unknown>;

const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };

const completeStudent = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha Nair',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  country: 'India',
  state: 'Kerala',
  studentId: 'CP25-00001',
  feeVerified: false,
  profileComplete: true,
};

/** Where the router went, query included. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/student-main/*" element={<p>Student area page</p>} />
        <Route path="/admin" element={<p>Admin home</p>} />
        <Route path="/ca" element={<p>CA home</p>} />
        <Route path="/onboarding" element={<p>Onboarding page</p>} />
        <Route path="/dashboard" element={<p>Student dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const emailField = () => screen.getByLabelText('Email');
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = '  Asha@Example.COM ') {
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.click(digit(1));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** Requests a code, enters `code` and lets POST /auth/otp/verify answer `reply`. */
async function verifyAnswering(reply: Reply, code = '123456') {
  const user = userEvent.setup();
  mockApi({ 'POST /auth/otp/send': { body: { ok: true } }, 'POST /auth/otp/verify': reply });
  renderLogin();
  await requestCode(user);
  await enterCode(user, code);
  return user;
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginPage — after a session ended', () => {
  it('says the session ended when it expired or was revoked, and says nothing after a sign-out', () => {
    useSession.getState().clear({ ended: MESSAGES.sessionExpired });
    const { unmount } = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.sessionExpired);
    unmount();
    useSession.getState().clear();
    renderLogin();
    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
  });

  it('says that the account was erased, not that the session expired, when that is why it ended', () => {
    const erased = erasedSessionMessage(new Date('2026-12-14T10:00:00Z'));
    useSession.getState().clear({ ended: erased });
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(erased);
    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
  });
});

describe('LoginPage — policies', () => {
  it('links the privacy, terms and refund pages', () => {
    renderLogin();
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(policies).getByRole('link', { name: 'Terms of the program' })).toHaveAttribute('href', '/terms');
    expect(within(policies).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  });
});

describe('LoginPage — e-mail step', () => {
  it('shows the SPEC message for an empty email and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.emailRequired);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailRequired));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address with a display name or a second mailbox before sending, as the API would', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderLogin();
    for (const disguised of ['x<victim@example.com>', '"victim"@example.com', 'a@example.com,b@example.com']) {
      await user.clear(emailField());
      await user.type(emailField(), disguised);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('announces the e-mail error in a live region while focus stays in the field', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderLogin();
    expect(document.title).toBe('Sign in — Career Portal');
    await user.type(emailField(), 'not-an-address{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.emailInvalid);
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription(new RegExp(MESSAGES.emailInvalid.replace('.', '\\.')));
  });

  it('suggests a mainstream mail provider', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByText(/Gmail, Outlook or Yahoo/)).toBeInTheDocument();
  });

  it('sends the trimmed, lowercased email without a bearer token and shows OTP sent.', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /auth/otp/send': { body: { ok: true } } });
    renderLogin();
    await requestCode(user);
    expect(sentBody(fetchMock, '/auth/otp/send')).toEqual({ email: 'asha@example.com' });
    const init = calls(fetchMock, '/auth/otp/send')[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.otpSent);
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(digit(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('shows the server message of a successful send (success flag)', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/otp/send': { body: { success: true, message: 'Code e-mailed.' } } });
    renderLogin();
    await requestCode(user);
    expect(screen.getByText('Code e-mailed.')).toBeInTheDocument();
  });

  it('shows the server error message when sending fails', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/otp/send': { status: 429, body: { message: 'Too many codes requested. Try again in a minute.' } } });
    renderLogin();
    await user.type(emailField(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested. Try again in a minute.');
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });

  it.each([
    ['an HTTP error without a message', { status: 500 }],
    ['a reply without ok or success', { body: { ok: false } }],
  ])('falls back to Failed to send OTP. on %s', async (_label, reply) => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/otp/send': reply });
    renderLogin();
    await user.type(emailField(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.otpSendFailed)).toBeInTheDocument();
  });

  it('shows Send OTP as busy, and ignores clicks, while the code is being sent', async () => {
    const user = userEvent.setup();
    let answer: (reply: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderLogin();
    await user.type(emailField(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const send = screen.getByRole('button', { name: 'Send OTP' });
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send).toBeDisabled();
    answer(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
  });
});

describe('LoginPage — code step', () => {
  it('asks for six digits before verifying', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /auth/otp/send': { body: { ok: true } } });
    renderLogin();
    await requestCode(user);
    await enterCode(user, '1234');
    expect(await screen.findByText(MESSAGES.otpRequired)).toBeInTheDocument();
    expect(calls(fetchMock, '/auth/otp/verify')).toHaveLength(0);
  });

  it.each([
    ['ADMIN', { ...completeStudent, role: 'ADMIN' }, false, 'Admin home'],
    ['CA', { ...completeStudent, role: 'CA', name: null, phone: null, profileComplete: false }, false, 'CA home'],
    ['a returning student with a complete profile', completeStudent, false, 'Student dashboard'],
    ['a new student', completeStudent, true, 'Onboarding page'],
    ['a student with an incomplete profile', { ...completeStudent, state: null, profileComplete: false }, false, 'Onboarding page'],
  ])('signs in %s and redirects', async (_label, me, isNew, landing) => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: { ...TOKENS, isNew } },
      'GET /me': { body: me },
    });
    renderLogin();
    await requestCode(user);
    await enterCode(user);
    expect(await screen.findByText(landing)).toBeInTheDocument();
    expect(sentBody(fetchMock, '/auth/otp/verify')).toEqual({ email: 'asha@example.com', otp: '123456', code: '123456' });
    const meCall = calls(fetchMock, '/me')[0];
    expect((meCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(useSession.getState()).toMatchObject(TOKENS);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it.each([
    ['a returning student', completeStudent, 'Student area page', '/student-main/billing'],
    [
      'a student with an incomplete profile, by way of onboarding',
      { ...completeStudent, state: null, profileComplete: false },
      'Onboarding page',
      '/onboarding?next=%2Fstudent-main%2Fbilling',
    ],
  ])('returns %s to the page that asked for the sign-in', async (_label, me, landing, location) => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: TOKENS },
      'GET /me': { body: me },
    });
    renderLogin('/login?next=%2Fstudent-main%2Fbilling');
    await requestCode(user);
    await enterCode(user);
    expect(await screen.findByText(landing)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(location);
  });

  it.each(['//evil.example/student-main', 'https://evil.example/', '/\\evil.example'])(
    'never leaves the portal for next=%s: the student goes home',
    async (next) => {
      const user = userEvent.setup();
      mockApi({
        'POST /auth/otp/send': { body: { ok: true } },
        'POST /auth/otp/verify': { body: TOKENS },
        'GET /me': { body: completeStudent },
      });
      renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await requestCode(user);
      await enterCode(user);
      expect(await screen.findByText('Student dashboard')).toBeInTheDocument();
    },
  );

  it('accepts newUser as the new-account flag and records an incomplete profile', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: { data: { ...TOKENS, newUser: true } } },
      'GET /me': { body: { data: { ...completeStudent, name: null, phone: null, country: null, state: null, profileComplete: false } } },
    });
    renderLogin();
    await requestCode(user);
    await enterCode(user);
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
    expect(useSession.getState().profileComplete).toBe(false);
  });

  it('records a complete profile in the session flag', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: TOKENS },
      'GET /me': { body: completeStudent },
    });
    renderLogin();
    await requestCode(user);
    await enterCode(user);
    await screen.findByText('Student dashboard');
    expect(useSession.getState().profileComplete).toBe(true);
  });

  it('shows the server message when verification fails', async () => {
    await verifyAnswering({ status: 400, body: { message: 'Invalid or expired code.' } });
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks a pasted code at once, clearing the error of the code before; an expired code says so', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const fetchMock = mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': () => {
        answers++;
        return answers === 1
          ? { status: 400, body: { message: 'This code has expired. Request a new one.' } }
          : { status: 400, body: { message: 'Invalid or expired code.' } };
      },
    });
    renderLogin();
    await requestCode(user);
    await user.click(digit(1));
    await user.paste('123456');
    expect(await screen.findByText('This code has expired. Request a new one.')).toBeInTheDocument();
    expect(calls(fetchMock, '/auth/otp/verify')).toHaveLength(1);
    await waitFor(() => expect(digit(1)).toBeEnabled());
    await user.click(digit(1));
    await user.paste('654 321');
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();
    expect(screen.queryByText('This code has expired. Request a new one.')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, '/auth/otp/verify', 1)).toMatchObject({ otp: '654321' });
  });

  it('after a wrong code empties the boxes, marks them invalid and returns focus to the first, which says why', async () => {
    const user = await verifyAnswering({ status: 400, body: { message: 'Invalid or expired code.' } }, '999999');
    await screen.findByText('Invalid or expired code.');
    await waitFor(() => expect(digit(1)).toHaveFocus());
    for (let n = 1; n <= 6; n++) {
      expect(digit(n)).toHaveValue('');
      expect(digit(n)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(digit(1)).toHaveAccessibleDescription(/^Invalid or expired code\./);
    await user.keyboard('1');
    expect(digit(1)).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the digits after a failure that is not about the code, with focus back on the boxes', async () => {
    await verifyAnswering({ status: 503 });
    expect(await screen.findByText(MESSAGES.verifyFailed)).toBeInTheDocument();
    await waitFor(() => expect(digit(1)).toHaveFocus());
    expect(digit(6)).toHaveValue('6');
    expect(digit(1)).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to Verification failed. without a server message', async () => {
    await verifyAnswering({ status: 500 });
    expect(await screen.findByText(MESSAGES.verifyFailed)).toBeInTheDocument();
  });

  it('reports missing tokens and stores nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: { accessToken: 'only-access', isNew: false } },
    });
    renderLogin();
    await requestCode(user);
    await enterCode(user);
    expect(await screen.findByText(MESSAGES.loginTokensMissing)).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
    expect(calls(fetchMock, '/me')).toHaveLength(0);
  });

  it('clears the new tokens when the user cannot be loaded', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/otp/send': { body: { ok: true } },
      'POST /auth/otp/verify': { body: TOKENS },
      'GET /me': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderLogin();
    await requestCode(user);
    await enterCode(user);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('goes back to the e-mail step with Use a different email', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/otp/send': { body: { ok: true } } });
    renderLogin();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(emailField()).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('offers Resend after a visible 60 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockApi({ 'POST /auth/otp/send': { body: { ok: true } } });
    renderLogin();
    await requestCode(user);
    expect(screen.getByRole('button', { name: /Resend OTP in 60s/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_500);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(calls(fetchMock, '/auth/otp/send')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /Resend OTP in 60s/ })).toBeDisabled();
  });
});

describe('LoginPage — already signed in', () => {
  it('offers Continue to dashboard and follows the role', async () => {
    const user = userEvent.setup();
    useSession.getState().setTokens(TOKENS);
    const fetchMock = mockApi({ 'GET /me': { body: { ...completeStudent, role: 'CA' } } });
    renderLogin();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    expect(await screen.findByText('CA home')).toBeInTheDocument();
    expect(calls(fetchMock, '/me')).toHaveLength(1);
  });

  it('continues to the page that asked for the sign-in', async () => {
    const user = userEvent.setup();
    useSession.getState().setTokens(TOKENS);
    mockApi({ 'GET /me': { body: completeStudent } });
    renderLogin('/login?next=%2Fstudent-main%2Fbilling');
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    expect(await screen.findByText('Student area page')).toBeInTheDocument();
  });

  it('lets the user sign in with a different account', async () => {
    const user = userEvent.setup();
    useSession.getState().setTokens(TOKENS);
    mockApi({ 'POST /auth/logout': { body: { ok: true } } });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
  });
});
