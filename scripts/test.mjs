// `npm test`: lint (ESLint with zero warnings, Prettier), typecheck every workspace, then every
// unit, component and API test (vitest), the API contract fuzzing (schemathesis against the
// OpenAPI document, api/fuzz), and every browser test (Playwright on the stack `npm start` runs),
// all on Node 24 LTS, the portal's runtime (on an older Node it installs Node 24 into .data/node24
// first and runs under it). Prints how long each stage took and ends with one line
// "N passed, N failed, N skipped" over all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';
import { ROOT } from '../stack/src/services.mjs';

await runOnNode24();
ensureInstalled();
const resultsDir = path.join(ROOT, '.data/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const npx = (args, env) => ['npx', ['--no-install', ...args], env];
const LINT = { title: 'Lint (ESLint, Prettier)', run: ['npm', ['run', 'lint', '--silent']] };
const TYPECHECK = { title: 'Typecheck', run: ['npm', ['run', 'typecheck', '--silent']], stopOnFailure: true };
const VITEST = {
  title: 'Unit, component and API tests (vitest)',
  run: npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`]),
};
const API_FUZZ = {
  title: 'API contract fuzzing (schemathesis)',
  run: npx(['tsx', 'api/fuzz/run.ts'], { API_FUZZ_REPORT: `${resultsDir}/api-fuzz.json` }),
};
// The browser tests' stack builds the front ends when they are stale; built here, the browser stage
// starts on a fresh build.
const FRONT_END_BUILD = {
  title: 'Front-end builds (rspack)',
  run: ['node', ['--input-type=module', '-e', "await (await import('./scripts/lib/build-apps.mjs')).buildApps()"]],
};
const PLAYWRIGHT = {
  title: 'Browser tests (Playwright)',
  run: npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json`,
  }),
};
// A row's lanes run side by side on the two cores, the steps of a lane one after another. ESLint
// works on one core, the fuzzer mostly waits on the API and the database, and the type-checker and
// the build fill what is left; vitest and Playwright each keep both cores busy on their own.
const STAGES = [[[LINT], [API_FUZZ], [TYPECHECK, FRONT_END_BUILD]], [[VITEST]], [[PLAYWRIGHT]]];

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const timings = [];
const failedSteps = new Set();

/** Runs one step; alone it prints as it goes, beside another its output is kept and printed when it ends. */
function runStep(step, { alone }) {
  const [command, args, env = {}] = step.run;
  const started = Date.now();
  if (alone) console.log(`\n── ${step.title} ──`);
  const child = spawn(command, args, { cwd: ROOT, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const took = Date.now() - started;
      if (!alone) process.stdout.write(`\n── ${step.title} ──\n${output}`);
      console.log(`── ${step.title}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes(took)} ──`);
      timings.push([step.title, took, code === 0]);
      if (code !== 0) failedSteps.add(step.title);
      resolve(code === 0);
    });
  });
}

const runStarted = Date.now();
for (const lanes of STAGES) {
  const alone = lanes.length === 1 && lanes[0].length === 1;
  const runLane = async (steps) => {
    for (const step of steps) if (!(await runStep(step, { alone })) && step.stopOnFailure) return false;
    return true;
  };
  if ((await Promise.all(lanes.map(runLane))).includes(false)) {
    console.log('\nStopped after a step the others depend on failed.');
    break;
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const vitestRuns = ['vitest.json'].map((f) => readJson(path.join(resultsDir, f))).filter(Boolean);
const playwright = readJson(path.join(resultsDir, 'playwright.json'));
// One test per role and API operation; a fuzz run that could not even start counts as one failure.
const apiFuzz = readJson(path.join(resultsDir, 'api-fuzz.json')) ?? {
  passed: 0,
  failed: failedSteps.has('API contract fuzzing (schemathesis)') ? 1 : 0,
};
// Lint, typecheck and the build have no test count: a failed one counts as one failure.
const toolFailures = ['Lint (ESLint, Prettier)', 'Typecheck', 'Front-end builds (rspack)'].filter((t) => failedSteps.has(t)).length;
const sum = (pick) => vitestRuns.reduce((n, run) => n + (pick(run) ?? 0), 0);
const passed = sum((r) => r.numPassedTests) + apiFuzz.passed + (playwright?.stats?.expected ?? 0);
const failed = sum((r) => r.numFailedTests) + apiFuzz.failed + (playwright?.stats?.unexpected ?? 0) + toolFailures;
const skipped = sum((r) => r.numPendingTests) + sum((r) => r.numTodoTests) + (playwright?.stats?.skipped ?? 0);

console.log('\nStage times (the lanes of a row of STAGES run side by side):');
for (const [title, took, ok] of timings) console.log(`  ${minutes(took).padStart(8)}  ${ok ? 'ok    ' : 'FAILED'}  ${title}`);
console.log(`  ${minutes(Date.now() - runStarted).padStart(8)}  in all`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.size === 0 && failed === 0 ? 0 : 1);
