/** The screen's search, filters and page kept in the address (so reload, back and forward keep them). */
import { FEE_FILTERS, LINK_FILTERS, type FeeFilter, type LinkFilter } from '@portal/domain/fees';
import type { StudentPageQuery } from '../api/get-student-page';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function readStudentPageQuery(params: URLSearchParams): StudentPageQuery {
  const link = params.get('link') as LinkFilter | null;
  const fee = params.get('fee') as FeeFilter | null;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    query: params.get('q') ?? '',
    link: link && (LINK_FILTERS as readonly string[]).includes(link) ? link : 'all',
    fee: fee && (FEE_FILTERS as readonly string[]).includes(fee) ? fee : 'any',
    erased: params.get('erased') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes in the address. */
export function toSearchParams(q: StudentPageQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.query.trim()) params.set('q', q.query.trim());
  if (q.link !== 'all') params.set('link', q.link);
  if (q.fee !== 'any') params.set('fee', q.fee);
  if (q.erased) params.set('erased', '1');
  if (q.page > 0) params.set('page', String(q.page));
  if (q.size !== DEFAULT_PAGE_SIZE) params.set('size', String(q.size));
  return params;
}
