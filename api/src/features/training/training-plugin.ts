import fp from 'fastify-plugin';
import { backgroundLoop } from '../../lib/background-loop.ts';
import type { BatchData } from './training-batches.ts';
import { createTrainingRepository } from './training-repository.ts';
import { createTrainingService, type TrainingService } from './training-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live training: each batch's sessions, joins, calendar feeds and reminders. */
    training: TrainingService;
  }
}

const REMINDER_POLL_MS = 60_000;
/** Every batch of a few cohorts (cohorts × specializations) fits. */
const BATCHES_KEPT = 500;

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const training = createTrainingService({
      repository: createTrainingRepository(fastify.models),
      cohorts: fastify.cohorts,
      users: fastify.users,
      outbox: fastify.outbox,
      audit: fastify.auditTrail,
      webUrl: config.publicWebUrl,
      batchCache: fastify.cacheRevisions.cache<BatchData | null>('training', { maxEntries: BATCHES_KEPT }),
    });
    fastify.decorate('training', training);
    // The batches' sessions to come follow a cohort's new training dates.
    fastify.cohorts.afterUpdate((actor, cohortId) => training.followCohortDates(actor, cohortId));
    // `npm start` on the real date: the active (demonstration) cohort shows a live schedule.
    if (config.nodeEnv === 'development' && !config.programToday) await training.generateAll(await fastify.cohorts.active());
    // Reminders are recorded where the outbox worker runs; each session's once, whichever worker runs first.
    const reminders = backgroundLoop(() => training.sendReminders(), {
      pollMs: REMINDER_POLL_MS,
      name: 'training reminders',
      log: fastify.log,
    });
    if (config.outboxWorker) fastify.addHook('onReady', async () => reminders.start());
    fastify.addHook('preClose', async () => reminders.stop());
  },
  { name: 'training', dependencies: ['models', 'cache-revisions', 'auth', 'audit', 'mail-outbox', 'cohorts'] },
);
