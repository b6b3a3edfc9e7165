import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { API_MESSAGES } from '../lib/messages.ts';

/**
 * Bodies are JSON (multipart for uploads, see external/multipart.ts); any other type is a 415, so a
 * cross-site form cannot post a "simple" text/plain request either. JSON is parsed as Fastify does
 * (prototype poisoning refused), but each refusal says what is wrong: Fastify's own parser calls a
 * body holding "__proto__" 'not valid JSON'.
 */
export default fp(
  async (fastify) => {
    const refuse = (message: string) => fastify.httpErrors.badRequest(message);
    fastify.removeContentTypeParser(['application/json', 'text/plain']);
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (!text.trim()) return done(refuse(API_MESSAGES.bodyEmpty), undefined);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return done(refuse(API_MESSAGES.bodyNotJson), undefined);
      }
      try {
        if (value && typeof value === 'object') secureJson.scan(value, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(refuse(API_MESSAGES.bodyForbiddenKey), undefined);
      }
      return done(null, value);
    });
  },
  { name: 'json-body', dependencies: ['sensible'] },
);
