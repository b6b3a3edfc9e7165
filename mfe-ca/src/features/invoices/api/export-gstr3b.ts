import { apiBlob } from '@portal/shared-ui/api/api-client';

/** GET /ca/gstr3b/export.csv: a month's GSTR-3B Tables 3.1 and 3.2 as CSV. */
export function exportGstr3bCsv(month: string): Promise<Blob> {
  return apiBlob('/ca/gstr3b/export.csv', { query: { month } });
}
