import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { AuditEntrySchema } from '@portal/domain/views/audit';

export const AUDIT_PAGE_SIZE_MAX = 200;

/** The page size when the query names none. */
const DEFAULT_SIZE = 50;
const Query = Type.Object(
  {
    targetId: Type.String({ minLength: 1, maxLength: 100 }),
    page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'zero-based' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: DEFAULT_SIZE })),
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
      // Ajv fills the declared defaults; the query's type still says a client may leave them out.
      const { targetId, page = 0, size = DEFAULT_SIZE } = request.query;
      return fastify.auditTrail.historyOf(targetId, page, size);
    },
  );
};

export default audit;
