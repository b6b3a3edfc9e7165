import fp from 'fastify-plugin';
import { isValidObjectId, type Types } from 'mongoose';
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

interface SessionState {
  userId: Types.ObjectId;
  revokedAt: Date | null;
  expiresAt: Date;
}

/**
 * `authenticate`: verifies the bearer JWT (HS256, issuer, audience, expiry), then checks the user
 * and the session as the database holds them when the request arrives: the role in the token is
 * only a hint, so `npm run user:role` takes effect at once, and a revoked session (logout, refresh
 * token reuse) ends its access tokens too. Both are read once per worker and kept under the auth
 * revision (plugins/cache-revisions.ts), which every write to the users or sessions advances.
 * `requireRole(...roles)`: 403 {message:'Forbidden'} unless the user's current role is allowed.
 */
export default fp(
  async (fastify) => {
    const unauthorized = () => fastify.httpErrors.unauthorized(API_MESSAGES.unauthorized);

    // Kept while no account or session has changed (a write to either advances the auth revision,
    // read for each request): a revoked session or a new role counts on the next request on every worker.
    const accounts = fastify.cacheRevisions.cache<{ user: UserDoc; session: SessionState } | null>('auth');

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
      const { sub, sid } = claims;
      const signedIn = await accounts.get(`${sid}|${sub}`, async () => {
        const { User, Session } = fastify.models;
        const [user, session] = await Promise.all([
          User.findById(sub).lean<UserDoc>(),
          Session.findOne({ _id: sid }, { userId: 1, revokedAt: 1, expiresAt: 1 }).lean<SessionState>(),
        ]);
        return user && session ? { user, session } : null;
      });
      const session = signedIn?.session;
      if (!signedIn || !session || session.revokedAt || String(session.userId) !== sub || new Date(session.expiresAt) <= new Date()) {
        throw unauthorized();
      }
      const { user } = signedIn;
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
  { name: 'authorization', dependencies: ['models', 'cache-revisions', 'jwt', 'sensible'] },
);
