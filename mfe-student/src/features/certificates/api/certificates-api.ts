/** GET /student/certificates and a certificate's signed PDF. */
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import type { CertificateView } from '@portal/domain/views/certificate';
import { studentKeys } from '../../../lib/query-keys';

export const certificatesQuery = queryOptions({
  queryKey: studentKeys.certificates,
  queryFn: ({ signal }) => apiRequest<CertificateView[]>('/student/certificates', { signal }),
});

export function fetchCertificateFile(id: string): Promise<Blob> {
  return apiBlob(`/student/certificates/${encodeURIComponent(id)}/file`);
}
