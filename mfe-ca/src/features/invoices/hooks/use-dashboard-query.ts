/** The /ca view read from and written to the URL query; every change is a history entry (back/forward work). */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InvoicePageSize } from '@portal/domain/invoice-queries';
import { dashboardSearchParams, parseDashboardQuery, type DashboardQuery, type InvoiceFilter } from '../lib/dashboard-query';

export interface DashboardQueryControls {
  query: DashboardQuery;
  /** A new filter starts again at the first page. */
  applyFilter(filter: InvoiceFilter): void;
  /** Back to the defaults (one month ago until today, no search, first page of 50). */
  reset(): void;
  /** A new page size starts again at the first page; `replace` corrects the current entry instead of adding one. */
  changePage(page: number, size: InvoicePageSize, options?: { replace?: boolean }): void;
}

export function useDashboardQuery(): DashboardQueryControls {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDashboardQuery(params), [params]);
  return {
    query,
    applyFilter: (filter) => setParams(dashboardSearchParams({ ...query, ...filter, page: 0 })),
    reset: () => setParams(new URLSearchParams()),
    changePage: (page, size, options) =>
      setParams(dashboardSearchParams({ ...query, page: size === query.size ? page : 0, size }), options),
  };
}
