/**
 * /login's form sent without JavaScript: the same steps, API calls, messages and destination as the
 * page's code (features/auth/components/LoginPage.tsx), worked out on the page server. The e-mail
 * step sends the code (POST /auth/otp/send); the code step verifies it (POST /auth/otp/verify),
 * loads the user (GET /me) and sends the visitor where a sign-in with JavaScript lands, handing the
 * session over in a cookie (shared-ui session-handoff.ts). Anything else renders /login again in
 * the state reached, with the message the page's code would show.
 */
import { MESSAGES } from '@portal/domain/messages';
import { returnPathOf } from '@portal/domain/return-path';
import { normalizeEmail, validateEmail, validateOtp } from '@portal/domain/validation';
import { ApiError, errorMessageFrom, messageOf } from '@portal/shared-ui/api/api-client';
import type { Me } from '@portal/shared-ui/api/me';
import { sessionHandoffCookie } from '@portal/shared-ui/session/session-handoff';
import { LOGIN_ACTIONS, LOGIN_FIELDS, type LoginFormState } from '../lib/login-form';
import { postLoginPath } from '../features/auth/lib/post-login-path';
import type { ApiAnswer } from './render-page';

/** A call to the API for the visitor (never cached): a JSON body, and the visitor's access token once there is one. */
export type ApiSend = (method: 'GET' | 'POST', path: string, options?: { body?: unknown; accessToken?: string }) => Promise<ApiAnswer>;

export type SignInOutcome = { state: LoginFormState; status: number } | { redirect: string; setCookie: string };

/** The message the page's code shows for a failed call (api-client's messageOf), else `fallback`. */
function failureMessage(answer: ApiAnswer, fallback: string): string {
  if (!answer) return fallback;
  return messageOf(new ApiError(errorMessageFrom(answer.body, answer.status), answer.status), fallback);
}

const failureStatus = (answer: ApiAnswer) => (answer && answer.status >= 400 ? answer.status : 502);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function sendCode(email: string, step: LoginFormState['step'], send: ApiSend): Promise<SignInOutcome> {
  const answer = await send('POST', '/auth/otp/send', { body: { email } });
  const body = answer?.body as { ok?: boolean; message?: string } | undefined;
  if (answer?.status === 200 && body?.ok === true) {
    return { state: { step: 'otp', email, notice: text(body.message) || MESSAGES.otpSent }, status: 200 };
  }
  return { state: { step, email, serverError: failureMessage(answer, MESSAGES.otpSendFailed) }, status: failureStatus(answer) };
}

async function verifyCode(email: string, code: string, next: string | null, secure: boolean, send: ApiSend): Promise<SignInOutcome> {
  const verified = await send('POST', '/auth/otp/verify', { body: { email, otp: code, code } });
  if (verified?.status !== 200) {
    // A refused code is emptied, as the page's code empties its boxes.
    const rejected = verified?.status === 400;
    const state: LoginFormState = {
      step: 'otp',
      email,
      otp: rejected ? '' : code,
      serverError: failureMessage(verified, MESSAGES.verifyFailed),
    };
    return { state, status: failureStatus(verified) };
  }
  const tokens = verified.body as { accessToken?: unknown; refreshToken?: unknown; isNew?: unknown; newUser?: unknown };
  const accessToken = text(tokens.accessToken);
  const refreshToken = text(tokens.refreshToken);
  if (!accessToken || !refreshToken) return { state: { step: 'otp', email, serverError: MESSAGES.loginTokensMissing }, status: 502 };
  const me = await send('GET', `/me?t=${Date.now()}`, { accessToken });
  if (me?.status !== 200)
    return { state: { step: 'otp', email, serverError: failureMessage(me, MESSAGES.profileLoadFailed) }, status: failureStatus(me) };
  const { role, profileComplete } = me.body as Me;
  const isNew = tokens.isNew === true || tokens.newUser === true;
  return {
    redirect: postLoginPath({ role, isNew, profileComplete, next }),
    setCookie: sessionHandoffCookie({ accessToken, refreshToken, profileComplete }, { secure }),
  };
}

/**
 * @param form the fields sent (application/x-www-form-urlencoded)
 * @param search the query of the form's address (`?next=` carries the page that asked for the sign-in)
 * @param secure the site is served over https (the session's cookie is Secure)
 */
export async function submitSignIn(
  form: URLSearchParams,
  { search, secure, send }: { search: string; secure: boolean; send: ApiSend },
): Promise<SignInOutcome> {
  const action = form.get(LOGIN_FIELDS.action) ?? LOGIN_ACTIONS.send;
  const typed = form.get(LOGIN_FIELDS.email) ?? '';
  // Use a different email: the e-mail step again, with the address to mend.
  if (action === LOGIN_ACTIONS.change) return { state: { step: 'email', email: typed }, status: 200 };
  const emailProblem = validateEmail(typed);
  if (emailProblem) return { state: { step: 'email', email: typed, emailError: emailProblem }, status: 400 };
  const email = normalizeEmail(typed);
  if (action === LOGIN_ACTIONS.resend) return sendCode(email, 'otp', send);
  if (action !== LOGIN_ACTIONS.verify) return sendCode(email, 'email', send);
  const code = text(form.get(LOGIN_FIELDS.otp)).replace(/\s/g, '');
  const otpProblem = validateOtp(code);
  if (otpProblem) return { state: { step: 'otp', email, otp: code, otpError: otpProblem }, status: 400 };
  return verifyCode(email, code, returnPathOf(search), secure, send);
}
