import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/authorization.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createAuditService, type AuditEvent, type AuditService } from './audit-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail: services record their actions with the actor their route passed in. */
    auditTrail: AuditService;
    /** Records who did what to which target, from where (the signed-in user of the request). */
    audit(request: FastifyRequest, event: AuditEvent): Promise<void>;
  }
}

export default fp(
  async (fastify) => {
    const auditTrail = createAuditService(createAuditRepository(fastify.models));
    fastify.decorate('auditTrail', auditTrail);
    fastify.decorate('audit', (request: FastifyRequest, event: AuditEvent) => auditTrail.record(actorOf(request), event));
  },
  { name: 'audit', dependencies: ['models'] },
);
