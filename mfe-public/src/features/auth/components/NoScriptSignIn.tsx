/**
 * /login for a browser that runs no JavaScript: the same two steps as a form the page server
 * answers (server/sign-in-form.ts), shown inside <noscript> in place of the page's own form. The
 * state, messages included, is the one the page server reached (`state`); the first visit is the
 * empty e-mail step. Its ids differ from the page's own form, which stays in the page, hidden.
 */
import { withReturnPath } from '@portal/domain/return-path';
import { LOGIN_ACTIONS, LOGIN_FIELDS, type LoginFormState } from '../../../lib/login-form';
import { login } from '../content/login-content';
import { AuthAlert } from './AuthAlert';
import { AuthButton } from './AuthButton';
import { CodeHelp } from './CodeHelp';
import { EmailAddress } from './EmailAddress';

const ids = {
  email: 'nojs-login-email',
  emailError: 'nojs-login-email-error',
  otp: 'nojs-login-otp',
  otpError: 'nojs-login-otp-error',
  otpHint: 'nojs-login-otp-hint',
  serverError: 'nojs-login-server-error',
  hint: 'nojs-login-hint',
};

/** A field's own problem, announced as the page opens with it. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="auth-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

const describedBy = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

function EmailForm({ state, action }: { state: LoginFormState; action: string }) {
  return (
    <form className="auth-form" method="post" action={action} noValidate>
      <p className="auth-intro">{login.emailIntro}</p>
      <div className="auth-field">
        <label htmlFor={ids.email} className="auth-field__label">
          {login.emailLabel}
        </label>
        <input
          id={ids.email}
          name={LOGIN_FIELDS.email}
          className={`auth-input${state.emailError ? ' auth-input--invalid' : ''}`}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={login.emailPlaceholder}
          defaultValue={state.email}
          aria-invalid={state.emailError ? true : undefined}
          aria-describedby={describedBy(state.emailError && ids.emailError, state.serverError && ids.serverError, ids.hint)}
        />
        <FieldError id={ids.emailError} message={state.emailError} />
      </div>
      {state.serverError && <AuthAlert id={ids.serverError} type="error" title={state.serverError} />}
      <AuthButton type="submit" name={LOGIN_FIELDS.action} value={LOGIN_ACTIONS.send} variant="primary" block>
        {login.send}
      </AuthButton>
      <p id={ids.hint} className="auth-hint">
        {login.hint}
      </p>
    </form>
  );
}

function CodeForm({ state, action }: { state: LoginFormState; action: string }) {
  const invalid = !!state.otpError || !!state.serverError;
  return (
    <form className="auth-form" method="post" action={action} noValidate>
      {state.notice && <AuthAlert type="success" title={state.notice} />}
      <p className="auth-intro">
        {login.otpIntro} <EmailAddress email={state.email} />.
      </p>
      {/* The address the code was sent to goes back with the code, in the form's body. */}
      <input type="hidden" name={LOGIN_FIELDS.email} value={state.email} />
      <div className="auth-field">
        <label htmlFor={ids.otp} className="auth-field__label">
          {login.otpLabel}
        </label>
        <input
          id={ids.otp}
          name={LOGIN_FIELDS.otp}
          className={`auth-input auth-input--code${invalid ? ' auth-input--invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          defaultValue={state.otp ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(state.otpError && ids.otpError, state.serverError && ids.serverError, ids.otpHint)}
        />
        <FieldError id={ids.otpError} message={state.otpError} />
      </div>
      <p id={ids.otpHint} className="auth-hint auth-hint--tight">
        {login.validity}
      </p>
      {state.serverError && <AuthAlert id={ids.serverError} type="error" title={state.serverError} />}
      {/* The first button is the one Enter presses. */}
      <AuthButton type="submit" name={LOGIN_FIELDS.action} value={LOGIN_ACTIONS.verify} variant="primary" block>
        {login.verify}
      </AuthButton>
      <div className="auth-links">
        <AuthButton type="submit" name={LOGIN_FIELDS.action} value={LOGIN_ACTIONS.resend} variant="link">
          {login.resend}
        </AuthButton>
        <AuthButton type="submit" name={LOGIN_FIELDS.action} value={LOGIN_ACTIONS.change} variant="link">
          {login.changeEmail}
        </AuthButton>
      </div>
      <CodeHelp />
    </form>
  );
}

/** `next`: the page that asked for the sign-in, carried in the form's address as the page's own form carries it. */
export function NoScriptSignIn({ state, next }: { state: LoginFormState | undefined; next: string | null }) {
  const action = withReturnPath('/login', next);
  const current = state ?? { step: 'email', email: '' };
  return current.step === 'otp' ? <CodeForm state={current} action={action} /> : <EmailForm state={current} action={action} />;
}
