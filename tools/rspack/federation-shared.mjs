// The one `shared` map of all five apps (ARCHITECTURE "Module Federation rules").
// Sharing zustand alone would give two stores: the package that holds the session store
// (@portal/shared-ui, with its subpaths) is a singleton too. shared-ui imports its own files
// by package name, never relatively, so each of its modules is one shared instance.
const singleton = { singleton: true, requiredVersion: false };

export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  antd: singleton,
  '@ant-design/cssinjs': singleton,
  dayjs: singleton,
  '@portal/shared-ui/': singleton,
};
