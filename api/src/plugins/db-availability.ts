/**
 * fastify.dbAvailability: whether the database answers, checked by a ping every 200 ms with a
 * deadline, so that while MongoDB is away every new request answers 503 with Retry-After at once
 * instead of holding it until the driver gives up. The API recovers by itself: the next ping that
 * answers opens the routes again.
 *
 * The deadline counts only the time this process could have read the answer: a turn of the event
 * loop that came late (a PDF drawn, a burst of requests) does not count against the database, so a
 * busy process is never told its database is away (under-pressure sheds a busy process instead,
 * with its own 503, before any handler starts).
 *
 * A request that arrives while a ping is overdue waits for that ping's verdict rather than entering
 * a handler whose queries would wait for the database. A request already in its handler when the
 * verdict turns to away is answered 503 with Retry-After then, rather than held for as long as the
 * database is away; its handler runs on until its queries give up, each at its deadline
 * (MONGODB_OPERATION_TIMEOUT_MS, plugins/db.ts), and what it answers then is dropped. A request
 * that finishes before the verdict answers its real result (a write that went through answers as
 * such). /health is never refused: it says which dependency is down.
 *
 * Each process watches its own connection; nothing here needs to agree across processes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../lib/messages.ts';

/** How often the database is pinged, and how long a ping may take before the database counts as away. */
export const DB_CHECK_EVERY_MS = 200;
export const DB_CHECK_DEADLINE_MS = 1_200;
/** A ping outstanding this long makes new requests wait for its verdict. */
const OVERDUE_AFTER_MS = 300;
/** How often the deadline's clock ticks; a tick that comes later than this counts as this long. */
const TICK_MS = 50;
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

export default fp(
  async (fastify) => {
    let up = true;
    let inFlight: { since: number; verdict: Promise<boolean> } | null = null;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    /** The requests in their handlers: answered 503 when the database is found away. */
    const inHandlers = new Map<FastifyRequest, FastifyReply>();

    const answerInHandlers = () => {
      for (const [request, reply] of inHandlers) {
        inHandlers.delete(request);
        if (!reply.sent && !reply.raw.headersSent) void reply.send(databaseUnavailable(fastify));
      }
    };

    /**
     * Pings, and answers false once the ping has been outstanding DB_CHECK_DEADLINE_MS of time this
     * process was free to read its answer: each tick of the clock adds at most TICK_MS, however late
     * it came, and the verdict is given after a turn of I/O, so an answer that arrived during a stall counts.
     */
    const ping = async (): Promise<boolean> => {
      let tick: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        let counted = 0;
        let last = performance.now();
        const step = () => {
          const at = performance.now();
          counted += Math.min(at - last, TICK_MS);
          last = at;
          if (counted >= DB_CHECK_DEADLINE_MS) setImmediate(() => resolve(false));
          else tick = setTimeout(step, TICK_MS);
        };
        tick = setTimeout(step, TICK_MS);
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
        clearTimeout(tick);
      }
    };

    const check = (): Promise<boolean> => {
      if (inFlight) return inFlight.verdict;
      const verdict = ping().then((ok) => {
        if (ok !== up) {
          if (ok) fastify.log.info('database answers again: serving requests');
          else fastify.log.error(`database not answering within ${DB_CHECK_DEADLINE_MS} ms: answering requests 503 until it does`);
        }
        up = ok;
        if (!ok) answerInHandlers();
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
      inHandlers.set(request, reply);
    });
    const done = async (request: FastifyRequest) => {
      inHandlers.delete(request);
    };
    fastify.addHook('onResponse', done);
    fastify.addHook('onRequestAbort', done);

    fastify.addHook('onReady', async () => loop());
    fastify.addHook('preClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'db-availability', dependencies: ['db', 'sensible'] },
);
