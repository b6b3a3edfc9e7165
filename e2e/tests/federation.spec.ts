import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { adminSession } from '../support/admin';
import { completeProfile, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { CA_EMAIL, DATA_DIR, PORT_OFFSET, REMOTE_PORTS, SHELL_URL } from '../support/stack-env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** Stops the stack's server of a remote (its pid file) and waits until its port answers no more. */
async function stopRemoteServer(name: keyof typeof REMOTE_PORTS) {
  process.kill(Number(readFileSync(path.resolve(ROOT, DATA_DIR, `run/${name}.pid`), 'utf8')), 'SIGTERM');
  await expect.poll(() => manifestStatus(name)).toBe(0);
}

/** Serves a remote (from `distDir` when given) as the stack does; the stack stops it at the end. */
async function startRemoteServer(name: keyof typeof REMOTE_PORTS, distDir?: string) {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-app.mjs'), name], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET), DATA_DIR, ...(distDir ? { APP_DIST_DIR: distDir } : {}) },
  });
  server.unref();
  await expect.poll(() => manifestStatus(name)).toBe(200);
}

const manifestStatus = (name: keyof typeof REMOTE_PORTS) =>
  fetch(`http://localhost:${REMOTE_PORTS[name]}/mf-manifest.json`).then(
    (r) => r.status,
    () => 0,
  );

/** Every file of a built front end with its SHA-256. */
function fingerprint(appDir: string): Record<string, string> {
  const dist = path.join(ROOT, appDir, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

test('a CA session downloads nothing from the student, admin, mentor or public remotes', async ({ page, context }) => {
  await useTokens(context, await staffSession(CA_EMAIL));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/ca');
  await expect(page.getByRole('heading', { name: 'Invoice dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const ports = new Set(requested.map((u) => new URL(u).port));
  expect(ports.has(String(REMOTE_PORTS.mfe_ca))).toBe(true);
  for (const other of [REMOTE_PORTS.mfe_public, REMOTE_PORTS.mfe_student, REMOTE_PORTS.mfe_admin, REMOTE_PORTS.mfe_mentor]) {
    expect(ports.has(String(other)), `requests went to port ${other}`).toBe(false);
  }
});

test('a visitor never downloads admin or mentor code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  for (const staffArea of [REMOTE_PORTS.mfe_admin, REMOTE_PORTS.mfe_mentor]) {
    expect(requested.some((u) => new URL(u).port === String(staffArea))).toBe(false);
  }
});

test('with the student remote stopped the shell shows a fallback, and Retry recovers once it is back', async ({ page, context }) => {
  const tokens = await signInViaApi(uniqueEmail('mf'));
  await completeProfile(tokens, 'Meera Iyer');
  await useTokens(context, tokens, true);

  await stopRemoteServer('mfe_student');

  await page.goto('/dashboard');
  await expect(page.getByText('This part of the portal is not available right now')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // The stack's own copy was stopped; this one takes over for the remaining tests and the stack stops it at the end.
  await startRemoteServer('mfe_student');

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Meera Iyer').first()).toBeVisible();
});

test('a remote redeployed alone shows its change, a new page included, on the next load; the shell and the other areas stay as they were', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const others = ['shell', 'mfe-public', 'mfe-student', 'mfe-ca', 'mfe-mentor'];
  const before = Object.fromEntries(others.map((dir) => [dir, fingerprint(dir)]));

  // A CA works on /ca the whole time.
  await useTokens(context, await staffSession(CA_EMAIL));
  await page.goto('/ca');
  await expect(page.getByRole('heading', { name: 'Invoice dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const frontEndPorts = new Set([new URL(SHELL_URL).port, ...Object.values(REMOTE_PORTS).map(String)]);
  const fetchedMeanwhile: string[] = [];
  page.on('request', (request) => {
    if (frontEndPorts.has(new URL(request.url()).port)) fetchedMeanwhile.push(request.url());
  });

  // The shell sends every path under /admin to the admin area, which says itself that it has no such page.
  const adminTokens = await adminSession();
  const notFound = { level: 1, name: 'Admin page not found' } as const;
  const earlierContext = await browser.newContext();
  await useTokens(earlierContext, adminTokens);
  const early = await earlierContext.newPage();
  await early.goto('/admin/canary');
  await expect(early.getByRole('heading', notFound)).toBeVisible();
  await earlierContext.close();

  // The admin area alone is built again, with a visible change (its release) and one page more
  // (/admin/canary, added to its pages by the test's build configuration), into its own folder and served from it.
  const release = `redeploy-${Date.now()}`;
  const releaseDir = path.resolve(ROOT, DATA_DIR, 'releases/mfe-admin');
  rmSync(releaseDir, { recursive: true, force: true });
  const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  const withCanaryPage = path.join(ROOT, 'e2e/support/admin-canary.rspack.mjs');
  await run(process.execPath, [rspack, 'build', '--mode', 'production', '--config', withCanaryPage], {
    cwd: path.join(ROOT, 'mfe-admin'),
    env: { ...process.env, PORTAL_RELEASE: release, PORTAL_DIST_DIR: releaseDir },
  });
  await stopRemoteServer('mfe_admin');
  await startRemoteServer('mfe_admin', releaseDir);

  try {
    // An admin's next load of /admin runs the new release, and the new page is served by the shell that was not rebuilt.
    const adminContext = await browser.newContext();
    await useTokens(adminContext, adminTokens);
    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    await expect(admin.getByText(`Admin area release ${release}`)).toBeVisible();
    await admin.goto('/admin/canary');
    await expect(admin.getByRole('heading', { level: 1, name: 'Canary page' })).toBeVisible();
    await expect(admin).toHaveTitle('Canary page — Career Portal');
    await admin.goto('/admin/anything-new');
    await expect(admin.getByRole('heading', notFound)).toBeVisible();
    // Its way back, and focus on its heading when it is reached within the app, as on every page.
    await admin.getByRole('link', { name: '← Admin dashboard' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeFocused();
    await admin.goBack();
    await expect(admin.getByRole('heading', notFound)).toBeFocused();
    await adminContext.close();

    // Nothing else was rebuilt, and the CA, who stayed on /ca, fetched nothing from any front end.
    for (const dir of others) expect(fingerprint(dir), `${dir}/dist changed`).toEqual(before[dir]);
    expect(fetchedMeanwhile).toEqual([]);
  } finally {
    // The stack's own build serves again for the tests after this one.
    await stopRemoteServer('mfe_admin');
    await startRemoteServer('mfe_admin');
  }
});
