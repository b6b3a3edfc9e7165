/**
 * A step's submission (specialization, background, letter request, signature): what the server
 * answers becomes the cached view of that step, and the journey is loaded again so the next step
 * opens. A 409 (the step was done meanwhile, e.g. in another tab) loads the step's view again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../lib/query-keys';

export function useStepMutation<TInput, TView>(queryKey: QueryKey, mutationFn: (input: TInput) => Promise<TView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (view) => {
      queryClient.setQueryData(queryKey, view);
      void queryClient.invalidateQueries({ queryKey: studentKeys.journey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
