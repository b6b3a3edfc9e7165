import { useRef } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration';
import { login } from '../content/login-content';
import { AuthAlert } from './AuthAlert';
import { AuthButton } from './AuthButton';

export interface EmailStepProps {
  email: string;
  onEmailChange(email: string): void;
  error: string | null;
  serverError: string | null;
  sending: boolean;
  onSubmit(): void;
}

/** Step 1: the e-mail address and Send OTP. */
export function EmailStep({ email, onEmailChange, error, serverError, sending, onSubmit }: EmailStepProps) {
  // Sent by the page's code. Until it runs (a page rendered on the server) the address can be typed
  // and is kept; the button is marked disabled (looking as it will), and the browser never sends the
  // form itself (method="dialog" outside a dialog submits nowhere), so Enter or a click in that
  // moment does not reload the page and lose what was typed.
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, email, onEmailChange);
  return (
    <form
      className="auth-form"
      method="dialog"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p className="auth-intro">{login.emailIntro}</p>
      <div className="auth-field">
        <label htmlFor="login-email" className="auth-field__label">
          {login.emailLabel}
        </label>
        <input
          id="login-email"
          className={`auth-input${error ? ' auth-input--invalid' : ''}`}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one task: the address field takes focus as the page opens
          autoFocus
          placeholder={login.emailPlaceholder}
          ref={field}
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-email-error login-hint' : 'login-hint'}
        />
        {/* role="alert": announced as it appears, while focus stays in the field. */}
        {error && (
          <p id="login-email-error" className="auth-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {serverError && <AuthAlert type="error" title={serverError} />}
      <AuthButton type="submit" variant="primary" block loading={sending} aria-disabled={!hydrated || undefined}>
        {login.send}
      </AuthButton>
      <p id="login-hint" className="auth-hint">
        {login.hint}
      </p>
    </form>
  );
}
