import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { printableText } from '@portal/domain/printable-text';
import { sendStoredFile } from '../../../../../../plugins/file-reply.ts';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { AdminIdProofSchema, IdProofCountsSchema, IdProofStatusSchema, ReviewStatusSchema } from '@portal/domain/views/id-proof';
import { FileResponse } from '../../../../../../schemas/id-proof.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';
import { idProofError } from '../../../../id-proof-errors.ts';
import { actorOf } from '../../../../../../plugins/authorization.ts';

export const ID_PROOF_PAGE_SIZE_MAX = 200;
export const STATUS_LOOKUP_MAX = 200;
const NOTE_MAX = 500;

const PAGING = pagingQuery({ maxSize: ID_PROOF_PAGE_SIZE_MAX, defaultSize: 50 });
const ListQuery = Type.Object(
  {
    status: Type.Optional(ReviewStatusSchema),
    email: Type.Optional(Type.String({ maxLength: 200 })),
    ...PAGING.properties,
  },
  { additionalProperties: false },
);
const CountsQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
const StatusesQuery = Type.Object(
  // User ids are hexadecimal: the pattern also keeps the address short (Node refuses a request line over 16 KB with 431).
  { userIds: Type.String({ maxLength: STATUS_LOOKUP_MAX * 25, pattern: '^[0-9a-fA-F, ]*$', description: 'comma-separated user ids' }) },
  { additionalProperties: false },
);
const StatusRow = Type.Object({ userId: Type.String(), status: IdProofStatusSchema }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const ReviewBody = Type.Object(
  { approve: Type.Boolean(), note: Type.Optional(Type.Union([Type.String({ maxLength: NOTE_MAX }), Type.Null()])) },
  { additionalProperties: false },
);
const EmptyBody = Type.Object({}, { additionalProperties: false });
const queryErrors = errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS);
const actionErrors = errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409);
const fileErrors = errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 410);

/** The admin's Government ID queue (SPEC §7 "Admin"): list, counts, review, unverify, files. */
const idProofs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'ID proofs newest first, filtered by status and by a part of the e-mail (case-insensitive), one page at a time',
        security: [{ bearerAuth: [] }],
        querystring: ListQuery,
        response: { 200: Type.Array(AdminIdProofSchema), ...queryErrors },
      },
    },
    async (request) => fastify.idProofs.list({ ...request.query, ...PAGING.of(request.query) }),
  );

  fastify.get(
    '/counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many ID proofs have each status (with the same e-mail filter); `all` is the total',
        security: [{ bearerAuth: [] }],
        querystring: CountsQuery,
        response: { 200: IdProofCountsSchema, ...queryErrors },
      },
    },
    async (request) => fastify.idProofs.counts(request.query.email),
  );

  fastify.get(
    '/statuses',
    {
      schema: {
        tags: ['admin'],
        summary: `The current ID status of up to ${STATUS_LOOKUP_MAX} students (NOT_UPLOADED when none), for the student search`,
        security: [{ bearerAuth: [] }],
        querystring: StatusesQuery,
        response: { 200: Type.Array(StatusRow), ...queryErrors },
      },
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.userIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, STATUS_LOOKUP_MAX);
      const statuses = await fastify.idProofs.statusesOf(ids);
      return ids.map((userId) => ({ userId, status: statuses.get(userId) ?? 'NOT_UPLOADED' }));
    },
  );

  fastify.post(
    '/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (VERIFIED, locks the profile) or reject (REJECTED, with a note) a PENDING or REJECTED proof',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ReviewBody,
        response: { 200: AdminIdProofSchema, ...actionErrors },
      },
    },
    async (request) => {
      const { approve } = request.body;
      // The student reads the note on the dashboard and in the e-mail: the one printable-text rule.
      const cleanNote = printableText(request.body.note, { multiline: true });
      if (cleanNote === null) throw fastify.httpErrors.badRequest(API_MESSAGES.reviewNoteNotClean);
      const note = cleanNote || null;
      const outcome = await fastify.idProofs.review(actorOf(request), request.params.id, approve, note);
      if (!outcome.ok) throw idProofError(fastify.httpErrors, outcome, API_MESSAGES.idProofAlreadyVerified);
      return outcome.view;
    },
  );

  fastify.post(
    '/:id/unverify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a VERIFIED proof back to PENDING (lifts the profile lock); 409 from any other status',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: EmptyBody,
        response: { 200: AdminIdProofSchema, ...actionErrors },
      },
    },
    async (request) => {
      const outcome = await fastify.idProofs.unverify(actorOf(request), request.params.id);
      if (!outcome.ok) throw idProofError(fastify.httpErrors, outcome, API_MESSAGES.idProofNotVerified);
      return outcome.view;
    },
  );

  async function serveFile(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const opened = await fastify.idProofs.openFile(actorOf(request), request.params.id);
    if (!opened.ok) throw idProofError(fastify.httpErrors, opened);
    return sendStoredFile(reply, opened.file);
  }
  const fileSchema = (summary: string) => ({
    tags: ['admin'],
    summary,
    security: [{ bearerAuth: [] }],
    params: IdParams,
    response: { 200: FileResponse, ...fileErrors },
  });
  fastify.get('/:id/file', { schema: fileSchema('The uploaded file, inline; 404 unknown proof, 410 file gone from storage') }, serveFile);
  fastify.get('/file/:id', { schema: fileSchema('The same file at the fallback address the SPEC client tries after a 404') }, serveFile);
};

export default idProofs;
