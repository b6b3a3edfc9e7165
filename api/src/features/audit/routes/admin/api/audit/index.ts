import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';
import { AuditEntrySchema } from '@portal/domain/views/audit';

export const AUDIT_PAGE_SIZE_MAX = 200;

const PAGING = pagingQuery({ maxSize: AUDIT_PAGE_SIZE_MAX, defaultSize: 50 });
const Query = Type.Object(
  {
    targetId: Type.String({ minLength: 1, maxLength: 100 }),
    ...PAGING.properties,
  },
  { additionalProperties: false },
);
/** GET /admin/api/audit?targetId= : who did what to this target, newest first. */
const audit: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit history of one target (e.g. an ID proof id), newest first, one page at a time',
        security: [{ bearerAuth: [] }],
        querystring: Query,
        response: { 200: Type.Array(AuditEntrySchema), ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { targetId } = request.query;
      const { page, size } = PAGING.of(request.query);
      return fastify.auditTrail.historyOf(targetId, page, size);
    },
  );
};

export default audit;
