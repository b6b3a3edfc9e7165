/** Session calls shared by the header (logout) and the sign-in screen. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { useSession } from '@portal/shared-ui/session/session-store';

const REVOKE_TIMEOUT_MS = 3000;

/** Revokes the refresh token on the server (best effort, bounded in time), then forgets the session. */
export async function logout(): Promise<void> {
  const { refreshToken } = useSession.getState();
  if (refreshToken) {
    try {
      await apiRequest('/auth/logout', {
        method: 'POST',
        body: { refreshToken },
        auth: false,
        signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
      });
    } catch {
      // A failed or slow revoke must not keep the person signed in on this browser.
    }
  }
  useSession.getState().clear();
}
