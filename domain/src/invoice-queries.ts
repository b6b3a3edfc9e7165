/**
 * The CA invoice views (SPEC §2 /ca, §3, §7, §9): the shapes GET /ca/invoices/stats and /list
 * answer (the invoice itself is views/invoice InvoiceView), the filter and paging rules with their messages, and the list's display rules. The API
 * enforces them and the screen applies them before sending.
 */
import { isCalendarDay, istDay, shiftMonths } from './calendar.ts';
import { INVOICE_DESCRIPTION_MAX, INVOICE_PAGE_SIZES } from './constants.ts';

export type InvoicePageSize = (typeof INVOICE_PAGE_SIZES)[number];
export const INVOICE_SEARCH_MAX_LENGTH = 200;

export const INVOICE_QUERY_MESSAGES = {
  fromInvalid: 'The from date must be a real date written YYYY-MM-DD.',
  toInvalid: 'The to date must be a real date written YYYY-MM-DD.',
  rangeReversed: 'The from date must not be after the to date.',
  pageInvalid: 'The page must be a whole number, 0 or more.',
  sizeInvalid: `The page size must be one of ${INVOICE_PAGE_SIZES.slice(0, -1).join(', ')} or ${INVOICE_PAGE_SIZES.at(-1)}.`,
  searchTooLong: `The search text must be at most ${INVOICE_SEARCH_MAX_LENGTH} characters.`,
  monthInvalid: 'The month must be a real month written YYYY-MM.',
  gstr1SectionInvalid: 'The section must be b2cs, hsn_b2c or docs.',
} as const;

/** "2026-11": a return period of GSTR-1 (a month in India time). */
export const RETURN_MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** "GSTR1-2026-11.json" / ".csv": the downloads of a month's GSTR-1. */
export function gstr1FileName(month: string, extension: 'json' | 'csv'): string {
  return `GSTR1-${month}.${extension}`;
}

/** The GSTR-1 sections downloadable as CSV, each with the columns of the offline tool's Excel sheet of that name. */
export const GSTR1_CSV_SECTIONS = ['b2cs', 'hsn_b2c', 'docs'] as const;
export type Gstr1CsvSection = (typeof GSTR1_CSV_SECTIONS)[number];

/** "GSTR1-2026-11-b2cs.csv": one section of a month's GSTR-1 as CSV. */
export function gstr1SectionFileName(month: string, section: Gstr1CsvSection): string {
  return `GSTR1-${month}-${section}.csv`;
}

/** "GSTR3B-2026-11.csv": a month's GSTR-3B Tables 3.1 and 3.2 as CSV. */
export function gstr3bFileName(month: string): string {
  return `GSTR3B-${month}.csv`;
}

/**
 * The days a monthly filer's returns for a period are due (CGST Rules: GSTR-1 by the 11th and
 * GSTR-3B by the 20th of the next month), as YYYY-MM-DD.
 */
export function returnDueDays(month: string): { gstr1: string; gstr3b: string } {
  const next = shiftMonths(`${month}-01`, 1).slice(0, 7);
  return { gstr1: `${next}-11`, gstr3b: `${next}-20` };
}

/** A date range of whole days in India time, both ends included. */
export interface InvoiceRange {
  from: string;
  to: string;
}

/** SPEC §9 filter defaults: from one month ago to today (days in India time). */
export function defaultInvoiceRange(now: Date = new Date()): InvoiceRange {
  return invoiceRangeOf({}, now);
}

/** The range a query asks for, with the defaults filled in: `to` today, `from` one month before `to`. */
export function invoiceRangeOf(query: Partial<InvoiceRange>, now: Date = new Date()): InvoiceRange {
  const to = query.to ?? istDay(now);
  return { from: query.from ?? shiftMonths(to, -1), to };
}

export interface InvoiceQueryInput {
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  size?: number;
}

/** The first thing wrong with a CA invoice query, or null when it is fine. */
export function invoiceQueryProblem(query: InvoiceQueryInput): string | null {
  if (query.from !== undefined && !isCalendarDay(query.from)) return INVOICE_QUERY_MESSAGES.fromInvalid;
  if (query.to !== undefined && !isCalendarDay(query.to)) return INVOICE_QUERY_MESSAGES.toInvalid;
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) return INVOICE_QUERY_MESSAGES.rangeReversed;
  if ((query.q ?? '').length > INVOICE_SEARCH_MAX_LENGTH) return INVOICE_QUERY_MESSAGES.searchTooLong;
  if (query.page !== undefined && !(Number.isInteger(query.page) && query.page >= 0)) return INVOICE_QUERY_MESSAGES.pageInvalid;
  if (query.size !== undefined && !isInvoicePageSize(query.size)) return INVOICE_QUERY_MESSAGES.sizeInvalid;
  return null;
}

export function isInvoicePageSize(size: number): size is InvoicePageSize {
  return (INVOICE_PAGE_SIZES as readonly number[]).includes(size);
}

/** SPEC §2: the list shows the first 32 characters of a description, then "…" when there was more. */
export function truncateDescription(text: string | null | undefined, max = INVOICE_DESCRIPTION_MAX): string {
  const chars = Array.from((text ?? '').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The CSV export's file name: "invoices-2025-10-22-to-2025-11-22.csv". */
export function invoiceCsvFileName(range: InvoiceRange): string {
  return `invoices-${range.from}-to-${range.to}.csv`;
}
