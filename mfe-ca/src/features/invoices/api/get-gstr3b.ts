import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { Gstr3b } from '@portal/domain/views/gstr3b';
import { invoiceKeys } from '../../../lib/query-keys';

/** GET /ca/gstr3b: GSTR-3B Tables 3.1 and 3.2 of a month "YYYY-MM", from the documents GSTR-1 is made of. */
export function getGstr3b(month: string, signal?: AbortSignal): Promise<Gstr3b> {
  return apiRequest<Gstr3b>('/ca/gstr3b', { query: { month }, signal });
}

export const gstr3bQuery = (month: string) =>
  queryOptions({ queryKey: invoiceKeys.gstr3b(month), queryFn: ({ signal }) => getGstr3b(month, signal) });
