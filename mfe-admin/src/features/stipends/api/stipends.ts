/** The admin's stipend calls: set a cohort's criteria (read with the cohorts, lib/cohorts-query), the ended internships, decide, record a payout. */
import { queryOptions } from '@tanstack/react-query';
import type { StipendCriteria } from '@portal/domain/stipend';
import type { StipendCriteriaView, StipendList, StipendRow } from '@portal/domain/views/stipend';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const stipendListQuery = () =>
  queryOptions({
    queryKey: adminKeys.stipends,
    queryFn: ({ signal }) => apiRequest<StipendList>('/admin/api/stipends', { signal }),
  });

export function saveCriteria(cohortId: string, criteria: StipendCriteria): Promise<StipendCriteriaView> {
  return apiRequest(`/admin/api/stipends/criteria/${encodeURIComponent(cohortId)}`, { method: 'PUT', body: criteria });
}

/** Approves the proposal (no amount), or changes it to `amountMinor` with a reason. */
export function decideStipend(internId: string, change: { amountMinor: number; reason: string } | null): Promise<StipendRow> {
  return apiRequest(`/admin/api/stipends/${encodeURIComponent(internId)}/decision`, { method: 'POST', body: change ?? {} });
}

export function recordPayout(internId: string, payout: { paidOn: string; utr: string }): Promise<StipendRow> {
  return apiRequest(`/admin/api/stipends/${encodeURIComponent(internId)}/payout`, { method: 'POST', body: payout });
}
