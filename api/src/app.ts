/**
 * The whole API as one Fastify plugin (the fastify/demo layout): external plugins, then the
 * infrastructure plugins, then every feature's plugin (its services) and every feature's routes
 * with their autohooks. buildApp() wraps it in an instance.
 */
import { existsSync, readdirSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import authorization from './plugins/authorization.ts';
import cacheControl from './plugins/cache-control.ts';
import cacheRevisions from './plugins/cache-revisions.ts';
import db from './plugins/db.ts';
import dbAvailability from './plugins/db-availability.ts';
import errorHandling from './plugins/errors.ts';
import files from './plugins/files.ts';
import jsonBody from './plugins/json-body.ts';
import mailer from './plugins/mailer.ts';
import models from './plugins/models.ts';
import pdf from './plugins/pdf.ts';
import programClock from './plugins/program-clock.ts';
import serialization from './plugins/serialization.ts';
import validation from './plugins/validation.ts';
import './types.ts';

const here = import.meta.dirname;
const featuresDir = path.join(here, 'features');

/** Infrastructure, in the order it is registered: the database first, the request hooks last. */
const INFRASTRUCTURE = [
  db,
  dbAvailability,
  programClock,
  models,
  cacheRevisions,
  files,
  pdf,
  mailer,
  authorization,
  jsonBody,
  cacheControl,
];

// This module is TypeScript, so whatever runs it (tsx, `node --import tsx`, vitest) can import the
// plugin and route files too. @fastify/autoload cannot detect `node --import tsx` by itself.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** Log fields that must never be written: credentials and one-time codes. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.otp',
  'req.body.code',
  'req.body.refreshToken',
  'body.otp',
  'body.code',
  'body.refreshToken',
  'otp',
  'refreshToken',
  'accessToken',
];

/**
 * A URL as the log writes it: the value of any `token` parameter (a data export's download link,
 * which a student opens from a mail, so it must stay a GET with the token in its query) replaced.
 */
function urlForLog(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, (_match, name: string) => `${name}[redacted]`);
}

const urlField = (url: unknown) => (typeof url === 'string' ? urlForLog(url) : url);

/**
 * Pino serializers by field: a request is logged as Fastify's default fields with its URL
 * redacted, and so is any `url` field a log line names.
 */
const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: urlField(request.url) as string,
      version: typeof version === 'string' ? version : undefined,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  url: urlField,
};

export interface AppOptions {
  config: AppConfig;
}

export default async function serviceApp(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate('config', opts.config);
  // First, so that every route registered after it (plugins' and ours) answers errors one way.
  await fastify.register(errorHandling);
  // Before any route: bodies validated strictly, query strings with coercion (plugins/validation.ts).
  await fastify.register(validation);
  // Before any route too: each response schema's serializer compiled once per process.
  await fastify.register(serialization);

  // Plugins that do not depend on the app: compress, cors, helmet, jwt, multipart, rate-limit, sensible, swagger, under-pressure.
  await fastify.register(fastifyAutoload, { dir: path.join(here, 'plugins/external'), options: { ...opts } });
  for (const plugin of INFRASTRUCTURE) await fastify.register(plugin);
  // Every feature's plugin (features/<area>/<area>-plugin.ts) builds its services and decorates the
  // instance with them; autoload orders them by their declared dependencies.
  await fastify.register(fastifyAutoload, {
    dir: featuresDir,
    maxDepth: 1,
    ignorePattern: /(^|\/)routes$/,
    matchFilter: (file: string) => /^\/[^/]+\/[^/]+-plugin\.[jt]s$/.test(file),
    options: { ...opts },
  });
  // Every feature's routes: folders mirror the URL, every file in them is a route plugin (not only
  // index files), and an autohooks.ts enforces the role of its folder and below.
  for (const feature of readdirSync(featuresDir).sort()) {
    const routes = path.join(featuresDir, feature, 'routes');
    if (!existsSync(routes)) continue;
    await fastify.register(fastifyAutoload, {
      dir: routes,
      autoHooks: true,
      cascadeHooks: true,
      indexPattern: /^$/,
      options: { ...opts },
    });
  }
}

export interface BuildOptions {
  /** Pino logger options merged over the defaults (level from config, redaction always on). */
  logger?: { level?: string; stream?: NodeJS.WritableStream } | false;
  /** Extra Fastify server options. */
  server?: Partial<FastifyServerOptions>;
}

/** Creates the Fastify instance with the whole app registered (not listening). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const logger: FastifyServerOptions['logger'] =
    options.logger === false
      ? false
      : {
          level: options.logger?.level ?? config.logLevel,
          redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
          serializers: LOG_SERIALIZERS,
          ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
        };
  const app = Fastify({
    logger,
    // A hop count is valid for Fastify (proxy-addr) although its typings only list booleans and addresses.
    trustProxy: config.trustProxy > 0 ? (config.trustProxy as unknown as boolean) : false,
    routerOptions: { ignoreTrailingSlash: true },
    // tsx compiles each plugin and route file as it loads, and start-up creates every collection and
    // index before serving (about 40 commands on an empty database): on a busy two-core machine that
    // can pass Fastify's 10 s default and fail the start for nothing.
    pluginTimeout: 60_000,
    // The router's own refusals (a path parameter over 100 characters, a malformed %-escape) are
    // answered before any hook or error handler; this gives them the one error body of every route.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Bad Request',
        message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
      });
    },
    ...options.server,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // fp: the app's decorators (config, models, mongo, ...) are visible on the returned instance.
  await app.register(fp(serviceApp), { config });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
