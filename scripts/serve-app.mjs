// Serves one built front end: `node scripts/serve-app.mjs mfe_student` (APP_DIST_DIR serves another build folder of it).
// `npm start` runs one per app so each is its own origin and can be stopped alone.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/src/services.mjs';
import { contentSecurityPolicy, startStaticServer } from './lib/static-server.mjs';

// The port table (@portal/stack) is TypeScript.
const { register } = await import('tsx/esm/api');
register();
const { APPS, API_URL, FRONT_END_ORIGINS, RUN_DIR, envConfig } = await import('./lib/runtime-env.mjs');

const name = process.argv[2];
const app = APPS.find((a) => a.name === name);
if (!app) {
  console.error(`usage: node scripts/serve-app.mjs ${APPS.map((a) => a.name).join('|')}`);
  process.exit(2);
}

const distDir = process.env.APP_DIST_DIR ? path.resolve(process.env.APP_DIST_DIR) : path.join(ROOT, app.dir, 'dist');
const config = envConfig({ inboxUrl: process.env.INBOX_URL });

/** The shell answers the public area's paths rendered on the server (shell/server/public-pages.mjs). */
async function publicPages() {
  const { createPublicPages } = await import('../shell/server/public-pages.mjs');
  const { routeFor } = await import('../shell/src/lib/route-table.ts');
  const pages = createPublicPages({
    moduleUrl: new URL('server/public-pages.cjs', config.remotes.mfe_public).href,
    // The hash the public area's build published, from this machine's files (its release folder in a deployment).
    moduleSha256File: process.env.PUBLIC_PAGES_SHA256_FILE ?? path.join(ROOT, 'mfe-public/dist/server/public-pages.cjs.sha256'),
    // The API as this server reaches it (an internal address in a deployment), else the browsers' one.
    apiUrl: process.env.PAGE_SERVER_API_URL ?? API_URL,
    origin: process.env.PUBLIC_WEB_URL ?? FRONT_END_ORIGINS[0],
    envConfig: config,
    templateFile: path.join(distDir, 'index.html'),
  });
  return { ...pages, isPagePath: (pathname) => routeFor(pathname).remote === 'mfe_public' };
}

const server = await startStaticServer({
  distDir,
  port: app.port,
  host: process.env.HOST ?? '127.0.0.1',
  envConfig: config,
  csp: contentSecurityPolicy({ apiUrl: API_URL, remoteOrigins: FRONT_END_ORIGINS }),
  pages: name === 'shell' ? await publicPages() : undefined,
});
mkdirSync(RUN_DIR, { recursive: true });
writeFileSync(path.join(RUN_DIR, `${name}.pid`), String(process.pid));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close().then(() => process.exit(0)));
}
