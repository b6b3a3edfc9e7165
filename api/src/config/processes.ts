/** How many API processes run, and which background work each does. */
import { Type, type Static } from 'typebox';
import type { ConfigHints } from './area.ts';

export const PROCESSES_SETTINGS = Type.Object({
  LETTER_WORKER: Type.Enum(['on', 'off'], {
    description: '`off` for an API process that should not issue offer letters (another process does)',
    default: 'on',
  }),
  LETTER_WORKER_POLL_SECONDS: Type.Integer({
    description: 'How often the letter worker looks for waiting letters, besides being woken by a request in its own process',
    minimum: 1,
    maximum: 3600,
    default: 30,
  }),
  OUTBOX_WORKER: Type.Enum(['on', 'off'], {
    description: '`off` for an API process that should not send the mail outbox (another process does)',
    default: 'on',
  }),
  OUTBOX_POLL_SECONDS: Type.Integer({
    description: 'How often the outbox worker looks for due mails, besides being woken when a mail is recorded',
    minimum: 1,
    maximum: 3600,
    default: 5,
  }),
  API_WORKERS: Type.Integer({
    description: 'How many API processes the server runs on its port with node:cluster (a dead one is replaced); 1 runs no cluster',
    minimum: 1,
    maximum: 64,
    default: 1,
  }),
});

export const PROCESSES_HINTS: ConfigHints<typeof PROCESSES_SETTINGS> = {
  LETTER_WORKER: 'LETTER_WORKER must be on or off',
  LETTER_WORKER_POLL_SECONDS: 'LETTER_WORKER_POLL_SECONDS must be a whole number of seconds from 1 to 3600',
  OUTBOX_WORKER: 'OUTBOX_WORKER must be on or off',
  OUTBOX_POLL_SECONDS: 'OUTBOX_POLL_SECONDS must be a whole number of seconds from 1 to 3600',
  API_WORKERS: 'API_WORKERS must be a whole number of API processes from 1 to 64',
};

export function processesConfig(env: Static<typeof PROCESSES_SETTINGS>) {
  return {
    /** Run the offer-letter worker in this process (LETTER_WORKER=off for processes that only serve requests). */
    letterWorker: env.LETTER_WORKER === 'on',
    /** How often the worker looks for waiting letters besides the moments it is woken (LETTER_WORKER_POLL_SECONDS). */
    letterWorkerPollMs: env.LETTER_WORKER_POLL_SECONDS * 1000,
    /** Send the mail outbox from this process (OUTBOX_WORKER=off for processes that only serve requests). */
    outboxWorker: env.OUTBOX_WORKER === 'on',
    /** How often the outbox worker looks for due mails besides the moments a mail is recorded (OUTBOX_POLL_SECONDS). */
    outboxPollMs: env.OUTBOX_POLL_SECONDS * 1000,
    /** How many API processes `server.ts` runs on the port with node:cluster (API_WORKERS; 1 runs none). */
    apiWorkers: env.API_WORKERS,
  };
}
