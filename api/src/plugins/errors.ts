import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../lib/messages.ts';
import { DATABASE_AWAY } from './db-availability.ts';

/** The one error body: Fastify's {statusCode, error, message}; validation adds `errors` per field. */
interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

/**
 * What a handler may throw: http-errors (`fastify.httpErrors.*`; `createError(status, message, { errors })` adds
 * field messages, `{ expose: true }` shows a 5xx message to the client), Fastify's own errors, anything else (500).
 */
type AppError = Partial<FastifyError> & {
  validation?: ValidationIssue[];
  validationContext?: string;
  errors?: Record<string, string>;
  expose?: boolean;
  /** Response headers the error carries (http-errors' `headers`, e.g. Retry-After). */
  headers?: Record<string, string>;
};
interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(errors ? { errors } : {}) };
}

const { MongoNetworkError, MongoNotConnectedError, MongoServerSelectionError, MongoTopologyClosedError } = mongoose.mongo;

/**
 * The driver's errors for a database it cannot reach: no server selectable, a broken, timed-out or
 * cleared connection (MongoNetworkError's subclasses), or a client not connected or closed.
 */
const DATABASE_AWAY_ERRORS = [MongoServerSelectionError, MongoNetworkError, MongoNotConnectedError, MongoTopologyClosedError];

/** A query that failed because the database is away: 503 with its message and Retry-After, like a refused request. */
function databaseAway(err: AppError): AppError | null {
  if (!DATABASE_AWAY_ERRORS.some((type) => err instanceof type)) return null;
  return { ...DATABASE_AWAY, headers: { ...DATABASE_AWAY.headers }, expose: true };
}

/** A thrown value's status: its own 4xx/5xx (http-errors, Fastify errors, rate-limit objects), else 500. */
function statusOf(err: AppError): number {
  const status = Number(err?.statusCode);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** Schema failures per field, e.g. { email: 'must be string' }; the part itself (body, querystring) when no field is named. */
function fieldErrors(err: AppError): Record<string, string> | undefined {
  if (!err.validation?.length) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of err.validation) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    const extra = issue.params?.missingProperty ?? issue.params?.additionalProperty;
    if (extra) path.push(extra);
    // A property the schema does not declare is refused, not dropped: say so under its name.
    const message = issue.params?.additionalProperty ? 'is not allowed' : issue.message;
    errors[path.join('.') || err.validationContext || 'request'] ??= message ?? 'is invalid';
  }
  return errors;
}

/** The message of a request refused for a property its schema does not declare: it names the property. */
function unknownPropertyMessage(err: AppError): string | null {
  const issue = err.validation?.find((i) => i.params?.additionalProperty);
  if (!issue) return null;
  const path = [...(issue.instancePath ?? '').split('/').filter(Boolean), issue.params!.additionalProperty].join('.');
  return `${err.validationContext ?? 'body'} must not have the property '${path}'`;
}

/**
 * One error path for every route, registered before the routes so that it applies to them (Fastify
 * fixes a route's error handler when the route is registered). 4xx answers carry their message and
 * are logged at info without a stack; anything else is logged at error with its stack and the
 * request id, and the client gets a generic message.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((thrown: AppError, request: FastifyRequest, reply: FastifyReply) => {
      const away = databaseAway(thrown);
      const err = away ?? thrown;
      const statusCode = statusOf(err);
      if (err.headers) void reply.headers(err.headers);
      if (statusCode >= 500) {
        // A request refused or failed while the database is away is expected: no stack per request.
        if (statusCode === 503 && err.headers?.['retry-after']) request.log.warn({ err: thrown.message }, 'request refused: database away');
        else request.log.error({ err }, 'request failed'); // the request logger adds reqId
        const generic = statusCode === 503 ? API_MESSAGES.overloaded : API_MESSAGES.internal;
        return reply.code(statusCode).send(errorBody(statusCode, err.expose && err.message ? err.message : generic));
      }
      const body = errorBody(
        statusCode,
        unknownPropertyMessage(err) ?? (err.message || (STATUS_CODES[statusCode] ?? 'Error')),
        fieldErrors(err) ?? err.errors,
      );
      request.log.info({ statusCode, code: err.code, message: body.message }, 'request rejected');
      return reply.code(statusCode).send(body);
    });

    fastify.setNotFoundHandler((request, reply) => {
      request.log.info({ method: request.method, url: request.url }, 'route not found');
      return reply.code(404).send(errorBody(404, API_MESSAGES.notFound));
    });
  },
  { name: 'errors' },
);
