/** Mentors and the assignment of interns to them: list, profile, assignable interns, assign (one or many), unassign. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import {
  MENTOR_BULK_MAX,
  MENTOR_MESSAGES,
  MENTOR_NAME_MAX_LENGTH,
  MENTOR_PROFILE_FIELD_ORDER,
  MENTOR_TITLE_MAX_LENGTH,
  mentorProfileProblems,
} from '@portal/domain/mentor';
import { AssignableInternPageSchema, AssignmentResultSchema, MentorListSchema, MentorViewSchema } from '@portal/domain/views/mentors';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendFieldErrors } from '../../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';

const Id = Type.String({ maxLength: 64 });
const MentorParams = Type.Object({ id: Id }, { additionalProperties: false });
const InternParams = Type.Object({ internId: Id }, { additionalProperties: false });
const MentorInternParams = Type.Object({ id: Id, internId: Id }, { additionalProperties: false });
const ProfileBody = Type.Object(
  {
    name: Type.String({ maxLength: MENTOR_NAME_MAX_LENGTH * 2 }),
    title: Type.String({ maxLength: MENTOR_TITLE_MAX_LENGTH * 2 }),
    specializations: Type.Array(Type.String({ maxLength: 100 }), { maxItems: SPECIALIZATIONS.length }),
  },
  { additionalProperties: false },
);
const BulkBody = Type.Object({ internIds: Type.Array(Id, { maxItems: MENTOR_BULK_MAX }) }, { additionalProperties: false });
const PAGING = pagingQuery({ maxSize: 100, defaultSize: 20, maxPage: 10_000 });
const InternQuery = Type.Object(
  {
    specialization: Type.Optional(Type.Enum(SPECIALIZATIONS.map((s) => s.name))),
    startDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'the internship’s first day, YYYY-MM-DD' })),
    mentor: Type.Optional(Type.Enum(['unassigned', 'assigned', 'all'], { default: 'all', description: 'whether the intern has a mentor' })),
    ...PAGING.properties,
  },
  { additionalProperties: false },
);

const mentors: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const mentorNotFound = () => fastify.httpErrors.notFound(MENTOR_MESSAGES.mentorNotFound);

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: 'The MENTOR accounts with their profiles and intern counts, and the cap of interns per mentor',
        response: { 200: MentorListSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => fastify.mentors.list(),
  );

  fastify.put(
    '/:id',
    {
      schema: {
        ...adminRoute,
        summary: "Write a mentor's profile: the name and title printed on letters and the specializations supervised (recorded)",
        params: MentorParams,
        body: ProfileBody,
        response: { 200: MentorViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const problems = mentorProfileProblems(request.body);
      if (Object.keys(problems).length) return sendFieldErrors(reply, problems, MENTOR_PROFILE_FIELD_ORDER);
      const result = await fastify.mentors.saveProfile(actorOf(request), request.params.id, request.body);
      if (!result.ok) throw result.reason === 'not-found' ? mentorNotFound() : fastify.httpErrors.conflict(result.message);
      return result.mentor;
    },
  );

  fastify.get(
    '/interns',
    {
      schema: {
        ...adminRoute,
        summary: 'Students with a finalized specialization, earliest internship first, with their mentor; filtered and paged',
        querystring: InternQuery,
        response: { 200: AssignableInternPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = PAGING.of(request.query);
      const { specialization, startDate, mentor = 'all' } = request.query;
      return fastify.mentors.assignable({ specialization, startDate, mentor }, page, size);
    },
  );

  fastify.post(
    '/:id/interns',
    {
      schema: {
        ...adminRoute,
        summary:
          'Assign several interns to the mentor (each recorded): the answer lists those assigned and each one refused with why (another specialization, the cap reached, no internship)',
        params: MentorParams,
        body: BulkBody,
        response: { 200: AssignmentResultSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      if (request.body.internIds.length === 0) throw fastify.httpErrors.badRequest(MENTOR_MESSAGES.noInternsChosen);
      const outcome = await fastify.mentors.assign(actorOf(request), request.params.id, request.body.internIds);
      if (!outcome.ok) throw mentorNotFound();
      return outcome.result;
    },
  );

  fastify.put(
    '/:id/interns/:internId',
    {
      schema: {
        ...adminRoute,
        summary: 'Assign one intern to the mentor, or move them from their mentor (recorded); 409 says why it cannot be',
        params: MentorInternParams,
        response: { 200: AssignmentResultSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await fastify.mentors.assign(actorOf(request), request.params.id, [request.params.internId]);
      if (!outcome.ok) throw mentorNotFound();
      if (outcome.notFound.length) throw fastify.httpErrors.notFound(MENTOR_MESSAGES.internNotFound);
      const [refused] = outcome.result.refused;
      if (refused) throw fastify.httpErrors.conflict(refused.reason);
      return outcome.result;
    },
  );

  fastify.delete(
    '/interns/:internId',
    {
      schema: {
        ...adminRoute,
        summary: 'Take the intern from their mentor (recorded)',
        params: InternParams,
        response: { 204: Type.Null({ description: 'unassigned' }), ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      if (!(await fastify.mentors.unassign(actorOf(request), request.params.internId)))
        throw fastify.httpErrors.notFound(MENTOR_MESSAGES.internNotFound);
      return reply.code(204).send(null);
    },
  );
};

export default mentors;
