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
