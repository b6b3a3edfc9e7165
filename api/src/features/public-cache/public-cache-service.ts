/**
 * The answers of the public read routes (GET /public/program and /public/seats), which every
 * landing view asks and which change only when an admin edits the cohorts or a seat is taken:
 * each worker serializes an answer once per public revision (models/cache-revision.ts) and sends it with a strong ETag and Cache-Control, answering 304 to a matching
 * If-None-Match, so browsers, a CDN and the landing page's server rendering can keep it too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, noneMatch } from '../../lib/etag.ts';
import type { RevisionCache } from '../../plugins/cache-revisions.ts';

/**
 * How old a public revision read may be. Waiting for a read sent after each request (as the signed-in
 * checks do) took these routes to a third of /health's rate at 200 connections (bench:api): every
 * request waited up to two round trips to a busy database. A read at most this old is taken at once,
 * so a change shows on every worker within this bound plus one read (test/cache-revisions.test.ts).
 */
export const PUBLIC_REVISION_REUSE_MS = 250;

/** One serialized answer and its validator. */
export interface PublicAnswer {
  /** The JSON body as sent. */
  body: string;
  /** A strong ETag: the hash of the body, so every worker (and every revision with the same answer) sends the same. */
  etag: string;
}

/**
 * How long a browser or CDN may keep each answer. Seats change as students finalize: kept a few
 * seconds, then served stale only while it is fetched again. The program changes when an admin edits it.
 */
const PUBLIC_CACHE_CONTROL = {
  program: 'public, max-age=30, stale-while-revalidate=30',
  seats: 'public, max-age=5, stale-while-revalidate=5',
} as const;

type PublicAnswerName = keyof typeof PUBLIC_CACHE_CONTROL;

export interface PublicCache {
  /** The answer `name` for `variant` (e.g. the day it depends on) at the current public revision, serialized by `compute` when there is none. */
  answer(name: PublicAnswerName, variant: string, compute: () => Promise<string>): Promise<PublicAnswer>;
  /** Sends that answer, or 304 without a body when If-None-Match names its ETag; both with the ETag and Cache-Control. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    name: PublicAnswerName,
    variant: string,
    compute: () => Promise<string>,
  ): Promise<FastifyReply>;
}

export function createPublicCache(cache: RevisionCache<PublicAnswer>): PublicCache {
  const answer: PublicCache['answer'] = (name, variant, compute) =>
    cache.get(`${name}|${variant}`, async () => {
      const body = await compute();
      return { body, etag: etagOf(body) };
    });
  return {
    answer,
    async send(request, reply, name, variant, compute) {
      return sendPublicAnswer(request, reply, name, await answer(name, variant, compute));
    },
  };
}

function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, name: PublicAnswerName, answer: PublicAnswer) {
  void reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL[name]);
  if (noneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
