/** Sends a public JSON-LD document with a strong ETag and Cache-Control, or 304 when If-None-Match names it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, noneMatch } from '../lib/etag.ts';

export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { type: string; cacheControl: string },
): FastifyReply {
  const etag = etagOf(body);
  void reply.header('etag', etag).header('cache-control', options.cacheControl).header('Access-Control-Allow-Origin', '*');
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(options.type).send(body);
}
