/** Every query key of the CA remote, in one place: invalidate by a prefix (e.g. all of `invoiceKeys.all`). */
export const invoiceKeys = {
  all: ['ca', 'invoices'] as const,
  /** The statistics of a filter (from, to, q). */
  stats: (filter: { from: string; to: string; q: string }) => [...invoiceKeys.all, 'stats', filter] as const,
  /** One page of a filter. */
  page: (query: { from: string; to: string; q: string; page: number; size: number }) => [...invoiceKeys.all, 'page', query] as const,
  /** GSTR-3B Tables 3.1 and 3.2 of a month "YYYY-MM". */
  gstr3b: (month: string) => [...invoiceKeys.all, 'gstr3b', month] as const,
};

/** The stipend payouts of a month "YYYY-MM", a page (zero-based) at a time. */
export const stipendKeys = {
  month: (month: string, page: number) => ['ca', 'stipends', month, page] as const,
};
