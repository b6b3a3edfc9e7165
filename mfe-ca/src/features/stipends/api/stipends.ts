/** The CA's stipend calls: a month's payouts with their total, and the same as CSV. */
import { queryOptions } from '@tanstack/react-query';
import type { StipendPayoutMonth } from '@portal/domain/views/stipend';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { stipendKeys } from '../../../lib/query-keys';

/** GET /ca/stipends: the payouts of a month "YYYY-MM". */
export const stipendMonthQuery = (month: string) =>
  queryOptions({
    queryKey: stipendKeys.month(month),
    queryFn: ({ signal }) => apiRequest<StipendPayoutMonth>('/ca/stipends', { query: { month }, signal }),
  });

/** GET /ca/stipends/export.csv. */
export function exportStipendsCsv(month: string): Promise<Blob> {
  return apiBlob('/ca/stipends/export.csv', { query: { month } });
}
