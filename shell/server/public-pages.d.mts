import type { EnvConfig } from '@portal/stack/env-config';

export function jsonForScript(value: unknown): string;

export interface PublicPages {
  /**
   * The page for a URL of the public area with its status (404: the landing page at a path no page has); rendered is
   * false when the plain page (or its last good render) is sent;
   * or a path to send the visitor to instead (303).
   */
  render(
    url: string,
    context?: { clientIp?: string },
  ): Promise<{ html: string; status?: number; rendered: boolean } | { redirect: string; rendered: true }>;
  /**
   * A form of the public area sent without JavaScript (/login's POST, urlencoded): the redirect of a completed sign-in
   * with its session cookie, the page again with what happened, or a refusal (403 from another site, 405, 503).
   */
  submit(
    url: string,
    request: { body: string; clientIp?: string; userAgent?: string; secFetchSite?: string; origin?: string },
  ): Promise<{ redirect: string; setCookie?: string } | { html: string; status: number } | { status: number; text: string }>;
  robotsTxt(): string;
  sitemapXml(): Promise<string>;
}

export function createPublicPages(options: {
  moduleUrl: string;
  /** The SHA-256 (hex) the public area's build published beside its server build, as a file on this machine. */
  moduleSha256File: string;
  apiUrl: string;
  origin: string;
  envConfig: EnvConfig;
  templateFile: string;
  log?: (line: string) => void;
}): PublicPages;
