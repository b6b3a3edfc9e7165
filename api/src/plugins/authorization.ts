import fp from 'fastify-plugin';
import { isValidObjectId } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@portal/domain/constants';
import { API_MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from '../lib/models.ts';
import type { AccessClaims, AuditActor } from '../types.ts';

/** The actor of a request for the audit trail: the signed-in user (if any) and the client address. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  return { id: user ? String(user._id) : null, email: user?.email ?? null, role: user?.role ?? null, ip: request.ip ?? null };
}

/**
 * `authenticate`: verifies the bearer JWT (HS256, issuer, audience, expiry), then re-reads the
 * user and the session from the database on every request: the role in the token is only a
 * hint, so `npm run user:role` takes effect at once, and a revoked session (logout, refresh
 * token reuse) ends its access tokens too.
 * `requireRole(...roles)`: 403 {message:'Forbidden'} unless the user's current role is allowed.
 */
export default fp(
  async (fastify) => {
    const unauthorized = () => fastify.httpErrors.unauthorized(API_MESSAGES.unauthorized);

    fastify.decorateRequest('currentUser', null as unknown as UserDoc);
    fastify.decorateRequest('sessionId', '');

    fastify.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      let claims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw unauthorized();
      }
      if (typeof claims.sub !== 'string' || !isValidObjectId(claims.sub) || typeof claims.sid !== 'string') throw unauthorized();
      const { User, Session } = fastify.models;
      const [user, session] = await Promise.all([
        User.findById(claims.sub).lean<UserDoc>(),
        Session.findOne({ _id: claims.sid }, { userId: 1, revokedAt: 1, expiresAt: 1 }).lean(),
      ]);
      if (!user || !session || session.revokedAt || String(session.userId) !== claims.sub || new Date(session.expiresAt) <= new Date()) {
        throw unauthorized();
      }
      request.currentUser = user;
      request.sessionId = claims.sid;
    });

    fastify.decorate('requireRole', (...roles: Role[]) => {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        const role = request.currentUser?.role as Role | undefined;
        if (!role || !roles.includes(role)) throw fastify.httpErrors.forbidden(API_MESSAGES.forbidden);
      };
    });
  },
  { name: 'authorization', dependencies: ['models', 'jwt', 'sensible'] },
);
