/** GET /admin/api/students/{id}/gateway: the payment Razorpay confirmed for a student, the links made and the events as they arrived. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentGateway } from '@portal/domain/views/payment-gateway';

export function fetchStudentGateway(studentId: string, signal?: AbortSignal): Promise<StudentGateway> {
  return apiRequest<StudentGateway>(`/admin/api/students/${encodeURIComponent(studentId)}/gateway`, { signal });
}
