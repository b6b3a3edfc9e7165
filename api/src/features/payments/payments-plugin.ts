import fp from 'fastify-plugin';
import { createFeeService, type FeeService } from './fee-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createPaymentsService, type PaymentsService } from './payments-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A student's fee: the admin payment screen's reads, the payment link, the paid mark, fee Verify and Unverify. */
    payments: PaymentsService;
    /** The fee lease under Verify and Unverify: one change per student at a time, finished after a crash. */
    feeChanges: FeeService;
  }
}

export default fp(
  async (fastify) => {
    const repository = createPaymentRepository(fastify.models);
    const feeChanges = createFeeService({
      repository,
      invoices: fastify.invoices,
      outbox: fastify.outbox,
      auditTrail: fastify.auditTrail,
      log: fastify.log,
      cohorts: fastify.cohorts,
    });
    fastify.decorate('feeChanges', feeChanges);
    fastify.decorate(
      'payments',
      createPaymentsService({
        repository,
        fees: feeChanges,
        idProofs: fastify.idProofs,
        cohorts: fastify.cohorts,
        audit: fastify.auditTrail,
        outbox: fastify.outbox,
        // The gateway's plugin registers after this one; it is looked up when a link changes.
        releaseLink: (student) =>
          fastify.hasDecorator('paymentGateway') ? fastify.paymentGateway.releaseLinkOf(student) : Promise.resolve(),
      }),
    );
    // Changes a stopped process left are finished at start and then every minute.
    fastify.addHook('onReady', async () => feeChanges.start());
    fastify.addHook('preClose', async () => feeChanges.stop());
  },
  { name: 'payments', dependencies: ['models', 'audit', 'invoices', 'mail-outbox', 'cohorts', 'id-proofs'] },
);
