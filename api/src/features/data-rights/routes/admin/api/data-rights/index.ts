import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATA_RIGHTS_MESSAGES, ERASURE_STATUSES } from '@portal/domain/data-rights';
import { TEXT_NOT_PRINTABLE_MESSAGE, printableText } from '@portal/domain/printable-text';
import {
  AdminErasurePageSchema,
  AdminErasureRowSchema,
  AdminStudentDataRightsSchema,
  FileViewPageSchema,
} from '@portal/domain/views/data-rights';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import type { ErasureDecision } from '../../../../erasure-requests.ts';
import { ConfirmField } from '../../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';

const PAGE_SIZE_MAX = 100;
// The page bounded so the page echoed in the answer stays an exact integer.
const PAGING = pagingQuery({ maxSize: PAGE_SIZE_MAX, defaultSize: 20, maxPage: 1_000_000 });
const ErasureQuery = Type.Object(
  { status: Type.Optional(Type.Enum([...ERASURE_STATUSES])), ...PAGING.properties },
  { additionalProperties: false },
);
const PageQuery = Type.Object(PAGING.properties, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const ApproveBody = Type.Object(
  { confirm: ConfirmField, note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) },
  { additionalProperties: false },
);
const RefuseBody = Type.Object({ reason: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]) }, { additionalProperties: false });

/** The admin's side of the students' data rights: erasure requests, and a student's data panel. */
const adminDataRights: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  function rowOrRefusal(result: ErasureDecision) {
    if (result.ok) return result.row;
    if (result.reason === 'not-found') throw fastify.httpErrors.notFound(DATA_RIGHTS_MESSAGES.erasureNotFound);
    throw fastify.httpErrors.conflict(DATA_RIGHTS_MESSAGES.erasureAlreadyDecided);
  }

  async function studentOr404(id: string) {
    const student = await fastify.dataRights.student(id);
    if (!student) throw fastify.httpErrors.notFound(DATA_RIGHTS_MESSAGES.studentNotFound);
    return student;
  }

  fastify.get(
    '/erasures',
    {
      schema: {
        ...adminRoute,
        summary: 'One page of erasure requests (PENDING: oldest due first; otherwise newest first), each with its due date',
        querystring: ErasureQuery,
        response: { 200: AdminErasurePageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = PAGING.of(request.query);
      return fastify.dataRights.erasurePage(request.query.status ?? null, page, size);
    },
  );

  fastify.post(
    '/erasures/:id/approve',
    {
      schema: {
        ...adminRoute,
        summary:
          "Approve an erasure request: the student's personal data is erased in the background (invoices kept); the student is mailed",
        params: IdParams,
        body: ApproveBody,
        response: { 200: AdminErasureRowSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      if (request.body.confirm !== true) throw fastify.httpErrors.badRequest(DATA_RIGHTS_MESSAGES.confirmRequired);
      const note = printableText(request.body.note, { multiline: true });
      if (note === null) throw fastify.httpErrors.badRequest(TEXT_NOT_PRINTABLE_MESSAGE);
      return rowOrRefusal(await fastify.dataRights.decideErasure(actorOf(request), request.params.id, true, note || null));
    },
  );

  fastify.post(
    '/erasures/:id/refuse',
    {
      schema: {
        ...adminRoute,
        summary: 'Refuse an erasure request with a reason (mailed to the student)',
        params: IdParams,
        body: RefuseBody,
        response: { 200: AdminErasureRowSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const reason = printableText(request.body.reason, { multiline: true });
      if (reason === null) throw fastify.httpErrors.badRequest(TEXT_NOT_PRINTABLE_MESSAGE);
      if (!reason) throw fastify.httpErrors.badRequest(DATA_RIGHTS_MESSAGES.reasonRequired);
      return rowOrRefusal(await fastify.dataRights.decideErasure(actorOf(request), request.params.id, false, reason));
    },
  );

  fastify.get(
    '/students/:id',
    {
      schema: {
        ...adminRoute,
        summary: "A student's data panel: their erasure request, and once erased, the invoices and credit notes retained for tax law",
        params: IdParams,
        response: { 200: AdminStudentDataRightsSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => fastify.dataRights.adminStudentView(await studentOr404(request.params.id)),
  );

  fastify.get(
    '/students/:id/file-views',
    {
      schema: {
        ...adminRoute,
        summary: "One page of the times an admin or a CA opened one of the student's files (newest first)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: FileViewPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const student = await studentOr404(request.params.id);
      const { page, size } = PAGING.of(request.query);
      return fastify.dataRights.fileViews(student._id, page, size);
    },
  );
};

export default adminDataRights;
