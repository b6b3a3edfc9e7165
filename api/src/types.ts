/** Fastify and @fastify/jwt type augmentations for the decorators this app adds. */
import type { Connection } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@portal/domain/constants';
import type { AppConfig } from './config.ts';
import type { Models, UserDoc } from './lib/models.ts';
import type { Mailer } from './plugins/mailer.ts';

/** Claims of the access JWT (iss, aud, iat and exp are added by the signer). */
export interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
}

/** Who acted and from where: the signed-in user of a request, kept with work that outlives it. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  role: string | null;
  ip: string | null;
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    mongo: Connection;
    models: Models;
    mailer: Mailer;
    /** Verifies the bearer token and loads the user from the DB into request.currentUser (401 otherwise). */
    authenticate: PreHandler;
    /** Allows only these roles, as read from the DB on this request (403 otherwise). */
    requireRole: (...roles: Role[]) => PreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on every request by `authenticate`. */
    currentUser: UserDoc;
    /** The session (refresh-token family) of the access token. */
    sessionId: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}
