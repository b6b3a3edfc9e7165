import { getRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { login } from '../content/login-content';

/** Under the code step: where a code that does not arrive may be, and in development the mail inbox. */
export function CodeHelp() {
  const inboxUrl = getRuntimeConfig().inboxUrl;
  return (
    <>
      <p className="auth-hint">{login.hint}</p>
      {inboxUrl && (
        <p className="auth-hint">
          <a href={inboxUrl} target="_blank" rel="noreferrer">
            {login.devInbox}
          </a>
        </p>
      )}
    </>
  );
}
