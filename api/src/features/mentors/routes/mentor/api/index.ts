/** The signed-in mentor's own profile and interns. MENTOR only; another mentor's interns never appear. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MENTOR_MESSAGES } from '@portal/domain/mentor';
import { MentorInternPageSchema, MentorViewSchema } from '@portal/domain/views/mentors';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../schemas/common.ts';

const PAGING = pagingQuery({ maxSize: 100, defaultSize: 20, maxPage: 10_000 });
const PageQuery = Type.Object(PAGING.properties, { additionalProperties: false });

const mentorApi: FastifyPluginAsyncTypebox = async (fastify) => {
  const mentorRoute = { tags: ['mentor'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/me',
    {
      schema: {
        ...mentorRoute,
        summary: "The mentor's profile: name and title printed on letters, specializations, intern count and cap",
        response: { 200: MentorViewSchema, ...errorResponses(...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const me = await fastify.mentors.me(request.currentUser._id);
      if (!me) throw fastify.httpErrors.notFound(MENTOR_MESSAGES.mentorNotFound);
      return me;
    },
  );

  fastify.get(
    '/interns',
    {
      schema: {
        ...mentorRoute,
        summary: "The mentor's own interns, earliest internship first, with the internship's dates; paged",
        querystring: PageQuery,
        response: { 200: MentorInternPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = PAGING.of(request.query);
      return fastify.mentors.roster(request.currentUser._id, page, size);
    },
  );
};

export default mentorApi;
