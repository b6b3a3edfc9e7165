/** Certificates: issue one of a type to a student, list a student's, list those eligible for a type, revoke with a reason, open the PDF. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  CERTIFICATE_TYPE_INFO,
  isCertificateType,
  revokeReasonOf,
} from '@portal/domain/certificate';
import { AdminCertificateViewSchema, EligibleStudentPageSchema } from '@portal/domain/views/certificate';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendCertificatePdf } from '../../../../certificate-pdf-reply.ts';
import type { IssueRefusal } from '../../../../certificate-service.ts';
import { PdfResponse } from '../../../../../../schemas/invoice.ts';
import {
  JSON_BODY_ERRORS,
  NullableString,
  QUERY_ERRORS,
  ROLE_ERRORS,
  errorResponses,
  pagingQuery,
} from '../../../../../../schemas/common.ts';

const TypeField = Type.String({ maxLength: 20, description: CERTIFICATE_TYPES.join(', ') });
const IssueBody = Type.Object(
  {
    userId: Type.String({ maxLength: 64 }),
    type: TypeField,
    text: Type.Optional(
      NullableString({
        maxLength: 5000,
        description: "refused when not blank: a letter of recommendation is issued as the intern's mentor wrote it",
      }),
    ),
  },
  { additionalProperties: false },
);
const ListQuery = Type.Object({ userId: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const ELIGIBLE_PAGING = pagingQuery({ maxSize: 100, defaultSize: 25, maxPage: 100_000 });
const EligibleQuery = Type.Object(
  {
    type: TypeField,
    ...ELIGIBLE_PAGING.properties,
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const RevokeBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });

const certificates: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const typeOf = (raw: string) => {
    if (!isCertificateType(raw)) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.typeInvalid);
    return raw;
  };

  fastify.post(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          "Issue a certificate of a type to a student who has what it needs, once its period has ended (training: with the attendance line met; internship: every week's report accepted or waived, the evaluation at the cohort's line for excellence, the mentor's written letter for a recommendation) (one per type; 409 saying what is missing otherwise); the holder is mailed",
        body: IssueBody,
        response: { 201: AdminCertificateViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const type = typeOf(request.body.type);
      // A letter of recommendation is the mentor's, issued as written: an admin types no text.
      if (request.body.text?.trim())
        throw fastify.httpErrors.badRequest(
          type === 'RECOMMENDATION' ? CERTIFICATE_MESSAGES.recommendationByMentor : CERTIFICATE_MESSAGES.textNotAllowed,
        );
      const result = await fastify.certificates.issue(actorOf(request), { userId: request.body.userId, type });
      if (!result.ok) {
        if (result.reason === 'not-yet' || result.reason === 'erased') throw fastify.httpErrors.conflict(result.message);
        const refusals: Record<IssueRefusal, () => Error> = {
          'student-not-found': () => fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.studentNotFound),
          'not-eligible': () => fastify.httpErrors.conflict(CERTIFICATE_TYPE_INFO[type].requirement),
          'already-issued': () => fastify.httpErrors.conflict(CERTIFICATE_MESSAGES.alreadyIssued),
          'no-signature': () => fastify.httpErrors.conflict(API_MESSAGES.noAdminSignature),
        };
        throw refusals[result.reason]();
      }
      return reply.code(201).send(result.view);
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: "A student's certificates, oldest first",
        querystring: ListQuery,
        response: { 200: Type.Array(AdminCertificateViewSchema), ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.certificates.adminList(request.query.userId),
  );

  fastify.get(
    '/eligible',
    {
      schema: {
        ...adminRoute,
        summary:
          'One page of the students who may receive a type (newest first), each with the certificate of that type they already hold and why it must wait (notYet)',
        querystring: EligibleQuery,
        response: { 200: EligibleStudentPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = ELIGIBLE_PAGING.of(request.query);
      return fastify.certificates.eligible(typeOf(request.query.type), page, size);
    },
  );

  fastify.post(
    '/:id/revoke',
    {
      schema: {
        ...adminRoute,
        summary: 'Revoke a certificate with a reason (shown on its public verification page)',
        params: IdParams,
        body: RevokeBody,
        response: { 200: AdminCertificateViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const reason = revokeReasonOf(request.body.reason);
      if (!reason) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.reasonRequired);
      const result = await fastify.certificates.revoke(actorOf(request), request.params.id, reason);
      if (!result.ok) {
        if (result.reason === 'not-found') throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
        throw fastify.httpErrors.conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
      }
      return result.view;
    },
  );

  fastify.get(
    '/:id/file',
    {
      schema: {
        ...adminRoute,
        summary: "A certificate's signed PDF",
        params: IdParams,
        response: { 200: PdfResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const file = await fastify.certificates.file(request.params.id);
      if (!file) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      return sendCertificatePdf(reply, file.certificate, file.bytes);
    },
  );
};

export default certificates;
