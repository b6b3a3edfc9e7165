/**
 * The whole API as one Fastify plugin (the fastify/demo layout): external plugins, then the
 * app's own plugins, then the routes with their autohooks. buildApp() wraps it in an instance.
 */
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import errorHandling from './plugins/errors.ts';
import './types.ts';

const here = import.meta.dirname;

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

export interface AppOptions {
  config: AppConfig;
}

export default async function serviceApp(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate('config', opts.config);
  // First, so that every route registered after it (plugins' and ours) answers errors one way.
  await fastify.register(errorHandling);

  // Plugins that do not depend on the app: compress, cors, helmet, jwt, multipart, rate-limit, sensible, swagger, under-pressure.
  await fastify.register(fastifyAutoload, { dir: path.join(here, 'plugins/external'), options: { ...opts } });
  // The app's plugins: db, repositories (models), mailer, authorization, JSON body parser, Cache-Control.
  await fastify.register(fastifyAutoload, { dir: path.join(here, 'plugins/app'), options: { ...opts } });
  // Routes by area; an autohooks.ts enforces the role of its folder and below.
  await fastify.register(fastifyAutoload, {
    dir: path.join(here, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    options: { ...opts },
  });
}

export interface BuildOptions {
  /** Pino logger options merged over the defaults (level from config, redaction always on). */
  logger?: { level?: string; stream?: NodeJS.WritableStream } | false;
  /** Extra Fastify server options. */
  server?: Partial<FastifyServerOptions>;
}

/** Creates the Fastify instance with the whole app registered (not listening). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const logger =
    options.logger === false
      ? false
      : {
          level: options.logger?.level ?? config.logLevel,
          redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
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
