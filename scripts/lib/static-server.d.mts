import type { FastifyInstance } from 'fastify';
import type { PublicPages } from '../../shell/server/public-pages.mjs';

export function contentSecurityPolicy(options: { apiUrl: string; remoteOrigins: string[] }): string;

export function startStaticServer(options: {
  distDir: string;
  port: number;
  host?: string;
  envConfig?: Record<string, unknown>;
  csp?: string;
  /** The shell's server-rendered public pages, with which paths are theirs. */
  pages?: PublicPages & { isPagePath(pathname: string): boolean };
}): Promise<FastifyInstance>;
