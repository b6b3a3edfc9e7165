import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { istDay } from '@portal/domain/calendar';
import { ProgramViewSchema } from '@portal/domain/views/program';
import { NOT_MODIFIED } from '../../../../../schemas/common.ts';

/**
 * GET /public/program (no sign-in): the active cohort's public facts, and the next cohort once its
 * training has started. Serialized once per public revision and day (enrolment closes on a date);
 * sent with an ETag and Cache-Control, 304 to a matching If-None-Match.
 */
const program: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      // A small answer sent on every landing view: not compressed per request (and its strong ETag names one body).
      compress: false,
      schema: {
        tags: ['public'],
        summary: "The active cohort's dates, schedule, fee and event for the landing page; the next cohort when enrolment has closed",
        description:
          'Sent with a strong ETag and Cache-Control; a request whose If-None-Match names the current ETag is answered 304 without a body.',
        response: { 200: ProgramViewSchema, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const now = fastify.cohorts.now();
      return fastify.publicCache.send(request, reply, 'program', istDay(now), async () =>
        String(reply.serialize(await fastify.cohorts.program(now))),
      );
    },
  );
};

export default program;
