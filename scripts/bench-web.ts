// `npm run bench:web`: gzip bytes of JavaScript each route downloads, per role, measured in
// Chromium against the production build (a stack started like `npm start` on ports +200).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { mailTo, waitForOtp } from '../tools/test-support/inbox';

const OFFSET = 200;
const SHELL = `http://localhost:${3000 + OFFSET}`;
const API = `http://localhost:${4000 + OFFSET}`;
const INBOX = `http://localhost:${1080 + OFFSET}`;
const LANDING_BUDGET_BYTES = 250 * 1024;

async function waitUntilUp(url: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function post<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(email: string) {
  const since = (await mailTo(INBOX, email)).length;
  await post('/auth/otp/send', { email });
  const code = await waitForOtp(INBOX, email, { since });
  return post<{ accessToken: string; refreshToken: string }>('/auth/otp/verify', { email, otp: code, code });
}

async function measure(browser: Browser, path: string, tokens?: { accessToken: string; refreshToken: string }) {
  const context = await browser.newContext();
  if (tokens) {
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
      localStorage.setItem('profileComplete', 'true');
    }, tokens);
  }
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a navigation cancelled the body; counted on the next load
    }
  });
  await page.goto(`${SHELL}${path}`, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const origins = new Set([...scripts.keys()].map((u) => new URL(u).port));
  return { finalPath, bytes: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size, ports: [...origins].sort().join(',') };
}

async function main() {
  const stack = spawn(process.execPath, ['e2e/stack.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT_OFFSET: String(OFFSET), DATA_DIR: '.data/bench-web', ADMIN_EMAILS: 'admin@bench.test', CA_EMAILS: 'ca@bench.test' },
  });
  try {
    await waitUntilUp(`http://localhost:${3004 + OFFSET}/mf-manifest.json`);
    const student = await signIn('student@bench.test');
    await post('/me', { name: 'Bench Student', phone: '+91 9876543210', country: 'India', state: 'Karnataka' }, student.accessToken, 'PUT');
    const admin = await signIn('admin@bench.test');
    const ca = await signIn('ca@bench.test');

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    const cases = [
      ['visitor', '/', undefined], ['visitor', '/login', undefined],
      ['student', '/onboarding', student], ['student', '/dashboard', student], ['student', '/profile', student],
      ['admin', '/admin', admin], ['admin', '/admin/students', admin],
      ['ca', '/ca', ca],
    ] as const;
    console.log('\nJavaScript downloaded per route (gzip), production build\n');
    console.log('role      route              → landed on         files   gzip KB   from ports');
    let landing = 0;
    for (const [role, path, tokens] of cases) {
      const r = await measure(browser, path, tokens);
      if (path === '/') landing = r.bytes;
      console.log(`${role.padEnd(9)} ${path.padEnd(18)} → ${r.finalPath.padEnd(17)} ${String(r.files).padStart(5)} ${(r.bytes / 1024).toFixed(1).padStart(9)}   ${r.ports}`);
    }
    await browser.close();
    const verdict = landing < LANDING_BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`\nLanding page: ${(landing / 1024).toFixed(1)} KB gzip, ${verdict} the 250 KB budget.`);
    if (landing >= LANDING_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    stack.kill('SIGTERM');
    await new Promise((r) => stack.once('exit', r));
  }
}

await main();
