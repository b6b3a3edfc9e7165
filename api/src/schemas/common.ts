/** TypeBox schemas shared by several routes (all objects closed with additionalProperties: false). */
import { Type } from 'typebox';

export { NullableString } from '@portal/domain/views/schema-helpers';

/** Error answers: Fastify's {statusCode, error, message}; PUT /me adds `errors` per field. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: false },
);

export { ProfileSchema } from '@portal/domain/views/profile';

/** The error statuses this API answers; each is declared with the one body, ErrorResponse. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * The error part of a route's `response` map, so the OpenAPI document lists every status the route
 * can answer: `response: { 200: Thing, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) }`.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof ErrorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as { [K in S[number]]: typeof ErrorResponse };
}

/** A route with a JSON (or multipart) body: bad JSON or schema 400, over the body limit 413, another content type 415. */
export const JSON_BODY_ERRORS = [400, 413, 415] as const;
/** A route with a querystring or params schema. */
export const QUERY_ERRORS = [400] as const;
/** Any signed-in user: no, expired or revoked token 401. */
export const SIGNED_IN_ERRORS = [401] as const;
/** Routes of one role (the autohooks of /admin, /ca, /student): 401, and 403 for the other roles. */
export const ROLE_ERRORS = [401, 403] as const;

/** 304 of a conditional GET (If-None-Match names the current ETag): no body. */
export const NOT_MODIFIED = Type.Null({ description: 'Not Modified: the If-None-Match header names the current ETag; no body' });

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** No list has this many pages; bounded so that `page` stays a safe integer in every answer that echoes it. */
const MAX_PAGE = 100_000;

/**
 * A paged list's `page` (zero-based) and `size` query parameters, both optional with their defaults:
 * Ajv fills the defaults in, and the OpenAPI document lists them as optional (a default on a required
 * parameter would say the opposite of what the API does). `of` reads a query with the same defaults,
 * for the handler's types.
 */
export function pagingQuery({ maxSize, defaultSize, maxPage = MAX_PAGE }: { maxSize: number; defaultSize: number; maxPage?: number }) {
  return {
    properties: {
      page: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPage, default: 0, description: 'zero-based' })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: maxSize, default: defaultSize })),
    },
    of: (query: { page?: number; size?: number }) => ({ page: query.page ?? 0, size: query.size ?? defaultSize }),
  };
}

/** A 200 that is a CSV file (a header row, then `rows`). */
export function csvResponse(rows: string) {
  return { description: `a header row, then ${rows}`, content: { 'text/csv': { schema: Type.String() } } };
}
