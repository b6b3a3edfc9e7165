import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';

export interface AuditEvent {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Who acted and from where: the signed-in user of a request, kept with work that outlives it. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  role: string | null;
  ip: string | null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  return { id: user ? String(user._id) : null, email: user?.email ?? null, role: user?.role ?? null, ip: request.ip ?? null };
}

/** The entry id of a keyed event: the same key gives the same id, so its unique _id index keeps one entry. */
function entryIdOf(key: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}

/** Records the event; with `key`, once per key (a second record of one event is a no-op). */
export async function recordAudit(models: Models, actor: AuditActor, event: AuditEvent, key?: string): Promise<void> {
  try {
    await models.AuditEntry.create({
      ...(key ? { _id: entryIdOf(key) } : {}),
      at: new Date(),
      actorId: actor.id ? new Types.ObjectId(actor.id) : null,
      actorEmail: actor.email,
      actorRole: actor.role,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      before: event.before ?? null,
      after: event.after ?? null,
      ip: actor.ip,
    });
  } catch (err) {
    if (!(key && isDuplicateKeyError(err))) throw err;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records who did what to which target, from where (the signed-in user of the request). */
    audit(request: FastifyRequest, event: AuditEvent): Promise<void>;
  }
}

/** fastify.audit(request, event): records who did what to which target, from where (the signed-in user of the request). */
export default fp(
  async (fastify) => {
    fastify.decorate('audit', (request: FastifyRequest, event: AuditEvent) => recordAudit(fastify.models, actorOf(request), event));
  },
  { name: 'audit', dependencies: ['repositories'] },
);
