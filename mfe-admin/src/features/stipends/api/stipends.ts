/** The admin's stipend calls: set a cohort's criteria (read with the cohorts, lib/cohorts-query), the ended internships, decide, record a payout. */
import { queryOptions } from '@tanstack/react-query';
import type { StipendCriteria, StipendListStatus } from '@portal/domain/stipend';
import type { StipendCriteriaView, StipendList, StipendRow } from '@portal/domain/views/stipend';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** A page of the ended internships' list. */
export const STIPEND_PAGE_SIZE = 25;

/**
 * The list's filter: one cohort (null: every cohort), where the stipend stands and a text of the
 * intern's name or e-mail ('': anyone); `page` is zero-based.
 */
export interface StipendListFilter {
  cohortId: string | null;
  status: StipendListStatus;
  intern: string;
  page: number;
}

export const stipendListQuery = ({ cohortId, status, intern, page }: StipendListFilter) =>
  queryOptions({
    queryKey: [...adminKeys.stipends, cohortId, status, intern, page],
    queryFn: ({ signal }) =>
      apiRequest<StipendList>('/admin/api/stipends', {
        query: { cohortId, status, intern: intern || null, page, size: STIPEND_PAGE_SIZE },
        signal,
      }),
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
