/** After a verified code: store the tokens, load the user, remember the profile flag, pick the route. */
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { fetchMe, type Me } from '@portal/shared-ui/api/me';
import { useSession } from '@portal/shared-ui/session/session-store';
import { postLoginPath } from '../lib/post-login-path';
import { SignInError, type VerifiedSession } from './auth-api';

/** Loads GET /me for the stored tokens and returns where the user goes: `next`, the page that asked for the sign-in, or their home. */
export async function destinationForSession({ isNew = false, next }: { isNew?: boolean; next?: string | null } = {}): Promise<string> {
  let me: Me;
  try {
    me = await fetchMe();
  } catch (err) {
    throw new SignInError(messageOf(err, MESSAGES.profileLoadFailed));
  }
  // The server's verdict on the profile (GET /me), never worked out again here.
  const { profileComplete } = me;
  useSession.getState().setProfileComplete(profileComplete);
  return postLoginPath({ role: me.role, isNew, profileComplete, next });
}

/** SPEC §4: tokens are stored, the current user is loaded, then the redirect is chosen by role. */
export async function completeSignIn(verified: VerifiedSession, next?: string | null): Promise<string> {
  const session = useSession.getState();
  session.setTokens({ accessToken: verified.accessToken, refreshToken: verified.refreshToken });
  try {
    return await destinationForSession({ isNew: verified.isNew, next });
  } catch (err) {
    // SPEC §2: an error while loading the current user clears the tokens.
    session.clear();
    throw err;
  }
}
