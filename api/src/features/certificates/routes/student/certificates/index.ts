import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES } from '@portal/domain/certificate';
import { CertificateViewSchema } from '@portal/domain/views/certificate';
import { sendCertificatePdf } from '../../../certificate-pdf-reply.ts';
import { PdfResponse } from '../../../../../schemas/invoice.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const CertificateParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

/** The student's certificates and their signed PDFs; another student's certificate is a 404. */
const certificates: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary: "The student's certificates, oldest first, with the verification and LinkedIn links (revoked ones say so)",
        response: { 200: Type.Array(CertificateViewSchema), ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.certificates.studentList(request.currentUser._id),
  );

  fastify.get(
    '/:id/file',
    {
      schema: {
        ...studentRoute,
        summary: "The signed PDF of one of the student's certificates (409 once revoked)",
        params: CertificateParams,
        response: { 200: PdfResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const file = await fastify.certificates.studentFile(request.currentUser._id, request.params.id);
      if (!file.ok) {
        if (file.reason === 'revoked') throw fastify.httpErrors.conflict(CERTIFICATE_MESSAGES.revoked);
        throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      }
      return sendCertificatePdf(reply, file.certificate, file.bytes);
    },
  );
};

export default certificates;
