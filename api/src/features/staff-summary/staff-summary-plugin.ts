import fp from 'fastify-plugin';
import { createStaffSummaryRepository } from './staff-summary-repository.ts';
import { createStaffSummaryService, type StaffSummaryService } from './staff-summary-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What waits for an admin, counted, with the age of each queue's oldest item. */
    staffSummary: StaffSummaryService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'staffSummary',
      createStaffSummaryService({
        repository: createStaffSummaryRepository(fastify.models),
        payments: fastify.payments,
        adminSignature: fastify.adminSignature,
        dataRights: fastify.dataRights,
      }),
    );
  },
  { name: 'staff-summary', dependencies: ['models', 'payments', 'offer-letters', 'data-rights'] },
);
