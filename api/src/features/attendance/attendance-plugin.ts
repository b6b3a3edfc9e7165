import fp from 'fastify-plugin';
import { createAttendanceRepository } from './attendance-repository.ts';
import { createAttendanceService, type AttendanceService } from './attendance-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A batch's attendance grid, the admin's marks and the import of a meeting's participant report. */
    attendance: AttendanceService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'attendance',
      createAttendanceService({
        repository: createAttendanceRepository(fastify.models),
        training: fastify.training,
        audit: fastify.auditTrail,
        now: () => fastify.cohorts.now(),
      }),
    );
  },
  { name: 'attendance', dependencies: ['models', 'audit', 'cohorts', 'training'] },
);
