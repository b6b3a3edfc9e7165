/** The page and size of a list the API pages (0-based page), and the table's pagination for a total. */
import { useState } from 'react';
import type { TablePaging } from '@portal/shared-ui/components/PagedDataTable';

const PAGE_SIZES = [10, 20, 50] as const;

export function useServerPaging() {
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const pagination = (total: number | undefined): TablePaging => ({
    current: paging.page + 1,
    pageSize: paging.size,
    total: total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    hideOnSinglePage: false,
    // A new page size starts again at the first page.
    onChange: (page, size) => setPaging({ page: size === paging.size ? page - 1 : 0, size }),
  });
  return { ...paging, pagination };
}
