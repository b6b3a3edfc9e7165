import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { StudentDetailSchema } from '@portal/domain/views/student-detail';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendPdf, sendStoredFile } from '../../../../../../plugins/file-reply.ts';
import { isoOrNull } from '../../../../../../lib/dates.ts';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { StudentParams, studentOrFail } from '../../../../student-params.ts';
import { toStudentRow } from '../../../../payment-views.ts';
import type { OfferLetterKind } from '../../../../../../models/offer-letter.ts';
import { ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { PdfResponse } from '../../../../../../schemas/invoice.ts';

const letterFileUrl = (studentId: string, kind: OfferLetterKind) => `/admin/api/students/${studentId}/offer-letter/${kind}/file`;
const invoiceFileUrl = (studentId: string, invoiceId: string) => `/admin/api/students/${studentId}/invoices/${invoiceId}/file`;

const InvoiceFileParams = Type.Object(
  { id: Type.String({ maxLength: 64 }), invoiceId: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
// A malformed student id is 400, an unknown student or file 404.
const studentErrors = errorResponses(...ROLE_ERRORS, 400, 404);

/**
 * GET /admin/api/students/{id}: one student on one page (profile, ID proof, journey,
 * payment and fee, invoices, specialization, background, letters), and the files an admin may open
 * from there: the student's invoices and letters. Opening one is recorded in the audit trail.
 */
const studentDetailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One student: profile, current ID proof, journey, payment and fee, invoices, specialization, background and letters',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        response: { 200: StudentDetailSchema, ...studentErrors },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      const id = String(student._id);
      const [proof, cohort, journey, specialization, background, letters, letterRequest, invoices] = await Promise.all([
        fastify.idProofs.findCurrent(id),
        fastify.cohorts.ofStudent(student),
        fastify.journey.stateFor(student),
        fastify.specializations.view(student._id),
        fastify.backgrounds.view(student._id),
        fastify.offerLetters.status(student._id),
        fastify.offerLetters.findRequest(student._id),
        fastify.invoices.listForOwner(student._id),
      ]);
      return {
        student: toStudentRow(student, (proof?.status as IdProofStatus | undefined) ?? 'NOT_UPLOADED', cohort.feeMinor),
        profile: fastify.profiles.view(student),
        joinedAt: isoOrNull(student.createdAt),
        cohortName: cohort.name,
        idProof: proof ? fastify.idProofs.adminView(proof, student) : null,
        journey,
        specialization,
        background,
        offerLetter: {
          ...letters,
          draftDownloadUrl: letters.draftAvailable ? letterFileUrl(id, 'draft') : null,
          finalDownloadUrl: letters.finalAvailable ? letterFileUrl(id, 'final') : null,
        },
        requestedLetterAt: isoOrNull(letterRequest?.requestedAt),
        invoices: invoices.map((inv) => fastify.invoices.viewOf(inv, invoiceFileUrl(id, String(inv._id)))),
      };
    },
  );

  for (const kind of ['draft', 'final'] as const satisfies readonly OfferLetterKind[]) {
    fastify.get(
      `/:id/offer-letter/${kind}/file`,
      {
        schema: {
          tags: ['admin'],
          summary: `The student's ${kind} offer letter PDF, inline (recorded in the audit trail)`,
          security: [{ bearerAuth: [] }],
          params: StudentParams,
          response: { 200: PdfResponse, ...studentErrors },
        },
      },
      async (request, reply) => {
        const student = await studentOrFail(fastify, request.params.id);
        const file = await fastify.offerLetters.openLetter(student._id, kind);
        if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.letterNotIssued);
        await fastify.audit(request, { action: `offer-letter.${kind}-file`, targetType: 'user', targetId: String(student._id) });
        return sendStoredFile(reply, file);
      },
    );
  }

  fastify.get(
    '/:id/invoices/:invoiceId/file',
    {
      schema: {
        tags: ['admin'],
        summary: "One of the student's invoices or credit notes as a PDF, inline (another student's is a 404)",
        security: [{ bearerAuth: [] }],
        params: InvoiceFileParams,
        response: { 200: PdfResponse, ...studentErrors },
      },
    },
    async (request, reply) => {
      const student = await studentOrFail(fastify, request.params.id);
      const file = await fastify.invoices.openPdf(actorOf(request), request.params.invoiceId, String(student._id));
      if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.invoiceNotFound);
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );
};

export default studentDetailRoutes;
