/** GET and POST /student/payment/report: the student's own report that they paid through a pasted link. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { FeeEvidenceBody, StudentPaymentReport } from '@portal/domain/views/student-payments';

export function fetchPaymentReport(signal?: AbortSignal): Promise<StudentPaymentReport> {
  return apiRequest<StudentPaymentReport>('/student/payment/report', { signal });
}

export function sendPaymentReport(report: FeeEvidenceBody): Promise<StudentPaymentReport> {
  return apiRequest<StudentPaymentReport>('/student/payment/report', { method: 'POST', body: report });
}
