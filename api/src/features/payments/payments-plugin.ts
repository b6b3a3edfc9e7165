import fp from 'fastify-plugin';
import { createFeeChanges } from './fee-changes.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createPaymentsService, type PaymentsService } from './payments-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A student's fee: the admin payment screen's reads, the payment link, the paid mark, fee Verify, Unverify and refunds. */
    payments: PaymentsService;
  }
}

export default fp(
  async (fastify) => {
    const repository = createPaymentRepository(fastify.models);
    // The fee lease under Verify, Unverify and refunds: only the payments service changes a fee.
    const feeChanges = createFeeChanges({
      repository,
      invoices: fastify.invoices,
      outbox: fastify.outbox,
      auditTrail: fastify.auditTrail,
      log: fastify.log,
      cohorts: fastify.cohorts,
    });
    fastify.decorate(
      'payments',
      createPaymentsService({
        repository,
        feeChanges,
        idProofs: fastify.idProofs,
        cohorts: fastify.cohorts,
        audit: fastify.auditTrail,
        outbox: fastify.outbox,
      }),
    );
    // Changes a stopped process left are finished at start and then every minute.
    fastify.addHook('onReady', async () => feeChanges.start());
    fastify.addHook('preClose', async () => feeChanges.stop());
  },
  { name: 'payments', dependencies: ['models', 'audit', 'invoices', 'mail-outbox', 'cohorts', 'id-proofs'] },
);
