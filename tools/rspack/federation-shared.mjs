// The one `shared` map of all five apps (ARCHITECTURE "Module Federation rules").
//
// Shared, one instance at run time: React, the router, and the modules of @portal/shared-ui that
// hold state (the session store, the API client with its single token refresh, the runtime
// config). Sharing zustand alone would give two stores: the package folder that holds the store
// is shared. shared-ui imports its own files by package name, never relatively, so each of its
// modules is one shared instance.
//
// Not shared, compiled into each app that imports them: antd (and @ant-design/*) and the
// components of @portal/shared-ui/components/. A shared module is never tree-shaken, so a shared
// antd cost every signed-in route all of antd (~436 KB gzip); compiled in, each remote pays for
// the components it renders and mounts its own ConfigProvider + App (AppProviders) with the one
// theme of @portal/shared-ui/config/theme.
const singleton = { singleton: true, requiredVersion: false };

/** Folders of @portal/shared-ui whose modules are shared; the guard test checks the others hold no state. */
export const SHARED_UI_FOLDERS = ['api', 'config', 'lib', 'session'];

export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  // dayjs keeps its locale and plugins on the one dayjs object.
  dayjs: singleton,
  ...Object.fromEntries(SHARED_UI_FOLDERS.map((folder) => [`@portal/shared-ui/${folder}/`, singleton])),
};
