/** A student's private calendar subscription (no sign-in: the random token is the key; renewing it ends this URL). */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../schemas/common.ts';

const calendar: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:token.ics',
    {
      schema: {
        tags: ['public'],
        summary:
          "The student's live sessions as an iCalendar feed (stable UIDs; a moved session's SEQUENCE grows; a cancelled one is CANCELLED)",
        params: Type.Object({ token: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false }),
        response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const feed = await fastify.training.calendarFeed(request.params.token);
      if (feed === null) throw fastify.httpErrors.notFound('Calendar not found.');
      return reply.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(feed);
    },
  );
};

export default calendar;
