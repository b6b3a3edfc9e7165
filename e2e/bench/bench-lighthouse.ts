// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: slow 4G and a CPU slowed
// four times, its defaults) on the public pages `/`, `/login` and `/verify/{code}` of the
// production build, a stack started like `npm start` on its own data folder and ports (shifted by
// BENCH_PORT_OFFSET, default 450), with a real certificate so /verify/{code} shows its holder.
// Prints each route's medians of the performance score, LCP, CLS, TBT and the accessibility, best
// practices and SEO scores beside the targets, with the date and the machine. Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium), headless; Lighthouse downloads no browser.
//
//   npm run bench:lighthouse                     three runs per route
//   npm run bench:lighthouse -- --runs 5         more runs
//   npm run bench:lighthouse -- --route /login   only the routes given (repeatable: /, /login, /verify)
//   npm run bench:lighthouse -- --save DIR       and each run's JSON report in DIR
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { portsFor } from '@portal/stack/ports';
import { median, pad, waitUntilUp } from './bench-support';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    save: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 450);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser tests' helpers (the student's journey, the admin's certificate) aimed at this stack.
process.env.E2E_PORT_OFFSET = String(OFFSET);
const { PROGRAM_TODAY, STAFF_EMAILS, SHELL_URL: SHELL } = await import('../support/stack-env');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  benchmarkIndex: number;
  /** The audits of accessibility, best practices and SEO that failed, so a score under 100 says why. */
  failed: string[];
}

/** A certificate's code: a student walked to their specialization through the API, then a training certificate earned. */
async function certificateCode(): Promise<string> {
  const { earnedTrainingCertificate } = await import('../support/certificates');
  const { studentAtStage } = await import('../support/journey');
  const { uniqueEmail } = await import('../support/session');
  const { code } = await earnedTrainingCertificate(await studentAtStage(uniqueEmail('lighthouse'), 'specialization'));
  return code;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse and a profile of its own. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = portsFor(OFFSET).shell + 222;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitUntilUp(`http://127.0.0.1:${port}/json/version`, 30_000);
  return {
    port,
    stop: async () => {
      chromium.kill('SIGTERM');
      await new Promise((r) => (chromium.exitCode === null ? chromium.once('exit', r) : r(null)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number, saveAs?: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (saveAs) writeFileSync(saveAs, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed: (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
  };
}

function describeMachine() {
  const cpus = os.cpus();
  const [load1] = os.loadavg();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, load average ${load1!.toFixed(2)} at start`;
}

/** The stack as `npm start` runs it, on this bench's data folder and ports; `env` adds settings. */
async function startStack({ fresh, env = {} }: { fresh: boolean; env?: Record<string, string> }) {
  // Another stack on these ports would be measured instead: refuse.
  const taken = await fetch(`${SHELL}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${SHELL} already answers: set BENCH_PORT_OFFSET to free ports`);
  const stack = spawn(process.execPath, ['scripts/start.mjs', ...(fresh ? ['--fresh'] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT_OFFSET: String(OFFSET), DATA_DIR: '.data/bench-lighthouse', ...env },
  });
  const exited = new Promise<never>((_, reject) => stack.once('exit', (code) => reject(new Error(`the stack stopped (exit ${code})`))));
  exited.catch(() => undefined);
  await Promise.race([
    (async () => {
      await waitUntilUp(`http://localhost:${portsFor(OFFSET).mfe_mentor}/mf-manifest.json`);
      await waitUntilUp(`${SHELL}/`);
    })(),
    exited,
  ]);
  return async () => {
    if (stack.exitCode !== null) return;
    stack.kill('SIGTERM');
    await new Promise((r) => stack.once('exit', r));
  };
}

async function main() {
  const machine = describeMachine();
  // First a certificate, made through the API on the browser tests' calendar (a student walked to
  // their specialization, every session attended and the certificate issued on a day after the
  // training, PROGRAM_CLOCK_HEADER), then the stack again on the real date, as `npm start` runs it:
  // the test calendar's banner would be a paint (and a shift) no visitor sees.
  let stop = await startStack({
    fresh: true,
    env: { ADMIN_EMAILS: STAFF_EMAILS.admin, CA_EMAILS: STAFF_EMAILS.ca, PROGRAM_TODAY, PROGRAM_CLOCK_HEADER: 'on' },
  });
  let code: string;
  try {
    code = await certificateCode();
  } finally {
    await stop();
  }
  stop = await startStack({ fresh: false });
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  try {
    const routes = [
      { name: '/', path: '/' },
      { name: '/login', path: '/login' },
      { name: '/verify', path: `/verify/${code}` },
    ].filter((r) => !args.route || args.route.includes(r.name));
    if (args.save) mkdirSync(args.save, { recursive: true });

    chromium = await startChromium();
    // One unmeasured load per route, so the page server's first render and the files' compression
    // are behind it, as for any visitor after the first.
    for (const route of routes) await fetch(`${SHELL}${route.path}`).then((r) => r.text());

    const results: { route: string; runs: Figures[] }[] = [];
    for (const route of routes) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const saveAs = args.save
          ? path.join(args.save, `${route.name === '/' ? 'landing' : route.name.slice(1)}-${run + 1}.json`)
          : undefined;
        runs.push(await audit(`${SHELL}${route.path}`, chromium.port, saveAs));
      }
      results.push({ route: route.name === '/verify' ? '/verify/{code}' : route.name, runs });
    }

    const [load1] = os.loadavg();
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, production build`,
    );
    console.log(`${new Date().toISOString()} · ${machine}, ${load1!.toFixed(2)} at the end`);
    console.log(`Median of ${RUNS} run(s) per route; targets: performance ≥ 98, LCP ≤ 1500 ms, CLS 0, TBT ≤ 100 ms, the others 100.\n`);
    console.log(`${'route'.padEnd(16)} perf  LCP ms     CLS  TBT ms  a11y  best-pr  SEO   perf of each run`);
    let missed = 0;
    for (const { route, runs } of results) {
      const m = (key: Exclude<keyof Figures, 'failed'>) => median(runs.map((r) => r[key]));
      const met =
        m('performance') >= 98 &&
        m('lcpMs') <= 1500 &&
        m('cls') === 0 &&
        m('tbtMs') <= 100 &&
        m('accessibility') === 100 &&
        m('bestPractices') === 100 &&
        m('seo') === 100;
      if (!met) missed++;
      console.log(
        `${route.padEnd(16)} ${pad(m('performance'), 4)} ${pad(Math.round(m('lcpMs')), 7)} ${pad(m('cls').toFixed(3), 7)} ${pad(Math.round(m('tbtMs')), 7)}` +
          ` ${pad(m('accessibility'), 5)} ${pad(m('bestPractices'), 8)} ${pad(m('seo'), 4)}   ${runs.map((r) => r.performance).join(' ')}${met ? '' : '   (a target missed)'}`,
      );
      for (const audit of new Set(runs.flatMap((r) => r.failed))) console.log(`${''.padEnd(16)} failed ${audit}`);
    }
    const index = median(results.flatMap((r) => r.runs.map((f) => f.benchmarkIndex)));
    console.log(
      `\nLighthouse's benchmark index of this machine: ${Math.round(index)} (lower: a slower or busier CPU, on which TBT is measured and then slowed 4×).`,
    );
    console.log(missed === 0 ? 'Every route meets its targets.' : `${missed} route(s) miss a target.`);
  } finally {
    await chromium?.stop();
    await stop();
  }
}

await main();
