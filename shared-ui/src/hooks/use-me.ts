/** The signed-in user for a screen (shared-ui/query/me-query): the guard's load when fresh, else GET /me; `refetch` is the Retry. */
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@portal/shared-ui/query/me-query';

export function useMe() {
  return useQuery(meQuery);
}
