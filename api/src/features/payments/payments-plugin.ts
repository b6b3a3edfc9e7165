import fp from 'fastify-plugin';
import { createFeeChanges, type FeeChanges } from './fee-changes.ts';
import { createStudentPaymentRepository, type StudentPaymentRepository } from './payment-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin payment screen's queries and a student's payment fields. */
    studentPayments: StudentPaymentRepository;
    /** Fee Verify and Unverify, serialized through the database and finished after a crash. */
    feeChanges: FeeChanges;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('studentPayments', createStudentPaymentRepository(fastify.models));
    const feeChanges = createFeeChanges(fastify);
    fastify.decorate('feeChanges', feeChanges);
    // Changes a stopped process left are finished at start and then every minute.
    fastify.addHook('onReady', async () => feeChanges.start());
    fastify.addHook('preClose', async () => feeChanges.stop());
  },
  { name: 'payments', dependencies: ['models', 'audit', 'invoices', 'mail-outbox', 'cohorts'] },
);
