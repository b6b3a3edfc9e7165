/** POST /admin/api/training/sessions/{id}/attendance-report: a meeting platform's participant report (CSV) marks the session. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTENDANCE_MESSAGES } from '@portal/domain/attendance-report';
import { AttendanceImportResultSchema } from '@portal/domain/views/training';
import { actorOf } from '../../../../../../../plugins/authorization.ts';
import { ROLE_ERRORS, errorResponses } from '../../../../../../../schemas/common.ts';

/** A Zoom export of a few thousand rows is well under this. */
export const ATTENDANCE_REPORT_MAX_BYTES = 2 * 1024 * 1024;

const SessionParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

const attendanceReport: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: ATTENDANCE_REPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post(
    '/:id/attendance-report',
    {
      bodyLimit: ATTENDANCE_REPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: "Import Zoom's participants export or Google Meet's attendance report for the session (idempotent; all or nothing)",
        consumes: ['text/csv'],
        params: SessionParams,
        body: Type.String({ description: 'the CSV file as exported, up to 2 MB' }),
        response: { 200: AttendanceImportResultSchema, ...errorResponses(400, 413, 415, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      if (request.body.trim() === '') throw fastify.httpErrors.badRequest(ATTENDANCE_MESSAGES.reportEmpty);
      const result = await fastify.attendance.importReport(actorOf(request), request.params.id, request.body);
      if (!result.ok) {
        if (result.reason === 'invalid') throw fastify.httpErrors.badRequest(result.message);
        if (result.reason === 'cancelled') throw fastify.httpErrors.conflict(ATTENDANCE_MESSAGES.sessionCancelled);
        throw fastify.httpErrors.notFound(ATTENDANCE_MESSAGES.sessionNotFound);
      }
      return result.result;
    },
  );
};

export default attendanceReport;
