/** GET /admin/api/students with page, size, link, fee and erased: one page of students with the filter counts. */
import type { FeeFilter, LinkFilter } from '@portal/domain/fees';
import type { StudentPaymentPage, StudentPaymentRow } from '@portal/domain/views/student-payments';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export type { FeeFilter, LinkFilter } from '@portal/domain/fees';
export type StudentRow = StudentPaymentRow;
export type StudentPage = StudentPaymentPage;

export interface StudentPageQuery {
  query: string;
  link: LinkFilter;
  fee: FeeFilter;
  /** Erased accounts alone (read-only records) instead of the working list. */
  erased: boolean;
  /** Zero-based. */
  page: number;
  size: number;
}

export function fetchStudentPage(q: StudentPageQuery, signal?: AbortSignal): Promise<StudentPage> {
  return apiRequest<StudentPage>('/admin/api/students', {
    query: { query: q.query.trim(), link: q.link, fee: q.fee, page: q.page, size: q.size, ...(q.erased ? { erased: true } : {}) },
    signal,
  });
}
