import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@portal/domain/messages';
import { logout } from '@portal/shared-ui/api/auth';
import { useSession } from '@portal/shared-ui/session/session-store';
import { SignInError } from '../api/auth-api';
import { destinationForSession } from '../api/complete-sign-in';
import { login } from '../content/login-content';
import { AuthAlert } from './AuthAlert';
import { AuthButton } from './AuthButton';

/** /login opened while a token is held: continue (to `next`, the page that asked, when given) rather than sign in again. */
export function SignedInNotice({ next, onSignInAgain }: { next: string | null; onSignInAgain(message?: string): void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onContinue() {
    setBusy(true);
    setError(null);
    try {
      void navigate(await destinationForSession({ next }), { replace: true });
    } catch (err) {
      const message = err instanceof SignInError ? err.message : MESSAGES.profileLoadFailed;
      // The API client clears a session it could not refresh: then only signing in again helps.
      if (!useSession.getState().accessToken) {
        onSignInAgain(message);
        return;
      }
      setBusy(false);
      setError(message);
    }
  }

  async function onSwitch() {
    setBusy(true);
    await logout();
    onSignInAgain();
  }

  return (
    <div className="auth-form">
      <AuthAlert type="info" title={login.signedInTitle} description={login.signedInText} />
      {error && <AuthAlert type="error" title={error} />}
      <AuthButton variant="primary" block loading={busy} onClick={onContinue}>
        {login.continue}
      </AuthButton>
      <AuthButton block onClick={onSwitch} disabled={busy}>
        {login.switchAccount}
      </AuthButton>
    </div>
  );
}
