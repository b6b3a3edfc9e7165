/** The signed-in user for a screen (shared-ui/query/me-query): the guard's load when fresh, else GET /me; `refetch` is the Retry. */
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@portal/shared-ui/api/me';
import { meQuery } from '@portal/shared-ui/query/me-query';

/** A screen that waits on someone else (an admin) asks again on a timer and when the tab regains focus, while `waiting` holds. */
export interface FollowMe {
  waiting: (me: Me | undefined) => boolean;
  /** The gap before the next ask, worked out after every answer (a long wait may back off). */
  everyMs: (me: Me | undefined) => number;
}

export function useMe(follow?: FollowMe) {
  return useQuery({
    ...meQuery,
    refetchInterval: follow ? (query) => (follow.waiting(query.state.data) ? follow.everyMs(query.state.data) : false) : false,
    // On focus even when just loaded: the student comes back from the payment page or the mail.
    refetchOnWindowFocus: follow ? (query) => (follow.waiting(query.state.data) ? 'always' : false) : false,
  });
}
