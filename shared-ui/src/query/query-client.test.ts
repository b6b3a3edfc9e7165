import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { useSession } from '@portal/shared-ui/session/session-store';
import { queryClient, shouldRetryQuery } from '@portal/shared-ui/query/query-client';

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

describe('the shared query client', () => {
  it('retries a network or server failure once and never a 4xx answer', () => {
    expect(shouldRetryQuery(0, new ApiError('x', 0))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('x', 503))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError('x', 503))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('x', 404))).toBe(false);
    expect(shouldRetryQuery(0, new Error('x'))).toBe(false);
  });

  it('keeps the cache for a renewed token of the same account and drops it for another account or a sign-out', () => {
    useSession.getState().setTokens({ accessToken: token('a'), refreshToken: 'r1' });
    queryClient.setQueryData(['me'], { id: 'a' });
    useSession.getState().setTokens({ accessToken: token('a') + 'x', refreshToken: 'r2' });
    expect(queryClient.getQueryData(['me'])).toEqual({ id: 'a' });
    useSession.getState().setTokens({ accessToken: token('b'), refreshToken: 'r3' });
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    queryClient.setQueryData(['me'], { id: 'b' });
    useSession.getState().clear();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });
});
