// `npm test`: lint (ESLint with zero warnings, Prettier), typecheck every workspace, then every
// unit, component and API test (vitest), the API contract fuzzing (schemathesis against the
// OpenAPI document, api/fuzz), and every browser test (Playwright on the stack `npm start` runs),
// all on Node 24 LTS, the portal's runtime (on an older Node it installs Node 24 into .data/node24
// first and runs under it). Prints how long each step took and ends with one line
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
const TYPECHECK = { title: 'Typecheck', run: ['npm', ['run', 'typecheck', '--silent']] };
const API_FUZZ = {
  title: 'API contract fuzzing (schemathesis)',
  run: npx(['tsx', 'api/fuzz/run.ts'], { API_FUZZ_REPORT: `${resultsDir}/api-fuzz.json` }),
};
// The browser tests' stack builds the front ends when they are stale; built here, the browser stage
// starts on a fresh build.
const FRONT_END_BUILD = {
  title: 'Front-end builds (rspack)',
  run: ['node', ['--input-type=module', '-e', "await (await import('./scripts/lib/build-apps.mjs')).buildApps()"]],
  after: [TYPECHECK],
  requires: [TYPECHECK],
};
const VITEST = {
  title: 'Unit, component and API tests (vitest)',
  run: npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`]),
  after: [TYPECHECK, API_FUZZ],
  requires: [TYPECHECK],
  live: true,
};
const PLAYWRIGHT = {
  title: 'Browser tests (Playwright)',
  run: npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json`,
  }),
  after: [VITEST, FRONT_END_BUILD],
  requires: [TYPECHECK],
  live: true,
};
// Each step starts when the steps it comes `after` have ended (and is skipped when one it `requires`
// failed): the two cores are kept busy without oversubscribing them. ESLint works on one core, the
// fuzzer mostly on one, the type-checker and the build fill what is left; vitest starts when the
// fuzzer is done, beside ESLint's last stretch (which would otherwise leave a core idle); vitest and
// Playwright each keep both cores busy on their own.
const STEPS = [LINT, API_FUZZ, TYPECHECK, FRONT_END_BUILD, VITEST, PLAYWRIGHT];

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const timings = [];
const failedSteps = new Set();
// A `live` step prints as it goes; any other keeps its output and prints it when it ends, or, while a
// live step is printing, right after that one ends.
let liveSteps = 0;
const heldOutput = [];
const print = (text) => (liveSteps > 0 ? heldOutput.push(text) : process.stdout.write(text));

function runStep(step) {
  const [command, args, env = {}] = step.run;
  const started = Date.now();
  if (step.live) {
    liveSteps += 1;
    process.stdout.write(`\n── ${step.title} ──\n`);
  }
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const took = Date.now() - started;
      const verdict = `── ${step.title}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes(took)} ──\n`;
      if (step.live) {
        process.stdout.write(verdict);
        liveSteps -= 1;
        if (liveSteps === 0) process.stdout.write(heldOutput.splice(0).join(''));
      } else print(`\n── ${step.title} ──\n${output}${verdict}`);
      timings.push([step.title, took, code === 0]);
      if (code !== 0) failedSteps.add(step.title);
      resolve(code === 0);
    });
  });
}

const outcomes = new Map();
/** The step's outcome (true when it passed), starting it once what it comes after has ended. */
function outcomeOf(step) {
  if (!outcomes.has(step)) {
    outcomes.set(
      step,
      Promise.all((step.after ?? []).map(outcomeOf)).then(async () => {
        const failedFirst = (step.requires ?? []).filter((r) => failedSteps.has(r.title));
        if (failedFirst.length === 0) return runStep(step);
        print(`\n── ${step.title}: not run, ${failedFirst.map((r) => r.title).join(' and ')} failed ──\n`);
        failedSteps.add(step.title);
        return false;
      }),
    );
  }
  return outcomes.get(step);
}

const runStarted = Date.now();
await Promise.all(STEPS.map(outcomeOf));

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

console.log('\nStep times (steps that do not depend on each other overlap):');
for (const [title, took, ok] of timings) console.log(`  ${minutes(took).padStart(8)}  ${ok ? 'ok    ' : 'FAILED'}  ${title}`);
console.log(`  ${minutes(Date.now() - runStarted).padStart(8)}  in all`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.size === 0 && failed === 0 ? 0 : 1);
