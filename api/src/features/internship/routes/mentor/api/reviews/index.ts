/** The mentor's dashboard data: the unreviewed reports first, the overdue weeks, and their interns' week states, paged. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MentorReviewsViewSchema } from '@portal/domain/views/internship';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';

const paging = pagingQuery({ maxSize: 100, defaultSize: 20 });

const reviews: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['mentor'],
        security: [{ bearerAuth: [] }],
        summary: "The mentor's review queue (oldest first), overdue weeks, and one page of their interns with each week's state",
        querystring: Type.Object(paging.properties, { additionalProperties: false }),
        response: { 200: MentorReviewsViewSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = paging.of(request.query);
      return fastify.internship.reviews(request.currentUser._id, page, size);
    },
  );
};

export default reviews;
