/** GET /student/certificates, a certificate's signed PDF and its verifiable credential. */
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

/** The certificate as a signed Open Badges 3.0 credential: its JSON, or the badge image with it baked in. */
export function fetchCredentialFile(id: string, kind: 'json' | 'png'): Promise<Blob> {
  return apiBlob(`/student/certificates/${encodeURIComponent(id)}/${kind === 'json' ? 'credential' : 'badge.png'}`);
}
