/**
 * What a cold browser downloads for one route, measured in Chromium: the gzip size of every
 * script (the budget's unit, independent of how the server compresses), the bytes actually
 * transferred, and when the route's main heading (its h1) became visible.
 * Used by tests/budgets.spec.ts and by `npm run bench:web`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoadedFile {
  url: string;
  /** Playwright's resource type: script, stylesheet, document, fetch… */
  type: string;
  /** Size of the decoded body once gzipped (zlib's default level); only computed for scripts. */
  gzipBytes: number;
  /** Body bytes as transferred (after Content-Encoding) plus response headers. */
  wireBytes: number;
  encoding: string | null;
  vary: string | null;
  contentType: string | null;
}

export interface RouteWeight {
  /** Where the route ended after the guard (e.g. /login for a visitor on /dashboard). */
  finalPath: string;
  files: LoadedFile[];
  jsGzipBytes: number;
  jsWireBytes: number;
  wireBytes: number;
  /** Milliseconds from navigation start until an h1 was in the page and visible. */
  headingMs: number;
}

export interface MeasureOptions {
  tokens?: SessionTokens;
  profileComplete?: boolean;
  /** Chromium CPU throttling rate (4 = four times slower), to mimic a low-end phone. */
  cpuSlowdown?: number;
  timeoutMs?: number;
}

declare global {
  interface Window {
    __mainHeadingAt?: number;
  }
}

/**
 * Runs before any page script: records when the first visible h1 appears. A string, not a
 * function, because tsx (the bench's runner) wraps functions in helpers the page lacks.
 */
const WATCH_MAIN_HEADING = `(() => {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (window.__mainHeadingAt === undefined && heading && heading.checkVisibility()) {
      window.__mainHeadingAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function describe(request: Request): Promise<LoadedFile | null> {
  // The browser's own pages (Chromium's PDF viewer showing a letter: chrome-extension://…) are not the portal's.
  if (!/^https?:$/.test(new URL(request.url()).protocol)) return null;
  const response = await request.response();
  if (!response) return null;
  const sizes = await request.sizes();
  const type = request.resourceType();
  const headers = await response.allHeaders();
  const gzipBytes = type === 'script' ? gzipSync(await response.body()).length : 0;
  return {
    url: request.url(),
    type,
    gzipBytes,
    wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    encoding: headers['content-encoding'] ?? null,
    vary: headers.vary ?? null,
    contentType: headers['content-type'] ?? null,
  };
}

/** Opens `url` in a fresh browser context (empty cache) and weighs what it downloads. */
export async function measureRoute(browser: Browser, url: string, options: MeasureOptions = {}): Promise<RouteWeight> {
  const context = await browser.newContext();
  try {
    if (options.tokens) {
      await context.addInitScript(
        ({ tokens, complete }) => {
          localStorage.setItem('accessToken', tokens.accessToken);
          localStorage.setItem('refreshToken', tokens.refreshToken);
          if (complete) localStorage.setItem('profileComplete', 'true');
        },
        { tokens: options.tokens, complete: options.profileComplete ?? false },
      );
    }
    await context.addInitScript({ content: WATCH_MAIN_HEADING });
    const page = await context.newPage();
    if (options.cpuSlowdown && options.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    }
    const described: Promise<LoadedFile | null>[] = [];
    page.on('requestfinished', (request) => described.push(describe(request).catch(() => null)));

    const timeout = options.timeoutMs ?? 30_000;
    await page.goto(url, { waitUntil: 'networkidle', timeout });
    await page.waitForFunction(() => window.__mainHeadingAt !== undefined, null, { timeout });
    const headingMs = await page.evaluate(() => window.__mainHeadingAt!);
    // Anything the heading's render set off (a lazy chunk, a late style) counts too.
    await page.waitForLoadState('networkidle', { timeout });
    const finalPath = new URL(page.url()).pathname;
    const files = (await Promise.all(described)).filter((f): f is LoadedFile => f !== null);
    const scripts = files.filter((f) => f.type === 'script');
    return {
      finalPath,
      files,
      jsGzipBytes: sum(scripts.map((f) => f.gzipBytes)),
      jsWireBytes: sum(scripts.map((f) => f.wireBytes)),
      wireBytes: sum(files.map((f) => f.wireBytes)),
      headingMs,
    };
  } finally {
    await context.close();
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const kb = (bytes: number) => bytes / 1024;
