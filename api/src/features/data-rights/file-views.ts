import type { Types } from 'mongoose';
import { FILE_VIEWER_ROLES, FILE_VIEW_ACTIONS } from '@portal/domain/data-rights';
import type { FileViewPage } from '@portal/domain/views/data-rights';
import type { DataRightsRepository } from './data-rights-repository.ts';
import { toFileViewRow } from './data-rights-views.ts';

/** Staff opening a student's files, from the audit: one page of them, newest first, paged on the server. */
export async function fileViewPage(
  repository: DataRightsRepository,
  userId: Types.ObjectId,
  page: number,
  size: number,
): Promise<FileViewPage> {
  const targets = await repository.auditTargetsOf(userId);
  const { items, total } = await repository.auditPage(
    { targets, actions: Object.keys(FILE_VIEW_ACTIONS), roles: FILE_VIEWER_ROLES },
    page,
    size,
  );
  return { items: items.map(toFileViewRow), page, size, totalItems: total, totalPages: Math.ceil(total / size) };
}
