/** GET /student/stipend and /student/stipend/letter: the intern's stipend (criteria, decision, payout) and their signed stipend letter. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STIPEND_MESSAGES } from '@portal/domain/stipend';
import { StudentStipendViewSchema } from '@portal/domain/views/stipend';
import { sendPdf } from '../../../../../plugins/file-reply.ts';
import { PdfResponse } from '../../../../../schemas/invoice.ts';
import { ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const stipend: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary: "The intern's stipend: the cohort's criteria once published (else when they will be), and the decision with its payout",
        response: { 200: StudentStipendViewSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.stipends.forStudent(request.currentUser),
  );

  fastify.get(
    '/letter',
    {
      schema: {
        ...studentRoute,
        summary: "The intern's signed stipend letter (404 until a stipend above zero is decided)",
        response: { 200: PdfResponse, ...errorResponses(...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const letter = await fastify.stipends.letterOf(request.currentUser);
      if (!letter) throw fastify.httpErrors.notFound(STIPEND_MESSAGES.noLetter);
      return sendPdf(reply, letter.fileName, letter.bytes);
    },
  );
};

export default stipend;
