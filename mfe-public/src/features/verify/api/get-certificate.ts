/** GET /public/certificates/{code} (no sign-in): a certificate's public facts. */
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function getCertificate(code: string, signal?: AbortSignal): Promise<PublicCertificateView> {
  return apiRequest<PublicCertificateView>(`/public/certificates/${encodeURIComponent(code)}`, { auth: false, signal });
}
