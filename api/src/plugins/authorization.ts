import fp from 'fastify-plugin';
import { isValidObjectId, type Types } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@portal/domain/constants';
import { PRIVACY_CONSENT_REQUIRED, hasCurrentConsent } from '@portal/domain/privacy-notice';
import { API_MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from '../lib/models.ts';
import type { AccessClaims, AuditActor } from '../types.ts';

/** The actor of a request for the audit trail: the signed-in user (if any) and the client address. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  return { id: user ? String(user._id) : null, email: user?.email ?? null, role: user?.role ?? null, ip: request.ip ?? null };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The consent gate of every student write: 409 with PRIVACY_CONSENT_REQUIRED while a STUDENT has
     * not consented to the current privacy notice, before the body is read. Reads, staff and the
     * writes of WRITES_BEFORE_CONSENT pass. An onRequest hook after `authenticate`.
     */
    requireConsent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The student writes that work before consent to the privacy notice, each with why. Nothing personal
 * is collected before it (DPDP Act 2023 s.6), but the consent itself must be given, the rights of
 * ss.11-12 hold whether or not the student consents (one who will not consent to a changed notice
 * may still take a copy of their data or have it erased), and Razorpay's redirect is only checked.
 */
const WRITES_BEFORE_CONSENT: ReadonlySet<string> = new Set([
  // The consent itself.
  'POST /student/privacy/consent',
  // The right to a summary of one's data (s.11).
  'POST /student/data-rights/export',
  // The right to erasure (s.12), which is also how consent is withdrawn.
  'POST /student/data-rights/erasure',
  // Checks Razorpay's signed redirect after a payment and records nothing (the webhook records the payment).
  'POST /student/payment/callback',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * `requireConsent`: the one consent gate of student writes (above).
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

    fastify.decorate('requireConsent', async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = request.currentUser;
      if (user?.role !== 'STUDENT' || READS.has(request.method) || hasCurrentConsent(user.privacyNoticeVersion)) return;
      if (WRITES_BEFORE_CONSENT.has(`${request.method} ${request.routeOptions.url}`)) return;
      throw fastify.httpErrors.conflict(PRIVACY_CONSENT_REQUIRED);
    });
  },
  { name: 'authorization', dependencies: ['models', 'cache-revisions', 'jwt', 'sensible'] },
);
