import { describe, expect, it } from 'vitest';
import {
  INVOICE_QUERY_MESSAGES,
  defaultInvoiceRange,
  invoiceCsvFileName,
  invoiceQueryProblem,
  returnDueDays,
  truncateDescription,
} from './invoice-queries.ts';

describe('CA invoice query rules', () => {
  it('defaults to one month ago until today, in India time', () => {
    expect(defaultInvoiceRange(new Date('2025-11-22T10:00:00Z'))).toEqual({ from: '2025-10-22', to: '2025-11-22' });
    // 20:00 UTC on 31 March is already 1 April in India
    expect(defaultInvoiceRange(new Date('2026-03-31T20:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(defaultInvoiceRange(new Date('2026-03-31T06:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });

  it('names the first problem of a query', () => {
    expect(invoiceQueryProblem({})).toBeNull();
    expect(invoiceQueryProblem({ from: '2025-11-01', to: '2025-11-01', q: 'x', page: 0, size: 50 })).toBeNull();
    expect(invoiceQueryProblem({ from: '2025-11-31' })).toBe(INVOICE_QUERY_MESSAGES.fromInvalid);
    expect(invoiceQueryProblem({ to: 'yesterday' })).toBe(INVOICE_QUERY_MESSAGES.toInvalid);
    expect(invoiceQueryProblem({ from: '2025-11-02', to: '2025-11-01' })).toBe(INVOICE_QUERY_MESSAGES.rangeReversed);
    expect(invoiceQueryProblem({ q: 'x'.repeat(201) })).toBe(INVOICE_QUERY_MESSAGES.searchTooLong);
    expect(invoiceQueryProblem({ page: -1 })).toBe(INVOICE_QUERY_MESSAGES.pageInvalid);
    expect(invoiceQueryProblem({ page: 1.5 })).toBe(INVOICE_QUERY_MESSAGES.pageInvalid);
    for (const size of [25, 50, 100, 150, 200]) expect(invoiceQueryProblem({ size })).toBeNull();
    expect(invoiceQueryProblem({ size: 10 })).toBe(INVOICE_QUERY_MESSAGES.sizeInvalid);
    expect(INVOICE_QUERY_MESSAGES.sizeInvalid).toBe('The page size must be one of 25, 50, 100, 150 or 200.');
  });

  it('truncates descriptions to 32 characters with an ellipsis', () => {
    const exact = 'Training fee - Data Science 2025';
    expect(exact).toHaveLength(32);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription(`${exact}!`)).toBe(`${exact}…`);
    expect(truncateDescription('Live training fee, four weeks (Nov 2025)')).toBe('Live training fee, four weeks (N…');
    expect(truncateDescription('A'.repeat(31) + ' and more')).toBe(`${'A'.repeat(31)}…`);
    expect(truncateDescription(null)).toBe('');
    expect(truncateDescription('₹'.repeat(40))).toBe(`${'₹'.repeat(32)}…`);
  });

  it('names the CSV file after the range', () => {
    expect(invoiceCsvFileName({ from: '2025-10-22', to: '2025-11-22' })).toBe('invoices-2025-10-22-to-2025-11-22.csv');
  });
});

describe('return due days', () => {
  it('GSTR-1 by the 11th and GSTR-3B by the 20th of the next month, across a year end', () => {
    expect(returnDueDays('2026-10')).toEqual({ gstr1: '2026-11-11', gstr3b: '2026-11-20' });
    expect(returnDueDays('2026-12')).toEqual({ gstr1: '2027-01-11', gstr3b: '2027-01-20' });
  });
});
