/** The admin's calls on students' data rights: erasure requests and a student's data panel. */
import { queryOptions } from '@tanstack/react-query';
import type { AdminErasurePage, AdminErasureRow, AdminStudentDataRights, FileViewPage } from '@portal/domain/views/data-rights';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const ERASURES_PAGE_SIZE = 10;
export const FILE_VIEWS_PAGE_SIZE = 10;

export const pendingErasuresQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.erasures(page),
    queryFn: ({ signal }) =>
      apiRequest<AdminErasurePage>('/admin/api/data-rights/erasures', {
        query: { status: 'PENDING', page, size: ERASURES_PAGE_SIZE },
        signal,
      }),
  });

export function approveErasure(id: string): Promise<AdminErasureRow> {
  return apiRequest(`/admin/api/data-rights/erasures/${encodeURIComponent(id)}/approve`, { method: 'POST', body: { confirm: true } });
}

export function refuseErasure(id: string, reason: string): Promise<AdminErasureRow> {
  return apiRequest(`/admin/api/data-rights/erasures/${encodeURIComponent(id)}/refuse`, { method: 'POST', body: { reason } });
}

export const studentDataRightsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.studentDataRights(userId),
    queryFn: ({ signal }) =>
      apiRequest<AdminStudentDataRights>(`/admin/api/data-rights/students/${encodeURIComponent(userId)}`, { signal }),
  });

export const fileViewsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.fileViews(userId, page),
    queryFn: ({ signal }) =>
      apiRequest<FileViewPage>(`/admin/api/data-rights/students/${encodeURIComponent(userId)}/file-views`, {
        query: { page, size: FILE_VIEWS_PAGE_SIZE },
        signal,
      }),
  });
