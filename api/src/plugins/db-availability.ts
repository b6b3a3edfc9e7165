/**
 * fastify.dbAvailability: whether the database answers, checked by a ping every 200 ms
 * with a deadline, so that while MongoDB is away every route answers 503 with Retry-After at once
 * instead of holding the request until the driver gives up. The API recovers by
 * itself: the next ping that answers opens the routes again.
 *
 * A request that arrives while a ping is overdue (the database has just stopped answering) waits
 * for that ping's verdict, at most the deadline, rather than entering a handler whose queries would
 * wait for the database; a request already in its handler when the verdict turns is answered 503
 * then (its handler's queries finish or fail when the database returns, unseen: every write the
 * portal makes is safe to try again). /health is never refused: it says which dependency is down.
 *
 * Each process watches its own connection; nothing here needs to agree across processes.
 */
import fp from 'fastify-plugin';
import { STATUS_CODES, type OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_MESSAGES } from '../lib/messages.ts';

/** How often the database is pinged, and how long a ping may take before the database counts as away. */
export const DB_CHECK_EVERY_MS = 200;
export const DB_CHECK_DEADLINE_MS = 1_200;
/** A ping outstanding this long makes new requests wait for its verdict. */
const OVERDUE_AFTER_MS = 300;
/** What a refused request is told to wait before trying again. */
export const DB_RETRY_AFTER_SECONDS = 5;

export interface DbAvailability {
  /** The last verdict: true while the database answered its latest ping in time. */
  readonly up: boolean;
  /** Pings now (with the deadline) and records the verdict. */
  check(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers, and the 503 while it does not (plugins/db-availability.ts). */
    dbAvailability: DbAvailability;
  }
  interface FastifyContextConfig {
    /** Served while the database is away (/health reports it). */
    servedWithoutDatabase?: boolean;
  }
}

/** What every answer says while the database is away (a refused request, a failed query, a waiting request). */
export const DATABASE_AWAY = {
  statusCode: 503,
  message: API_MESSAGES.databaseUnavailable,
  headers: { 'retry-after': String(DB_RETRY_AFTER_SECONDS) },
} as const;

/** The error of a request refused while the database is away: 503, its message shown, with Retry-After. */
export function databaseUnavailable(fastify: FastifyInstance) {
  return fastify.httpErrors.createError(DATABASE_AWAY.statusCode, DATABASE_AWAY.message, { expose: true, headers: DATABASE_AWAY.headers });
}

/** Answers a request whose handler waits on the database, now: the handler's own answer, later, is dropped. */
function answerUnavailable(reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) return;
  reply.hijack();
  const { statusCode, message, headers } = DATABASE_AWAY;
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode], message });
  reply.raw.writeHead(statusCode, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  reply.raw.end(body);
  reply.log.warn('request answered 503: the database stopped answering while it waited');
}

export default fp(
  async (fastify) => {
    let up = true;
    /** Requests of this process inside their handlers, to answer at once when the database goes away. */
    const waiting = new Set<FastifyReply>();
    let inFlight: { since: number; verdict: Promise<boolean> } | null = null;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;

    const ping = async (): Promise<boolean> => {
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        // After the timers, one turn of I/O first: when this process was busy (a PDF drawn for a
        // second), an answer that arrived meanwhile still counts, and the database is not blamed.
        deadline = setTimeout(() => setImmediate(() => resolve(false)), DB_CHECK_DEADLINE_MS);
      });
      const answered = (async () => {
        const db = fastify.mongo.db;
        if (!db) return false;
        await db.admin().ping();
        return true;
      })().catch(() => false);
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(deadline);
      }
    };

    const check = (): Promise<boolean> => {
      if (inFlight) return inFlight.verdict;
      const verdict = ping().then((ok) => {
        if (ok !== up) {
          if (ok) fastify.log.info('database answers again: serving requests');
          else {
            fastify.log.error(`database not answering within ${DB_CHECK_DEADLINE_MS} ms: answering 503 until it does`);
            for (const reply of waiting) answerUnavailable(reply);
            waiting.clear();
          }
        }
        up = ok;
        inFlight = null;
        return ok;
      });
      inFlight = { since: Date.now(), verdict };
      return verdict;
    };

    const loop = () => {
      if (closed) return;
      void check().then(() => {
        if (!closed) timer = setTimeout(loop, DB_CHECK_EVERY_MS).unref();
      });
    };

    fastify.decorate('dbAvailability', {
      get up() {
        return up;
      },
      check,
    });

    fastify.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.servedWithoutDatabase) return;
      let ok = up;
      if (ok && inFlight && Date.now() - inFlight.since > OVERDUE_AFTER_MS) ok = await inFlight.verdict;
      if (!ok) throw databaseUnavailable(fastify);
      waiting.add(reply);
    });
    const done = async (_request: unknown, reply: FastifyReply) => {
      waiting.delete(reply);
    };
    fastify.addHook('onResponse', done);
    fastify.addHook('onRequestAbort', async (request) => {
      for (const reply of waiting) if (reply.request === request) waiting.delete(reply);
    });

    fastify.addHook('onReady', async () => loop());
    fastify.addHook('preClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'db-availability', dependencies: ['db', 'sensible'] },
);
