/** Session calls shared by the header (logout) and the sign-in screen. */
import { useSession } from '@portal/shared-ui/session/session-store';
import { apiRequest } from '@portal/shared-ui/api/api-client';

/** Revokes the refresh token on the server (best effort) and forgets the session. */
export async function logout(): Promise<void> {
  const { refreshToken, clear } = useSession.getState();
  clear();
  if (!refreshToken) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: { refreshToken }, auth: false });
  } catch {
    // The tokens are already gone from this browser; a failed revoke must not block leaving.
  }
}
