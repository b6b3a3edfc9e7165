import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { StudentPaymentPageSchema, StudentPaymentRowSchema } from '@portal/domain/views/student-payments';
import { FEE_FILTERS, LINK_FILTERS } from '@portal/domain/fees';

export const STUDENT_SEARCH_LIMIT = 200;
export const STUDENT_PAGE_DEFAULT_SIZE = 20;
export const STUDENT_PAGE_MAX_SIZE = 200;

const Query = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100_000, description: 'zero-based; with page, size, link or fee the answer is a page' }),
    ),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: STUDENT_PAGE_MAX_SIZE })),
    link: Type.Optional(Type.Enum([...LINK_FILTERS], { description: 'payment link added, not added, or all (default)' })),
    fee: Type.Optional(Type.Enum([...FEE_FILTERS], { description: 'fee verified, unverified, or any (default)' })),
    erased: Type.Optional(Type.Boolean({ description: 'true: only erased accounts (read-only); else they are left out' })),
  },
  { additionalProperties: false },
);

/**
 * GET /admin/api/students?query= : students whose e-mail or name contains the text, newest first
 * (SPEC §7, an array of at most 200). With page, size, link, fee or erased it answers one page with
 * the filter counts, so the payment screen works at any number of students. Erased accounts are
 * left out unless `erased=true` asks for them alone.
 */
const students: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: `Students whose e-mail or name contains query (case-insensitive; all when empty), newest first: at most ${STUDENT_SEARCH_LIMIT}, or one page with counts`,
        security: [{ bearerAuth: [] }],
        querystring: Query,
        response: {
          200: Type.Union([Type.Array(StudentPaymentRowSchema), StudentPaymentPageSchema]),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
    },
    async (request) => {
      const { query = '', page, size, link, fee, erased } = request.query;
      if (page === undefined && size === undefined && link === undefined && fee === undefined && erased === undefined) {
        return fastify.payments.rowsOf(await fastify.payments.search(query, STUDENT_SEARCH_LIMIT));
      }
      const pageSize = size ?? STUDENT_PAGE_DEFAULT_SIZE;
      const pageIndex = page ?? 0;
      const result = await fastify.payments.page({
        text: query,
        link: link ?? 'all',
        fee: fee ?? 'any',
        erased: erased ?? false,
        page: pageIndex,
        size: pageSize,
      });
      return {
        items: await fastify.payments.rowsOf(result.items),
        page: pageIndex,
        size: pageSize,
        totalItems: result.totalItems,
        totalPages: Math.ceil(result.totalItems / pageSize),
        counts: result.counts,
      };
    },
  );
};

export default students;
