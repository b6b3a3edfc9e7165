// knip (part of `npm run lint`): files nobody imports, exports nobody uses and dependencies nobody
// needs. The entry points below are every way code is started: the rspack configs with each app's
// index and bootstrap, the module each federation config exposes (`./App`), the vitest and
// Playwright configs with their tests, the scripts behind package.json, the API's commands,
// benchmarks and fuzzer. What is listed under ignore* is kept on purpose, each with its reason.
import type { KnipConfig } from 'knip';

// tools/rspack/create-config.mjs builds every app's configuration, so the build plugins it imports
// are each app's own devDependencies, which knip cannot see through the shared file.
const BUILD_PLUGINS = ['@module-federation/enhanced', '@rspack/plugin-react-refresh', 'react-refresh'];
// The federation's shared singletons (tools/rspack/federation-shared.mjs): every app provides them
// from its own dependencies, whether or not its own code imports them.
const SHARED_SINGLETONS = ['zustand', 'dayjs'];

const frontEnd = {
  entry: ['src/bootstrap.tsx', 'src/app/App.tsx', 'src/**/*.test.{ts,tsx}'],
  project: ['src/**/*.{ts,tsx}'],
  ignoreDependencies: [...BUILD_PLUGINS, ...SHARED_SINGLETONS],
};

const config: KnipConfig = {
  // A name also used in its own module (a schema composed into a view, a props type) is part of that
  // module's shape; only names used nowhere are findings.
  ignoreExportsUsedInFile: true,
  // Debian packages that .ci/run installs: the embedded database's build (Java, Maven) and the
  // independent PDF checks (poppler-utils).
  ignoreBinaries: ['java', 'mvn', 'pdftoppm', 'pdfsig', 'pdftotext'],
  workspaces: {
    '.': {
      entry: [
        'scripts/*.mjs',
        'scripts/**/*.test.ts',
        'tools/**/*.test.ts',
        // Loaded by path from create-config.mjs: the standalone remote's federation runtime and the
        // aliases that replace react-router and @tanstack/react-query in every build.
        'tools/rspack/*.mjs',
      ],
      project: ['scripts/**/*.{ts,mjs}', 'tools/**/*.{ts,tsx,mjs}'],
      // tools/rspack runs inside each app's build and tools/test-support inside each front end's and
      // the browser tests' runs: those workspaces list these packages.
      ignoreDependencies: [
        '@rspack/core',
        '@module-federation/enhanced',
        '@module-federation/runtime-core',
        '@rspack/plugin-react-refresh',
        'react-router',
        '@tanstack/react-query',
        '@ant-design/cssinjs',
        '@testing-library/react',
        '@testing-library/user-event',
        '@testing-library/jest-dom',
        'react',
        'react-router-dom',
        'jsqr',
        'pngjs',
        // Module names that create-config.mjs aliases to files (see its resolve.alias).
        '@portal/react-query-package',
        '@portal/react-router-production',
        '@portal/federation-runtime-core',
      ],
      // vitest.config.ts names these relative to each project's root (api/, the front ends).
      ignoreUnresolved: ['./test/global-setup.ts', '../tools/test-support/setup-dom.ts'],
    },
    shell: {
      ...frontEnd,
      // Named by path in shell/rspack.config.mjs (runtimePlugins).
      entry: [...frontEnd.entry, 'src/features/remotes/runtime/remote-error-plugin.ts'],
      // The host imports the federation runtime itself.
      ignoreDependencies: frontEnd.ignoreDependencies.filter((name) => name !== '@module-federation/enhanced'),
    },
    'mfe-public': frontEnd,
    'mfe-student': frontEnd,
    'mfe-admin': frontEnd,
    'mfe-ca': frontEnd,
    'mfe-mentor': frontEnd,
    // Libraries of the other workspaces: their package.json `exports` make every file an entry, so
    // their exports are checked against the whole repository.
    'shared-ui': {
      includeEntryExports: true,
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    domain: {
      includeEntryExports: true,
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    stack: {
      // The browser tests' stack starts the Razorpay double by its path (e2e/playwright.config.ts).
      entry: ['src/serve-razorpay-double.mjs'],
      includeEntryExports: true,
      project: ['src/**/*.{ts,mjs}'],
      // Type declarations of the .mjs files beside them; callers resolve to the .mjs.
      ignore: ['src/*.d.mts'],
      // services.mjs starts the inbox by its command line's path (the package exports no such
      // subpath, and the tests' module runner cannot import.meta.resolve), which knip cannot see.
      ignoreDependencies: ['maildev'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts', 'bench/*.ts'],
      project: ['**/*.ts'],
      // Read through tools/test-support/pdf-qr.ts (a certificate's QR code).
      ignoreDependencies: ['jsqr'],
    },
    api: {
      entry: [
        'src/app.ts',
        'src/commands/*.ts',
        'bench/*.ts',
        'fuzz/venv.mjs',
        'test/**/*.test.ts',
        // Loaded by @fastify/autoload from their folders.
        'src/plugins/**/*.ts',
        'src/features/**/routes/**/*.ts',
        'src/features/*/*-plugin.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'fuzz/**/*.{ts,mjs}'],
    },
  },
};

export default config;
