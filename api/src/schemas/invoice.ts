/** TypeBox schemas of the invoice calls (SPEC §3 Invoice, Invoice stats, Invoice list page) and the CA queries' messages. */
import { Type } from 'typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { INVOICE_DEFAULT_PAGE_SIZE, INVOICE_PAGE_SIZES } from '@portal/domain/constants';
import { INVOICE_QUERY_MESSAGES, INVOICE_SEARCH_MAX_LENGTH, RETURN_MONTH_PATTERN } from '@portal/domain/invoice-queries';

const Day = (which: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `YYYY-MM-DD, a day in India time, included; default ${which}` });

const filterFields = {
  from: Type.Optional(Day('one month before `to`')),
  to: Type.Optional(Day('today')),
  q: Type.Optional(
    Type.String({
      maxLength: INVOICE_SEARCH_MAX_LENGTH,
      description: 'plain text found in the invoice number, buyer name, buyer e-mail or description (any case)',
    }),
  ),
};

/** A return period: GET /ca/gstr1 and /ca/gstr3b. */
export const MonthQuery = Type.Object(
  { month: Type.String({ pattern: RETURN_MONTH_PATTERN, description: 'the return period, YYYY-MM (a month in India time)' }) },
  { additionalProperties: false },
);

export const InvoiceFilterQuery = Type.Object(filterFields, { additionalProperties: false });

export const InvoicePageQuery = Type.Object(
  {
    ...filterFields,
    page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'zero-based' })),
    size: Type.Optional(
      Type.Union(
        INVOICE_PAGE_SIZES.map((n) => Type.Literal(n)),
        { default: INVOICE_DEFAULT_PAGE_SIZE, description: 'invoices per page' },
      ),
    ),
  },
  { additionalProperties: false },
);

const QUERY_FIELD_MESSAGES: Record<string, string> = {
  from: INVOICE_QUERY_MESSAGES.fromInvalid,
  to: INVOICE_QUERY_MESSAGES.toInvalid,
  q: INVOICE_QUERY_MESSAGES.searchTooLong,
  page: INVOICE_QUERY_MESSAGES.pageInvalid,
  size: INVOICE_QUERY_MESSAGES.sizeInvalid,
};

/** A route's schemaErrorFormatter: the sentence of the first bad query field instead of the validator's wording. */
export function invoiceQueryErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const field = errors[0]?.instancePath.split('/')[1] ?? '';
  return new Error(QUERY_FIELD_MESSAGES[field] ?? `The ${dataVar} is not valid.`);
}

export { InvoicePageSchema, InvoiceStatsSchema, InvoiceViewSchema } from '@portal/domain/views/invoice';

/** An invoice PDF (bytes, never serialized). */
export const PdfResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** The id in /…/invoices/{id}/file; one that names no invoice is a 404. */
export const InvoiceIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
