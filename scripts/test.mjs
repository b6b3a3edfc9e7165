// `npm test`: typecheck every workspace, then every unit, component and API test (vitest), then
// the API contract fuzzing (schemathesis against the OpenAPI document, scripts/api-fuzz), then
// every browser test (Playwright on the stack `npm start` runs). Ends with one line
// "N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { ROOT } from './lib/services.mjs';

ensureInstalled();
const resultsDir = path.join(ROOT, '.data/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const npx = (args, env) => ['npx', ['--no-install', ...args], env];
const steps = [
  ['Typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent']],
  ['Unit, component and API tests (vitest)', ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`])],
  ['API contract fuzzing (schemathesis)', ...npx(['tsx', 'scripts/api-fuzz/run.ts'], { API_FUZZ_REPORT: `${resultsDir}/api-fuzz.json` })],
  ['Browser tests (Playwright)', ...npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json` })],
];

let ok = true;
const failedSteps = new Set();
for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) {
    ok = false;
    failedSteps.add(title);
    if (title === 'Typecheck') break;
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const vitest = readJson(path.join(resultsDir, 'vitest.json'));
const playwright = readJson(path.join(resultsDir, 'playwright.json'));
// One test per role and API operation; a fuzz run that could not even start counts as one failure.
const apiFuzz = readJson(path.join(resultsDir, 'api-fuzz.json')) ?? { passed: 0, failed: failedSteps.has('API contract fuzzing (schemathesis)') ? 1 : 0 };
const passed = (vitest?.numPassedTests ?? 0) + apiFuzz.passed + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + apiFuzz.failed + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
