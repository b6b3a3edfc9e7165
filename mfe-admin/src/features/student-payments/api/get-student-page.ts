/** GET /admin/api/students with page, size, link and fee: one page of students with the filter counts. */
import { apiRequest } from '@portal/shared-ui/api/api-client';

/** SPEC §3 admin student row. */
export interface StudentRow {
  id: string;
  email: string;
  name: string | null;
  studentId: string | null;
  paymentLinkUrl: string | null;
  paymentAmountMinor: number | null;
  paymentCurrency: string;
  paymentAssignedAt: string | null;
  feeVerified: boolean;
  feeVerifiedAt: string | null;
}

export type LinkFilter = 'added' | 'not-added' | 'all';
export type FeeFilter = 'any' | 'verified' | 'unverified';

export interface StudentPageQuery {
  query: string;
  link: LinkFilter;
  fee: FeeFilter;
  /** Zero-based. */
  page: number;
  size: number;
}

export interface StudentPage {
  items: StudentRow[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  counts: { link: Record<LinkFilter, number>; fee: Record<FeeFilter, number> };
}

export function fetchStudentPage(q: StudentPageQuery, signal?: AbortSignal): Promise<StudentPage> {
  return apiRequest<StudentPage>('/admin/api/students', {
    query: { query: q.query.trim(), link: q.link, fee: q.fee, page: q.page, size: q.size },
    signal,
  });
}
