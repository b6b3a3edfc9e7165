import fp from 'fastify-plugin';
import { createMentorRepository } from './mentor-repository.ts';
import { createMentorService, type MentorService } from './mentor-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mentors, their profiles, the assignment of interns to them and each mentor's roster. */
    mentors: MentorService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'mentors',
      createMentorService({
        repository: createMentorRepository(fastify.models),
        users: fastify.users,
        specializations: fastify.specializations,
        cohorts: fastify.cohorts,
        audit: fastify.auditTrail,
        cap: fastify.config.mentorMaxInterns,
        now: () => fastify.cohorts.now(),
      }),
    );
  },
  { name: 'mentors', dependencies: ['models', 'auth', 'audit', 'cohorts', 'specializations'] },
);
