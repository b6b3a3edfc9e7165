import type { Gstr1CsvSection } from '@portal/domain/invoice-queries';
import { apiBlob } from '@portal/shared-ui/api/api-client';

export type Gstr1Format = 'json' | 'csv';

/** GET /ca/gstr1 (JSON, the GSTN offline tool's shape) or /ca/gstr1/export.csv for a month "YYYY-MM". */
export function exportGstr1(month: string, format: Gstr1Format): Promise<Blob> {
  return apiBlob(format === 'json' ? '/ca/gstr1' : '/ca/gstr1/export.csv', { query: { month } });
}

/** GET /ca/gstr1/csv: one section of the month's GSTR-1 with the headers of its offline tool sheet. */
export function exportGstr1Section(month: string, section: Gstr1CsvSection): Promise<Blob> {
  return apiBlob('/ca/gstr1/csv', { query: { month, section } });
}
