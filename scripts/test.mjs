// `npm test`: lint (ESLint with zero warnings, Prettier), typecheck every workspace, then every
// unit, component and API test (vitest), the same server-side suites under Node 24 when that Node
// is at hand (.ci/run fetches it), the API contract fuzzing (schemathesis against the OpenAPI
// document, scripts/api-fuzz), and every browser test (Playwright on the stack `npm start` runs).
// Prints how long each stage took and ends with one line "N passed, N failed, N skipped" over all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ROOT } from './lib/services.mjs';

ensureInstalled();
const resultsDir = path.join(ROOT, '.data/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** The Node 24 binary .ci/run installs (npm package `node@24`), or NODE24_BIN. */
const NODE24 = process.env.NODE24_BIN ?? path.join(ROOT, '.data/node24/node_modules/node/bin/node');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');

const npx = (args, env) => ['npx', ['--no-install', ...args], env];
const steps = [
  { title: 'Lint (ESLint, Prettier)', run: ['npm', ['run', 'lint', '--silent']] },
  { title: 'Typecheck', run: ['npm', ['run', 'typecheck', '--silent']], stopOnFailure: true },
  {
    title: 'Unit, component and API tests (vitest)',
    run: npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`]),
  },
  {
    title: 'Domain, API and tooling tests under Node 24 (vitest)',
    skipUnless: () => existsSync(NODE24) || `no Node 24 at ${path.relative(ROOT, NODE24)} (.ci/run fetches it)`,
    run: [
      NODE24,
      [
        VITEST,
        'run',
        '--project',
        'domain',
        '--project',
        'api',
        '--project',
        'tooling',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${resultsDir}/vitest-node24.json`,
      ],
    ],
  },
  {
    title: 'API contract fuzzing (schemathesis)',
    run: npx(['tsx', 'scripts/api-fuzz/run.ts'], { API_FUZZ_REPORT: `${resultsDir}/api-fuzz.json` }),
  },
  {
    title: 'Browser tests (Playwright)',
    run: npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json`,
    }),
  },
];

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const timings = [];
const failedSteps = new Set();
for (const step of steps) {
  const skip = step.skipUnless?.();
  if (typeof skip === 'string') {
    console.log(`\n── ${step.title}: skipped, ${skip} ──`);
    continue;
  }
  console.log(`\n── ${step.title} ──`);
  const [command, args, env = {}] = step.run;
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const took = Date.now() - started;
  timings.push([step.title, took, result.status === 0]);
  console.log(`── ${step.title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${minutes(took)} ──`);
  if (result.status !== 0) {
    failedSteps.add(step.title);
    if (step.stopOnFailure) break;
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const vitestRuns = ['vitest.json', 'vitest-node24.json'].map((f) => readJson(path.join(resultsDir, f))).filter(Boolean);
const playwright = readJson(path.join(resultsDir, 'playwright.json'));
// One test per role and API operation; a fuzz run that could not even start counts as one failure.
const apiFuzz = readJson(path.join(resultsDir, 'api-fuzz.json')) ?? {
  passed: 0,
  failed: failedSteps.has('API contract fuzzing (schemathesis)') ? 1 : 0,
};
// Lint and typecheck have no test count: a failed one counts as one failure.
const toolFailures = ['Lint (ESLint, Prettier)', 'Typecheck'].filter((t) => failedSteps.has(t)).length;
const sum = (pick) => vitestRuns.reduce((n, run) => n + (pick(run) ?? 0), 0);
const passed = sum((r) => r.numPassedTests) + apiFuzz.passed + (playwright?.stats?.expected ?? 0);
const failed = sum((r) => r.numFailedTests) + apiFuzz.failed + (playwright?.stats?.unexpected ?? 0) + toolFailures;
const skipped = sum((r) => r.numPendingTests) + sum((r) => r.numTodoTests) + (playwright?.stats?.skipped ?? 0);

console.log('\nStage times:');
for (const [title, took, ok] of timings) console.log(`  ${minutes(took).padStart(8)}  ${ok ? 'ok    ' : 'FAILED'}  ${title}`);
console.log(`  ${minutes(timings.reduce((n, [, took]) => n + took, 0)).padStart(8)}  total`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.size === 0 && failed === 0 ? 0 : 1);
