// The admin remote's own build configuration with one page more, for tests/federation.spec.ts:
// where AdminRoutes.tsx imports './pages', it gets admin-canary-pages.mjs (the real pages and
// /admin/canary). Nothing of it ships: the production build never reads this file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import adminConfig from '../../mfe-admin/rspack.config.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_ROUTES = path.resolve(HERE, '../../mfe-admin/src/app/AdminRoutes.tsx');
const CANARY_PAGES = path.join(HERE, 'admin-canary-pages.mjs');

export default (env, argv) => {
  const config = adminConfig(env, argv);
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(/^\.\/pages$/, (resource) => {
      if (resource.contextInfo.issuer === ADMIN_ROUTES) resource.request = CANARY_PAGES;
    }),
  );
  return config;
};
