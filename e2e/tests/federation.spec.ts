import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { completeProfile, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { CA_EMAIL, DATA_DIR, PORT_OFFSET, REMOTE_PORTS } from '../support/stack-env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('a CA session downloads nothing from the student, admin or public remotes', async ({ page, context }) => {
  await useTokens(context, await staffSession(CA_EMAIL));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/ca');
  await expect(page.getByRole('heading', { name: 'Invoice dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const ports = new Set(requested.map((u) => new URL(u).port));
  expect(ports.has(String(REMOTE_PORTS.mfe_ca))).toBe(true);
  for (const other of [REMOTE_PORTS.mfe_public, REMOTE_PORTS.mfe_student, REMOTE_PORTS.mfe_admin]) {
    expect(ports.has(String(other)), `requests went to port ${other}`).toBe(false);
  }
});

test('a visitor never downloads admin code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(requested.some((u) => new URL(u).port === String(REMOTE_PORTS.mfe_admin))).toBe(false);
});

test('with the student remote stopped the shell shows a fallback, and Retry recovers once it is back', async ({ page, context }) => {
  const tokens = await signInViaApi(uniqueEmail('mf'));
  await completeProfile(tokens, 'Meera Iyer');
  await useTokens(context, tokens, true);

  const pidFile = path.resolve(ROOT, DATA_DIR, 'run/mfe_student.pid');
  process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
  await expect
    .poll(async () =>
      fetch(`http://localhost:${REMOTE_PORTS.mfe_student}/mf-manifest.json`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');

  await page.goto('/dashboard');
  await expect(page.getByText('This part of the portal is not available right now')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-app.mjs'), 'mfe_student'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET), DATA_DIR },
  });
  // The stack's own copy was stopped; this one takes over for the remaining tests and the stack stops it at the end.
  server.unref();
  await expect
    .poll(async () =>
      fetch(`http://localhost:${REMOTE_PORTS.mfe_student}/mf-manifest.json`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Meera Iyer').first()).toBeVisible();
});
