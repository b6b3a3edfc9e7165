/** The profile calls of SPEC §7 for every front end. */
import type { Profile } from '@portal/domain/views/profile';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { useSession } from '@portal/shared-ui/session/session-store';

/**
 * The user as a screen receives it: the fields every screen relies on, the rest optional,
 * because SPEC §7 lets a server leave fields out (the client tolerates older servers).
 */
export type Me = Pick<Profile, 'id' | 'role' | 'name' | 'email' | 'phone' | 'country' | 'state' | 'studentId' | 'feeVerified'> &
  Partial<Profile>;

export interface ProfileUpdate {
  name: string;
  phone: string;
  country: string;
  state: string | null;
}

/** GET /me with the timestamp query `t` (SPEC §7) so no cache answers a guard or profile load. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/me', { query: { t: Date.now() }, signal });
}

export async function updateMe(update: ProfileUpdate): Promise<Me> {
  const me = await apiRequest<Me>('/me', { method: 'PUT', body: update });
  handOverMe(me);
  return me;
}

/**
 * The user the shell's route guard has just loaded (GET /me before it lets a page in), so the
 * page's own first load does not ask the server again: one GET /me per navigation instead of one
 * for the guard and one for each part of the page that shows the user. Fresh for a few seconds
 * (long enough for the page's code to arrive), for the same session only.
 */
const HANDOVER_MS = 5_000;
let handedOver: { me: Me; at: number } | null = null;

// Another session (sign-out, sign-in, a renewed token) never sees the user handed over in this one.
useSession.subscribe((session, previous) => {
  if (session.accessToken !== previous.accessToken) handedOver = null;
});

export function handOverMe(me: Me): void {
  handedOver = { me, at: Date.now() };
}

/** The user the guard loaded moments ago in this session, or null (then load it). */
export function recentlyLoadedMe(): Me | null {
  return handedOver && Date.now() - handedOver.at <= HANDOVER_MS ? handedOver.me : null;
}
