/**
 * GET /ca/gstr1, /ca/gstr1/export.csv and /ca/gstr1/csv: a month's GSTR-1 tables for the CA, as the
 * offline tool's JSON, as one CSV of every table, or one section as CSV with the headers of the
 * tool's Excel sheet. CA only (../autohooks.ts).
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GSTR1_CSV_SECTIONS, INVOICE_QUERY_MESSAGES, gstr1FileName, gstr1SectionFileName } from '@portal/domain/invoice-queries';
import { Gstr1Schema } from '@portal/domain/views/gstr1';
import { buildGstr1 } from '../../../../../lib/gstr1.ts';
import { gstr1Csv, gstr1SectionCsv } from '../../../../../lib/gstr1-csv.ts';
import { MonthQuery } from '../../../../../schemas/invoice.ts';
import { returnMonthProblem } from '../../../../../lib/return-month.ts';
import { sendCsv } from '../../../../../plugins/file-reply.ts';
import { QUERY_ERRORS, ROLE_ERRORS, csvResponse, errorResponses } from '../../../../../schemas/common.ts';

const SectionQuery = Type.Object(
  {
    ...MonthQuery.properties,
    section: Type.Enum([...GSTR1_CSV_SECTIONS], {
      description: "the offline tool's Excel sheet: b2cs, hsn_b2c (sheet hsn(b2c)) or docs",
    }),
  },
  { additionalProperties: false },
);

const gstr1: FastifyPluginAsyncTypebox = async (fastify) => {
  // A month the pattern allows but no return exists for (0000-01, years ahead) is a 400 too.
  fastify.addHook('preHandler', async (request) => {
    const { month } = request.query as { month?: string };
    const now = new Date(Math.max(Date.now(), fastify.cohorts.now().getTime()));
    const problem = month === undefined ? null : returnMonthProblem(month, now);
    if (problem) throw fastify.httpErrors.badRequest(problem);
  });
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };
  const schemaErrorFormatter = () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid);
  const tablesOf = async (month: string) =>
    buildGstr1(await fastify.invoiceReports.ofMonth(month), { gstin: fastify.config.seller.gstin, month });

  fastify.get(
    '/',
    {
      schema: {
        ...caRoute,
        summary:
          "The month's outward supplies as GSTR-1 JSON (GSTN offline-tool shape): B2C small, exports, credit notes, SAC summary, documents issued",
        querystring: MonthQuery,
        response: { 200: Gstr1Schema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => {
      const tables = await tablesOf(request.query.month);
      reply.header('content-disposition', `attachment; filename="${gstr1FileName(request.query.month, 'json')}"`);
      reply.header('cache-control', 'private, no-store');
      return tables;
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: 'The same GSTR-1 tables as CSV, one row per table line',
        querystring: MonthQuery,
        response: {
          200: csvResponse('the table lines'),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => sendCsv(reply, gstr1FileName(request.query.month, 'csv'), gstr1Csv(await tablesOf(request.query.month))),
  );

  fastify.get(
    '/csv',
    {
      schema: {
        ...caRoute,
        summary: "One GSTR-1 section as CSV with the column headers of the offline tool's Excel sheet, to paste into the tool",
        querystring: SectionQuery,
        response: {
          200: csvResponse("the sheet's lines, under the sheet's header row"),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter: (errors) =>
        new Error(
          errors.some((e) => e.instancePath === '/section' || (e.params as { missingProperty?: string }).missingProperty === 'section')
            ? INVOICE_QUERY_MESSAGES.gstr1SectionInvalid
            : INVOICE_QUERY_MESSAGES.monthInvalid,
        ),
    },
    async (request, reply) => {
      const { month, section } = request.query;
      return sendCsv(reply, gstr1SectionFileName(month, section), gstr1SectionCsv(await tablesOf(month), section));
    },
  );
};

export default gstr1;
