import fp from 'fastify-plugin';
import { createOutbox, type Outbox } from './outbox-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the mails events owe and sends them in the background. */
    outbox: Outbox;
  }
}

export default fp(
  async (fastify) => {
    const outbox = createOutbox(fastify, { pollMs: fastify.config.outboxPollMs });
    fastify.decorate('outbox', outbox);
    if (fastify.config.outboxWorker) fastify.addHook('onReady', async () => outbox.start());
    fastify.addHook('preClose', async () => outbox.stop());
  },
  { name: 'mail-outbox', dependencies: ['models', 'mailer', 'invoices', 'files'] },
);
