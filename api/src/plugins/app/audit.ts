import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

export interface AuditEvent {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** fastify.audit(request, event): records who did what to which target, from where (the signed-in user of the request). */
export default fp(
  async (fastify) => {
    fastify.decorate('audit', async (request: FastifyRequest, event: AuditEvent) => {
      const actor = request.currentUser;
      await fastify.models.AuditEntry.create({
        at: new Date(),
        actorId: actor?._id ?? null,
        actorEmail: actor?.email ?? null,
        actorRole: actor?.role ?? null,
        action: event.action,
        targetType: event.targetType,
        targetId: event.targetId,
        before: event.before ?? null,
        after: event.after ?? null,
        ip: request.ip ?? null,
      });
    });
  },
  { name: 'audit', dependencies: ['repositories'] },
);
