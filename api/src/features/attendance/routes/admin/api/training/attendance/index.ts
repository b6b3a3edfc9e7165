/** A batch's attendance: the grid (paged by student), an admin's mark of one cell, and the grid as CSV. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTENDANCE_MESSAGES } from '@portal/domain/attendance-report';
import { ATTENDANCE_MARKS } from '@portal/domain/training';
import { AttendanceGridSchema } from '@portal/domain/views/training';
import { actorOf } from '../../../../../../../plugins/authorization.ts';
import { sendCsv } from '../../../../../../../plugins/file-reply.ts';
import {
  JSON_BODY_ERRORS,
  QUERY_ERRORS,
  ROLE_ERRORS,
  csvResponse,
  errorResponses,
  pagingQuery,
} from '../../../../../../../schemas/common.ts';
import { attendanceCsv } from '../../../../../attendance-csv.ts';

const GRID_PAGING = pagingQuery({ maxSize: 250, defaultSize: 50, maxPage: 10_000 });
const BatchFields = {
  cohortId: Type.String({ maxLength: 64 }),
  specialization: Type.String({ minLength: 1, maxLength: 100 }),
};
const GridQuery = Type.Object(
  {
    ...BatchFields,
    below: Type.Optional(Type.Boolean({ default: false, description: 'only students below the certificate line' })),
    ...GRID_PAGING.properties,
  },
  { additionalProperties: false },
);
const ExportQuery = Type.Object(BatchFields, { additionalProperties: false });
const CellParams = Type.Object(
  { sessionId: Type.String({ maxLength: 64 }), userId: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
const MarkBody = Type.Object(
  {
    mark: Type.String({ maxLength: 20, description: ATTENDANCE_MARKS.join(', ') }),
    reason: Type.Optional(
      Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'EXCUSED, or a correction of a final session' }),
    ),
  },
  { additionalProperties: false },
);
const CellSchema = AttendanceGridSchema.properties.rows.items.properties.cells.items;

const attendance: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          "A batch's students × sessions with the mark that counts, each student's summary and each session's total; one page of students",
        querystring: GridQuery,
        response: { 200: AttendanceGridSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const { page, size } = GRID_PAGING.of(request.query);
      const { cohortId, specialization, below = false } = request.query;
      const result = await fastify.attendance.grid({ cohortId, specialization, below, page, size });
      if (!result.ok) throw fastify.httpErrors.notFound(ATTENDANCE_MESSAGES.batchNotFound);
      return result.grid;
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...adminRoute,
        summary: "The batch's grid as CSV (UTF-8 with a BOM): name, e-mail, student ID, each session's mark, attended, held, percent",
        querystring: ExportQuery,
        response: {
          200: csvResponse('one row per student'),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const result = await fastify.attendance.allRows(request.query.cohortId, request.query.specialization);
      if (!result.ok) throw fastify.httpErrors.notFound(ATTENDANCE_MESSAGES.batchNotFound);
      return sendCsv(reply, 'attendance.csv', attendanceCsv(result.grid));
    },
  );

  fastify.put(
    '/:sessionId/:userId',
    {
      schema: {
        ...adminRoute,
        summary:
          "An admin's mark of one student at one session (EXCUSED and a final session's correction need a reason; audited; 409 for a cancelled session)",
        params: CellParams,
        body: MarkBody,
        response: { 200: CellSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const mark = ATTENDANCE_MARKS.find((m) => m === request.body.mark);
      if (!mark) throw fastify.httpErrors.badRequest(ATTENDANCE_MESSAGES.markInvalid);
      const { sessionId, userId } = request.params;
      const result = await fastify.attendance.mark(actorOf(request), sessionId, userId, { mark, reason: request.body.reason ?? null });
      if (!result.ok) {
        if (result.reason === 'invalid') throw fastify.httpErrors.badRequest(result.message);
        if (result.reason === 'student-not-found') throw fastify.httpErrors.notFound(ATTENDANCE_MESSAGES.studentNotInBatch);
        if (result.reason === 'cancelled') throw fastify.httpErrors.conflict(ATTENDANCE_MESSAGES.sessionCancelled);
        throw fastify.httpErrors.notFound(ATTENDANCE_MESSAGES.sessionNotFound);
      }
      return result.cell;
    },
  );
};

export default attendance;
