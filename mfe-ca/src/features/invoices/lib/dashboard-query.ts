/**
 * The /ca view lives in the URL query (?from=&to=&q=&page=&size=), so a view can be bookmarked and
 * back/forward move between views. Missing or unusable values fall back to the SPEC §9 defaults.
 */
import { isCalendarDay } from '@portal/domain/calendar';
import { INVOICE_DEFAULT_PAGE_SIZE } from '@portal/domain/constants';
import { INVOICE_SEARCH_MAX_LENGTH, defaultInvoiceRange, isInvoicePageSize, type InvoicePageSize } from '@portal/domain/invoice-queries';

export interface InvoiceFilter {
  from: string;
  to: string;
  q: string;
}

export interface DashboardQuery extends InvoiceFilter {
  /** Zero-based. */
  page: number;
  size: InvoicePageSize;
}

export function parseDashboardQuery(params: URLSearchParams, now: Date = new Date()): DashboardQuery {
  const defaults = defaultInvoiceRange(now);
  const day = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : fallback;
  };
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? INVOICE_DEFAULT_PAGE_SIZE);
  return {
    from: day('from', defaults.from),
    to: day('to', defaults.to),
    q: (params.get('q') ?? '').slice(0, INVOICE_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: isInvoicePageSize(size) ? size : INVOICE_DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of a view: the range always (a bookmark keeps its days), the rest only when not the default. */
export function dashboardSearchParams(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  const q = query.q.trim();
  if (q) params.set('q', q);
  if (query.page > 0) params.set('page', String(query.page));
  if (query.size !== INVOICE_DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/** The filter as the API's query parameters (an empty q is left out). */
export function filterParams(filter: InvoiceFilter): { from: string; to: string; q: string } {
  return { from: filter.from, to: filter.to, q: filter.q.trim() };
}
