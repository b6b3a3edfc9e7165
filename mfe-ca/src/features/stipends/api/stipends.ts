/** The CA's stipend calls: a month's payouts with their total, and the same as CSV. */
import { queryOptions } from '@tanstack/react-query';
import type { StipendPayoutMonth } from '@portal/domain/views/stipend';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { stipendKeys } from '../../../lib/query-keys';

/** A page of a month's payouts. */
export const STIPEND_PAGE_SIZE = 50;

/** GET /ca/stipends: a page (zero-based) of the payouts of a month "YYYY-MM", with the month's count and total. */
export const stipendMonthQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: stipendKeys.month(month, page),
    queryFn: ({ signal }) => apiRequest<StipendPayoutMonth>('/ca/stipends', { query: { month, page, size: STIPEND_PAGE_SIZE }, signal }),
  });

/** GET /ca/stipends/export.csv. */
export function exportStipendsCsv(month: string): Promise<Blob> {
  return apiBlob('/ca/stipends/export.csv', { query: { month } });
}
