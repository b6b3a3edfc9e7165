// One vitest run for every workspace: pure rules, API (real embedded database and inbox)
// and each front end through its components (jsdom).
import { defineConfig } from 'vitest/config';

const ui = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../tools/test-support/setup-dom.ts'],
    css: false,
    // antd screens render slowly in jsdom when several projects run at once on two cores.
    testTimeout: 20_000,
    // One jsdom and one copy of antd per worker instead of per file: each file's own set-up (the
    // cleanup in setup-dom.ts, fresh query cache and storage) keeps the files apart.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two files at a time on the two-core machines (vitest's default is one fewer than the cores,
    // which is one): most API files wait on the database, the inbox or a child process, so a
    // second worker fills that time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: './test/global-setup.ts',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One module graph per worker instead of per file: every file builds its own app on its own
          // database, so nothing of a file's state is shared, and the app's hundred route and plugin
          // modules are transformed and imported once per worker. Measured on the 2-core machine: the
          // project in 209 s instead of 397 s (63 files, import 13 s instead of 104 s).
          isolate: false,
          // @fastify/autoload import()s the route and plugin files; inlined, those imports go
          // through vitest's TypeScript transform instead of Node's loader (which rejects .ts).
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
      // The build and app-server tooling (precompression, static serving) in Node.
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts', 'tools/rspack/**/*.test.ts', 'tools/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      ui('shared-ui'),
      ui('shell'),
      ui('mfe-public'),
      ui('mfe-student'),
      ui('mfe-admin'),
      ui('mfe-ca'),
      ui('mfe-mentor'),
    ],
  },
});
