/** The profile calls of SPEC §7 for every front end. */
import type { Profile } from '@portal/domain/views/profile';
import { apiRequest } from '@portal/shared-ui/api/api-client';

/**
 * The user as a screen receives it: the fields every screen relies on, the rest optional,
 * because SPEC §7 lets a server leave fields out (the client tolerates older servers).
 * `profileComplete` is the server's verdict (domain/validation), never worked out again in a screen.
 */
export type Me = Pick<
  Profile,
  'id' | 'role' | 'name' | 'email' | 'phone' | 'country' | 'state' | 'studentId' | 'feeVerified' | 'profileComplete'
> &
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

export function updateMe(update: ProfileUpdate): Promise<Me> {
  return apiRequest<Me>('/me', { method: 'PUT', body: update });
}
