/**
 * A page of the production build timed in Chromium: the five front ends served from their dist/
 * folders (scripts/serve-app.mjs, ports shifted by the offset, the API expected at the port table's
 * API port), then the time from a cold navigation until an element is visible, read in the page
 * (performance.now() counts from the navigation's start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { originOf } from '@portal/stack/origins';
import { APP_FOLDERS, portsFor } from '@portal/stack/ports';
import { ROOT, stopChild, waitForPort } from '@portal/stack/services.mjs';

export interface BrowserSession {
  accessToken: string;
  refreshToken: string;
}

/** The apps whose production build is missing (`npm run build` makes them). */
export function missingBuilds(): string[] {
  return APP_FOLDERS.map((app) => app.dir).filter((dir) => !existsSync(path.join(ROOT, dir, 'dist', 'index.html')));
}

/** Serves the built front ends on the offset's ports while `run` runs; `run` gets the shell's origin. */
export async function withFrontEnds<T>(offset: number, run: (shellUrl: string) => Promise<T>): Promise<T> {
  const ports = portsFor(offset);
  const children: ChildProcess[] = [];
  try {
    for (const app of APP_FOLDERS) {
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-app.mjs'), app.name], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PORT_OFFSET: String(offset) },
      });
      children.push(child);
      await waitForPort(ports[app.name], { child });
    }
    return await run(originOf(ports.shell));
  } finally {
    for (const child of children) await stopChild(child);
  }
}

/**
 * Milliseconds from navigating to `url` (signed in with `session`) until `selector` matches `count`
 * visible elements: `cold` in a fresh context (empty cache), `warm` navigating there again in the
 * same context (the scripts cached, as on a second visit); one figure of each per run.
 */
export async function timesOnScreen(
  url: string,
  session: BrowserSession,
  { selector, count, runs }: { selector: string; count: number; runs: number },
): Promise<{ cold: number[]; warm: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      try {
        await context.addInitScript((tokens) => {
          localStorage.setItem('accessToken', tokens.accessToken);
          localStorage.setItem('refreshToken', tokens.refreshToken);
        }, session);
        const page = await context.newPage();
        const timeOnScreen = async () => {
          await page.goto(url, { waitUntil: 'commit' });
          // Polled on every animation frame: the first frame in which the rows are there and laid out.
          const handle = await page.waitForFunction(
            ({ selector, count }) => {
              const shown = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null);
              return shown.length >= count ? performance.now() : null;
            },
            { selector, count },
            { polling: 'raf', timeout: 30_000 },
          );
          return Number(await handle.jsonValue());
        };
        cold.push(await timeOnScreen());
        warm.push(await timeOnScreen());
      } finally {
        await context.close();
      }
    }
    return { cold, warm };
  } finally {
    await browser.close();
  }
}
