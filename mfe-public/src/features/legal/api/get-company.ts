/** GET /public/company (no sign-in): the company's registered name, address, GSTIN and support contacts. */
import type { CompanyView } from '@portal/domain/views/company';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function getCompany(signal?: AbortSignal): Promise<CompanyView> {
  return apiRequest<CompanyView>('/public/company', { auth: false, signal });
}
