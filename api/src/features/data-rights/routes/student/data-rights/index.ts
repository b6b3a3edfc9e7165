import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATA_RIGHTS_MESSAGES } from '@portal/domain/data-rights';
import { DataExportViewSchema, StudentDataRightsViewSchema, StudentErasureViewSchema } from '@portal/domain/views/data-rights';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { sendStoredFile } from '../../../../../plugins/file-reply.ts';
import { ConfirmField } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const EmptyBody = Type.Object({}, { additionalProperties: false });
const ConfirmBody = Type.Object({ confirm: ConfirmField }, { additionalProperties: false });
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const ZipResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' });

/** The student's rights over their data: a copy of it, and erasure on request. */
const dataRights: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary:
          "The student's latest data export (with its download token while it can be downloaded), when the next may be asked, and their erasure request",
        response: { 200: StudentDataRightsViewSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.dataRights.studentView(request.currentUser),
  );

  fastify.post(
    '/export',
    {
      schema: {
        ...studentRoute,
        summary:
          'Ask for a copy of all your data (a ZIP of data.json and your files): READY at once with a download token when small, else PREPARING and mailed as a link valid 24 hours. Once an hour (429 with Retry-After)',
        body: Type.Optional(EmptyBody),
        response: { 200: DataExportViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const result = await fastify.dataRights.requestExport(actorOf(request), request.currentUser);
      if (!result.ok) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 1000))));
        throw fastify.httpErrors.tooManyRequests(DATA_RIGHTS_MESSAGES.exportTooSoon);
      }
      return result.view;
    },
  );

  fastify.get(
    '/export/file',
    {
      schema: {
        ...studentRoute,
        summary:
          "The ZIP a download token names, for the signed-in student it was made for (another student's token or account: 404; past its 24 hours: 410)",
        querystring: TokenQuery,
        response: { 200: ZipResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 410) },
      },
    },
    async (request, reply) => {
      const result = await fastify.dataRights.openExport(actorOf(request), request.currentUser, request.query.token);
      if (!result.ok) {
        if (result.reason === 'expired') throw fastify.httpErrors.gone(DATA_RIGHTS_MESSAGES.linkExpired);
        throw fastify.httpErrors.notFound(DATA_RIGHTS_MESSAGES.linkNotFound);
      }
      return sendStoredFile(reply, result.file, 'attachment');
    },
  );

  fastify.post(
    '/erasure',
    {
      schema: {
        ...studentRoute,
        summary: 'Ask to erase your account: an admin answers within 30 days (409 when a request is open already)',
        body: ConfirmBody,
        response: { 201: StudentErasureViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      if (request.body.confirm !== true) throw fastify.httpErrors.badRequest(DATA_RIGHTS_MESSAGES.confirmRequired);
      const result = await fastify.dataRights.requestErasure(actorOf(request), request.currentUser);
      if (!result.ok) throw fastify.httpErrors.conflict(DATA_RIGHTS_MESSAGES.erasureAlreadyRequested);
      return reply.code(201).send(result.view);
    },
  );
};

export default dataRights;
