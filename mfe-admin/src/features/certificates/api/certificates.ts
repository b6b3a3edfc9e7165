/** The admin's certificate calls: a student's certificates, those eligible for a type, issue, revoke, the PDF. */
import { queryOptions } from '@tanstack/react-query';
import type { CertificateType } from '@portal/domain/certificate';
import type { AdminCertificateView, EligibleStudentPage } from '@portal/domain/views/certificate';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const ELIGIBLE_PAGE_SIZE = 25;

export const studentCertificatesQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.studentCertificates(userId),
    queryFn: ({ signal }) => apiRequest<AdminCertificateView[]>('/admin/api/certificates', { query: { userId }, signal }),
  });

export const eligibleQuery = (type: CertificateType, page: number) =>
  queryOptions({
    queryKey: adminKeys.eligible(type, page),
    queryFn: ({ signal }) =>
      apiRequest<EligibleStudentPage>('/admin/api/certificates/eligible', { query: { type, page, size: ELIGIBLE_PAGE_SIZE }, signal }),
  });

/** Students whose e-mail or name contains the text (the admin student search). */
export function findStudents(text: string, signal?: AbortSignal): Promise<StudentPaymentRow[]> {
  return apiRequest<StudentPaymentRow[]>('/admin/api/students', { query: { query: text }, signal });
}

/** Issues a certificate of the type (a letter of recommendation as the intern's mentor wrote it). */
export function issueCertificate(userId: string, type: CertificateType): Promise<AdminCertificateView> {
  return apiRequest('/admin/api/certificates', { method: 'POST', body: { userId, type } });
}

export function revokeCertificate(id: string, reason: string): Promise<AdminCertificateView> {
  return apiRequest(`/admin/api/certificates/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: { reason } });
}

export function certificateFile(id: string): Promise<Blob> {
  return apiBlob(`/admin/api/certificates/${encodeURIComponent(id)}/file`);
}
