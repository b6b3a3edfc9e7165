// The one `shared` map of all six apps (ARCHITECTURE "Module Federation rules").
//
// Shared, one instance at run time: React, the router (react-router.mjs: the declarative router,
// tree-shaken, under both package names), and the modules of @portal/shared-ui that
// hold state (the session store, the API client with its single token refresh, the runtime
// config, the query client). Sharing zustand alone would give two stores: the package folder that holds the store
// is shared. shared-ui imports its own files by package name, never relatively, so each of its
// modules is one shared instance.
//
// Not shared, compiled into each app that imports them: antd (and @ant-design/*) and the
// components of @portal/shared-ui/components/. A shared module is never tree-shaken, so a shared
// antd cost every signed-in route all of antd (~436 KB gzip); compiled in, each remote pays for
// the components it renders and mounts its own ConfigProvider + App (AppProviders) with the one
// theme of @portal/shared-ui/config/theme.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const singleton = { singleton: true, requiredVersion: false };
// Both router names resolve to react-router.mjs (an alias in create-config.mjs), which has no version of its own.
const router = { ...singleton, version: require('react-router/package.json').version };
// Name and version given, so federation does not resolve each folder (a Node deprecation warning).
const sharedUiPackage = JSON.parse(readFileSync(new URL('../../shared-ui/package.json', import.meta.url), 'utf8'));
const sharedUi = { ...singleton, packageName: sharedUiPackage.name, version: sharedUiPackage.version };

/** Folders of @portal/shared-ui whose modules are shared; the guard test checks the others hold no state. */
export const SHARED_UI_FOLDERS = ['api', 'config', 'lib', 'query', 'session'];

export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': router,
  'react-router-dom': router,
  zustand: singleton,
  // dayjs keeps its locale and plugins on the one dayjs object.
  dayjs: singleton,
  // One query cache and one React context for every remote (the QueryClient lives in shared-ui/query);
  // react-query.mjs (an alias) is what is shared: the used part of the library, query-core inside it.
  '@tanstack/react-query': { ...singleton, version: require('@tanstack/react-query/package.json').version },
  ...Object.fromEntries(SHARED_UI_FOLDERS.map((folder) => [`@portal/shared-ui/${folder}/`, sharedUi])),
};
