import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendStoredFile } from '../../../../../plugins/file-reply.ts';
import { receiveIdUpload } from '../../../id-upload.ts';
import { StudentIdProofSchema } from '@portal/domain/views/id-proof';
import { FileResponse } from '../../../../../schemas/id-proof.ts';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { idProofError } from '../../../id-proof-errors.ts';
import { ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { actorOf } from '../../../../../plugins/authorization.ts';

/** The student's own Government ID (SPEC §7 "Student ID proof"): status, upload or replace, file. */
const studentIdProof: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: "The student's ID proof status; NOT_UPLOADED with nulls when nothing was uploaded",
        security: [{ bearerAuth: [] }],
        response: { 200: StudentIdProofSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.idProofs.studentView(String(request.currentUser._id)),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['student'],
        summary:
          'Upload or replace the ID (multipart field `file`: one PDF, JPEG or PNG of at most 10 MiB, stored cleaned and encrypted); refused once VERIFIED and before consent to the privacy notice',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: StudentIdProofSchema, ...errorResponses(...ROLE_ERRORS, 400, 409, 413, 415, 429) },
      },
      preHandler: fastify.requireStepOpen('id'),
    },
    async (request) => {
      const user = request.currentUser;
      const userId = String(user._id);
      // Refuse before reading any bytes; saveUpload checks again in case the review lands meanwhile.
      if ((await fastify.idProofs.findCurrent(userId))?.status === 'VERIFIED')
        throw fastify.httpErrors.conflict(API_MESSAGES.idProofLocked);
      const stored = await receiveIdUpload(fastify, request, userId);
      const saved = await fastify.idProofs.upload(actorOf(request), user, stored);
      if (!saved.ok) throw idProofError(fastify.httpErrors, saved);
      const { proof } = saved;
      request.log.info({ userId, proofId: String(proof._id), mime: proof.mimeType, size: proof.sizeBytes }, 'ID proof uploaded');
      return saved.view;
    },
  );

  fastify.get(
    '/file',
    {
      schema: {
        tags: ['student'],
        summary: "The student's uploaded ID file, inline, with its stored type",
        security: [{ bearerAuth: [] }],
        response: { 200: FileResponse, ...errorResponses(...ROLE_ERRORS, 404, 410) },
      },
    },
    async (request, reply) => {
      const opened = await fastify.idProofs.openCurrentFile(String(request.currentUser._id));
      if (!opened.ok) throw idProofError(fastify.httpErrors, opened);
      return sendStoredFile(reply, opened.file);
    },
  );
};

export default studentIdProof;
