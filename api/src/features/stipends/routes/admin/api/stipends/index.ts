/**
 * The stipend for admins: a cohort's criteria (read, set until published), the interns whose
 * internship has ended with the proposal, the decision (approve, or change with a reason) and the
 * payout with its bank reference. ADMIN only (../../../autohooks.ts); every change is recorded.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STIPEND_CRITERIA_FIELD_ORDER, STIPEND_LIMITS, STIPEND_LIST_STATUSES, STIPEND_MESSAGES } from '@portal/domain/stipend';
import { StipendCriteriaViewSchema, StipendListSchema, StipendRowSchema } from '@portal/domain/views/stipend';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendFieldErrors } from '../../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';
import type { DecideResult, PayoutResult } from '../../../../stipend-service.ts';

const Id = Type.String({ maxLength: 64 });
const CohortParams = Type.Object({ cohortId: Id }, { additionalProperties: false });
const InternParams = Type.Object({ internId: Id }, { additionalProperties: false });
const PAGING = pagingQuery({ maxSize: 100, defaultSize: 25, maxPage: 10_000 });
const ListQuery = Type.Object(
  {
    cohortId: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'only the interns of this cohort' })),
    intern: Type.Optional(Type.String({ maxLength: 100, description: 'only the interns whose name or e-mail contains this text' })),
    status: Type.Optional(
      Type.Enum([...STIPEND_LIST_STATUSES], {
        default: 'all',
        description: 'undecided: no decision yet; unpaid: decided above zero, payout not recorded; paid: payout recorded',
      }),
    ),
    ...PAGING.properties,
  },
  { additionalProperties: false },
);
/** A tier as typed: its ranges are the domain's rules, answered with their messages. */
const TierBody = Type.Object(
  { minScore: Type.Number(), allOnTime: Type.Boolean(), amountMinor: Type.Number({ description: 'paise, whole rupees' }) },
  { additionalProperties: false },
);
const CriteriaBody = Type.Object(
  {
    publishOn: Type.String({ maxLength: 20, description: 'YYYY-MM-DD: the day the tiers become public (India time)' }),
    tiers: Type.Array(TierBody, { maxItems: STIPEND_LIMITS.tiersMax * 2 }),
  },
  { additionalProperties: false },
);
const DecisionBody = Type.Object(
  {
    amountMinor: Type.Optional(Type.Integer({ description: 'paise; absent: the proposal is approved as it is' })),
    reason: Type.Optional(
      Type.String({ maxLength: STIPEND_LIMITS.reasonMax * 2, description: 'required when the amount differs from the proposal' }),
    ),
  },
  { additionalProperties: false },
);
const PayoutBody = Type.Object(
  {
    paidOn: Type.String({ maxLength: 20, description: 'YYYY-MM-DD, India time' }),
    utr: Type.String({ maxLength: 40, description: "the bank's reference of the transfer (UTR)" }),
  },
  { additionalProperties: false },
);

const REFUSALS: Record<Exclude<DecideResult | PayoutResult, { ok: true }>['reason'], { status: 400 | 404 | 409; message: string }> = {
  'not-found': { status: 404, message: STIPEND_MESSAGES.internNotFound },
  'not-published': { status: 409, message: STIPEND_MESSAGES.notPublished },
  'already-decided': { status: 409, message: STIPEND_MESSAGES.alreadyDecided },
  'amount-invalid': { status: 400, message: STIPEND_MESSAGES.amountInvalid },
  'reason-required': { status: 400, message: STIPEND_MESSAGES.reasonRequired },
  'not-decided': { status: 409, message: STIPEND_MESSAGES.notDecided },
  'nothing-to-pay': { status: 409, message: STIPEND_MESSAGES.nothingToPay },
  'already-paid': { status: 409, message: STIPEND_MESSAGES.alreadyPaid },
  'paid-on-invalid': { status: 400, message: STIPEND_MESSAGES.paidOnInvalid },
  'utr-invalid': { status: 400, message: STIPEND_MESSAGES.utrInvalid },
};

const stipends: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const refuse = ({ status, message }: { status: 400 | 404 | 409; message: string }) =>
    status === 400
      ? fastify.httpErrors.badRequest(message)
      : status === 404
        ? fastify.httpErrors.notFound(message)
        : fastify.httpErrors.conflict(message);
  const answer = (result: DecideResult | PayoutResult) => {
    if (!result.ok) throw refuse(REFUSALS[result.reason]);
    return result.row;
  };

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          'The interns whose internship has ended, earliest internship first, each with the stipend the published criteria propose (and why) and the decision once made; filtered by cohort and by where the stipend stands, and paged',
        querystring: ListQuery,
        response: { 200: StipendListSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { cohortId, status = 'all', intern } = request.query;
      return fastify.stipends.list({ cohortId, status, intern }, PAGING.of(request.query));
    },
  );

  fastify.get(
    '/criteria/:cohortId',
    {
      schema: {
        ...adminRoute,
        summary: "A cohort's stipend criteria: the day they are published and the tiers (404 until set)",
        params: CohortParams,
        response: { 200: StipendCriteriaViewSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const view = await fastify.stipends.criteriaOf(request.params.cohortId);
      if (!view) throw fastify.httpErrors.notFound(STIPEND_MESSAGES.cohortNotFound);
      return view;
    },
  );

  fastify.put(
    '/criteria/:cohortId',
    {
      schema: {
        ...adminRoute,
        summary: "Set a cohort's stipend criteria (the publication day and 1 to 5 tiers); 409 once published (recorded)",
        params: CohortParams,
        body: CriteriaBody,
        response: { 200: StipendCriteriaViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await fastify.stipends.setCriteria(actorOf(request), request.params.cohortId, request.body);
      if (result.ok) return result.view;
      if (result.reason === 'invalid') return sendFieldErrors(reply, result.problems, STIPEND_CRITERIA_FIELD_ORDER);
      throw result.reason === 'not-found'
        ? fastify.httpErrors.notFound(STIPEND_MESSAGES.cohortNotFound)
        : fastify.httpErrors.conflict(STIPEND_MESSAGES.published);
    },
  );

  fastify.post(
    '/:internId/decision',
    {
      schema: {
        ...adminRoute,
        summary:
          "Decide an intern's stipend once: approve the proposal, or change the amount with a reason; a signed letter is mailed for an amount above zero (recorded)",
        params: InternParams,
        body: DecisionBody,
        response: { 200: StipendRowSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => answer(await fastify.stipends.decide(actorOf(request), request.params.internId, request.body)),
  );

  fastify.post(
    '/:internId/payout',
    {
      schema: {
        ...adminRoute,
        summary: "Record the payout of an intern's decided stipend once: the day paid and the bank reference (UTR) (recorded)",
        params: InternParams,
        body: PayoutBody,
        response: { 200: StipendRowSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => answer(await fastify.stipends.recordPayout(actorOf(request), request.params.internId, request.body)),
  );
};

export default stipends;
