/**
 * The batch a training page shows, kept in the address (?cohortId=&specialization=), so the
 * sessions page and the attendance grid open on the same batch and a link or a reload keeps it.
 */
import { useSearchParams } from 'react-router-dom';
import type { Batch } from '../api/training';

/** The batch an address names, or null until it names both a cohort and a specialization. */
export function batchInSearch(params: URLSearchParams): Batch | null {
  const cohortId = params.get('cohortId') ?? '';
  const specialization = params.get('specialization') ?? '';
  return cohortId && specialization ? { cohortId, specialization } : null;
}

export function useBatch(): { cohortId: string; specialization: string; batch: Batch | null; choose(change: Partial<Batch>): void } {
  const [params, setParams] = useSearchParams();
  return {
    cohortId: params.get('cohortId') ?? '',
    specialization: params.get('specialization') ?? '',
    batch: batchInSearch(params),
    choose(change) {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace: true });
    },
  };
}

/** The query string of the batch, for a link to the other training page. */
export const batchSearch = (batch: Batch | null) =>
  batch ? `?${new URLSearchParams({ cohortId: batch.cohortId, specialization: batch.specialization }).toString()}` : '';
