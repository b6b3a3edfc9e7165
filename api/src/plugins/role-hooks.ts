import type { FastifyInstance } from 'fastify';
import type { Role } from '@portal/domain/constants';

/**
 * The hook of a role folder: every route at and below it needs a signed-in user whose current role
 * (read from the database) is `role`; a student's writes also need the consent to the privacy
 * notice (`requireConsent`). A feature's `routes/<role>/autohooks.ts` re-exports one of these.
 */
function roleHooks(role: Role) {
  return async function hooks(fastify: FastifyInstance) {
    fastify.addHook('onRequest', fastify.authenticate);
    fastify.addHook('onRequest', fastify.requireRole(role));
    if (role === 'STUDENT') fastify.addHook('onRequest', fastify.requireConsent);
  };
}

/** Everything under /admin needs a signed-in ADMIN. */
export const adminHooks = roleHooks('ADMIN');
/** Everything under /ca needs a signed-in CA. */
export const caHooks = roleHooks('CA');
/** Everything under /mentor needs a signed-in MENTOR. */
export const mentorHooks = roleHooks('MENTOR');
/** Everything under /student needs a signed-in STUDENT. */
export const studentHooks = roleHooks('STUDENT');
