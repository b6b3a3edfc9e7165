import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserDoc } from '../../../../lib/models.ts';
import { NullableDateTime, NullableString, QUERY_ERRORS, ROLE_ERRORS, errorResponses, escapeRegex } from '../../../../lib/schemas.ts';
import { isoOrNull } from '../../../../lib/users.ts';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';

export const STUDENT_SEARCH_LIMIT = 200;

const Query = Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
const StudentRow = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: NullableString(),
    studentId: NullableString(),
    paymentLinkUrl: NullableString(),
    paymentAmountMinor: Type.Union([Type.Integer(), Type.Null()]),
    paymentCurrency: Type.String(),
    paymentAssignedAt: NullableDateTime(),
    feeVerified: Type.Boolean(),
    feeVerifiedAt: NullableDateTime(),
  },
  { additionalProperties: false },
);

/** GET /admin/api/students?query= : students whose e-mail or name contains the text, newest first. */
const students: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', {
    schema: {
      tags: ['admin'],
      summary: `Students whose e-mail or name contains query (case-insensitive; all when empty), newest first, at most ${STUDENT_SEARCH_LIMIT}`,
      security: [{ bearerAuth: [] }],
      querystring: Query,
      response: { 200: Type.Array(StudentRow), ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
    },
  }, async (request) => {
    const text = (request.query.query ?? '').trim();
    const filter: Record<string, unknown> = { role: 'STUDENT' };
    if (text) {
      const pattern = escapeRegex(text);
      filter.$or = [{ email: { $regex: pattern, $options: 'i' } }, { name: { $regex: pattern, $options: 'i' } }];
    }
    const rows = await fastify.models.User.find(filter).sort({ createdAt: -1, _id: -1 }).limit(STUDENT_SEARCH_LIMIT).lean<UserDoc[]>();
    return rows.map((u) => ({
      id: String(u._id),
      email: u.email,
      name: u.name ?? null,
      studentId: u.studentId ?? null,
      paymentLinkUrl: u.paymentLinkUrl ?? null,
      paymentAmountMinor: u.paymentAmountMinor ?? null,
      paymentCurrency: u.paymentCurrency || DEFAULT_CURRENCY,
      paymentAssignedAt: isoOrNull(u.paymentAssignedAt),
      feeVerified: !!u.feeVerified,
      feeVerifiedAt: isoOrNull(u.feeVerifiedAt),
    }));
  });
};

export default students;
