import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { razorpayEnv } from '@portal/stack/razorpay-double.mjs';
import {
  DATA_DIR,
  OTP_COOLDOWN_SECONDS,
  PORT_OFFSET,
  PROGRAM_TODAY,
  RAZORPAY_DOUBLE_PORT,
  RAZORPAY_DOUBLE_URL,
  REMOTE_PORTS,
  SHELL_URL,
  STAFF_EMAILS,
} from './support/stack-env';

// Specs that change or count what every other spec shares, run after all the others: the CA
// dashboard's figures of every invoice on the stack, and the remotes stopped and redeployed
// (these two side by side: neither verifies a fee or uses the admin area while the other runs);
// then, last, another cohort made active, which changes what every new student is offered and
// verifies fees of its own (the cohorts' calendar, and an intern's stipend on a cohort of its own).
const WHOLE_STACK = /(ca-invoices|federation)\.spec\.ts$/;
const COHORT_SWITCH = /(cohorts|stipend-letter)\.spec\.ts$/;
const ALONE = [WHOLE_STACK, COHORT_SWITCH];

// Specs that open a PDF in a tab (an invoice, a letter): only the full browser shows it there; the
// headless shell has no PDF viewer and downloads it, leaving the tab blank.
const PDF_TABS = /(fees|program|ca-invoices)\.spec\.ts$/;

// Debian's full Chromium, and its headless shell (package chromium-headless-shell: the same
// release without the windowed browser's machinery, what Playwright itself runs for headless
// tests), which runs every other spec when it is installed: the browser is most of the suite's
// CPU, and the same tests took about a third less time in the shell on the 2-core machine
// (docs/testing.md). CHROMIUM_PATH sets one browser for all.
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);

const inBrowser = (executablePath: string) => ({
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

export default defineConfig({
  testDir: './tests',
  // Three files at a time (each file's tests in order) on the two-core machine: with two, a fifth of
  // the CPU stayed idle while tests waited on mail, timers and the API (docs/testing.md).
  fullyParallel: false,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.data/test-results/playwright.json' }]],
  outputDir: '../.data/e2e-results',
  use: {
    baseURL: SHELL_URL,
    // Traces: in CI, recorded on a failed test's retry (a trace records the page's DOM at every
    // action, which cost the same three specs about a fifth of their CPU: 148 s against 118 s);
    // a failure keeps its screenshot and page snapshot either way. On a developer's machine every
    // failed test keeps its trace. Neither records the trace's film strip (every painted frame).
    trace: process.env.CI
      ? { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true }
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // Visitors who ask for reduced motion get the portal without antd's motion and the landing's
    // slideshow holding still; the browser tests run as such a visitor (a turning spinner kept the
    // browser busy painting), except where motion is the subject (landing.spec.ts).
    reducedMotion: 'reduce',
  },
  projects: [
    // First: the whole journey and the fees are the longest specs, so the run does not end on them.
    { name: 'documents', testMatch: PDF_TABS, testIgnore: ALONE, use: inBrowser(FULL_CHROMIUM) },
    { name: 'portal', testIgnore: [...ALONE, PDF_TABS], use: inBrowser(HEADLESS_SHELL) },
    { name: 'whole-stack', testMatch: WHOLE_STACK, dependencies: ['portal', 'documents'], workers: 2, use: inBrowser(FULL_CHROMIUM) },
    { name: 'cohort-switch', testMatch: COHORT_SWITCH, dependencies: ['whole-stack'], workers: 1, use: inBrowser(HEADLESS_SHELL) },
  ],
  webServer: [
    {
      // Razorpay for the stack's API: the double makes the payment links, and reports a payment made
      // at it to the API's webhook, signed, as Razorpay does (razorpay.spec.ts).
      command: 'node stack/src/serve-razorpay-double.mjs',
      cwd: '..',
      port: RAZORPAY_DOUBLE_PORT,
      reuseExistingServer: false,
      env: { PORT_OFFSET: String(PORT_OFFSET) },
    },
    {
      // Started exactly as `npm start` does, in a fresh data folder, so a developer's own stack is untouched.
      command: 'node scripts/start.mjs --fresh',
      cwd: '..',
      // The last app npm start brings up; when it answers, the whole stack is up.
      url: `http://localhost:${REMOTE_PORTS.mfe_mentor}/mf-manifest.json`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT_OFFSET: String(PORT_OFFSET),
        DATA_DIR,
        ADMIN_EMAILS: STAFF_EMAILS.admin,
        CA_EMAILS: STAFF_EMAILS.ca,
        // Tests sign one address in twice within a minute (API, then screens); the 60 s rule has its own API test.
        OTP_RESEND_COOLDOWN_SECONDS: String(OTP_COOLDOWN_SECONDS),
        // Every test signs people in from 127.0.0.1, more than the 30 codes per IP in 15 minutes a
        // real visitor gets; the per-IP limits have their own API tests (rate-limit-and-logs.test.ts).
        OTP_SEND_IP_LIMIT: '1000',
        OTP_VERIFY_IP_LIMIT: '1000',
        // Two API processes on one port, as production runs several: nothing passes on one process only.
        API_WORKERS: '2',
        // Two browsers, the API, the database and six front-end servers share two cores here: a
        // process starved of CPU for a second is not an overloaded API, so no load shedding (it has its
        // own API test, health-docs.test.ts).
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        // The first cohort's calendar (SPEC §1): its enrolment is open, before its training, so the
        // journey runs on its dates; the screens show the test calendar's banner. \`npm start\` runs
        // on the real date (api/test/demonstration-cohort.test.ts proves that path).
        PROGRAM_TODAY,
        // A request carrying x-program-today stands on that day (support/certificates.ts: a training
        // attended and its certificate issued after the training); every other request keeps PROGRAM_TODAY.
        PROGRAM_CLOCK_HEADER: 'on',
        // Razorpay's keys, webhook secret and address: the double's. The admin's dialog offers Create
        // Razorpay link; a payment marks the fee paid and an admin verifies it.
        ...razorpayEnv({ url: RAZORPAY_DOUBLE_URL }, { FEE_AUTO_VERIFY: 'off' }),
      },
    },
  ],
});
