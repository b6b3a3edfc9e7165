import fp from 'fastify-plugin';
import { createGatewayRepository } from './gateway-repository.ts';
import { createPaymentGateway, type PaymentGateway } from './gateway-service.ts';
import { createRazorpayClient } from './razorpay-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Razorpay payment links made from the portal, and the webhook events about them (stored once, processed on a lease). */
    paymentGateway: PaymentGateway;
  }
}

export default fp(
  async (fastify) => {
    const { razorpay, publicWebUrl } = fastify.config;
    const client =
      razorpay.keyId && razorpay.keySecret
        ? createRazorpayClient({ apiUrl: razorpay.apiUrl, keyId: razorpay.keyId, keySecret: razorpay.keySecret })
        : null;
    const gateway = createPaymentGateway({
      config: razorpay,
      publicWebUrl,
      repository: createGatewayRepository(fastify.models),
      client,
      payments: fastify.payments,
      cohorts: fastify.cohorts,
      audit: fastify.auditTrail,
      outbox: fastify.outbox,
      log: fastify.log,
    });
    fastify.decorate('paymentGateway', gateway);
    // Before payments replaces or clears a student's link, the gateway releases its own (cancelled at Razorpay).
    fastify.payments.useLinkRelease(gateway.releaseLinkOf);
    // Events stored but not processed (a process that stopped, a failure) are taken at start and every 30 s.
    fastify.addHook('onReady', async () => gateway.start());
    fastify.addHook('preClose', async () => gateway.stop());
  },
  { name: 'payment-gateway', dependencies: ['models', 'audit', 'mail-outbox', 'cohorts', 'payments'] },
);
