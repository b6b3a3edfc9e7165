// `npm run bench:web`: per role and route, the JavaScript budget, the gzip JavaScript a cold
// browser downloads, the bytes actually transferred and the time until the route's main heading
// is visible (median of several cold loads), measured in Chromium against the production build
// (a stack started like `npm start`, ports shifted by BENCH_PORT_OFFSET, default 200).
//
//   npm run bench:web                        the table
//   npm run bench:web -- --files             and every file each route downloads
//   npm run bench:web -- --runs 9 --cpu 4    more cold loads, CPU slowed four times (a low-end phone)
//   npm run bench:web -- --route /login      only the routes given (repeatable)
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { portsFor } from '@portal/stack/ports';
import { ROUTE_BUDGETS } from '../support/route-budgets';
import { kb, measureRoute, type RouteWeight } from '../support/route-weight';
import { median, pad, waitUntilUp } from './bench-support';

const { values: args } = parseArgs({
  options: {
    files: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1' },
    route: { type: 'string', multiple: true },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const CPU_SLOWDOWN = Math.max(1, Number(args.cpu));

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 200);
// The browser tests' helpers (sign-in, ID and fee verification through the API) aimed at this stack.
process.env.E2E_PORT_OFFSET = String(OFFSET);
const { budgetSessions, pathToOpen } = await import('../support/budget-sessions');
const { PROGRAM_TODAY, STAFF_EMAILS, SHELL_URL: SHELL } = await import('../support/stack-env');

function printFiles(weight: RouteWeight) {
  for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes || b.wireBytes - a.wireBytes)) {
    const url = new URL(file.url);
    const gzip = file.type === 'script' ? kb(file.gzipBytes).toFixed(1) : '';
    console.log(
      `      ${pad(gzip, 7)} ${pad(kb(file.wireBytes).toFixed(1), 7)}  ${(file.encoding ?? '-').padEnd(4)} ${url.port}${url.pathname}`,
    );
  }
}

async function main() {
  const stack = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT_OFFSET: String(OFFSET),
      DATA_DIR: '.data/bench-web',
      ADMIN_EMAILS: STAFF_EMAILS.admin,
      CA_EMAILS: STAFF_EMAILS.ca,
      // The browser tests' calendar: the journey states are reached on the first cohort's dates.
      PROGRAM_TODAY,
    },
  });
  try {
    await waitUntilUp(`http://localhost:${portsFor(OFFSET).mfe_mentor}/mf-manifest.json`);
    const routes = args.route ? ROUTE_BUDGETS.filter((r) => args.route!.includes(r.path)) : ROUTE_BUDGETS;
    const sessions = await budgetSessions(routes);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    const cpu = CPU_SLOWDOWN > 1 ? `, CPU slowed ${CPU_SLOWDOWN}×` : '';
    console.log(`\nPer route, production build, cold cache (median of ${RUNS} loads${cpu})\n`);
    console.log(`${'role'.padEnd(10)} ${'route'.padEnd(34)} ${'landed on'.padEnd(34)} budget   JS gzip   JS wire  all wire  files   h1 ms`);
    console.log(`${''.padEnd(81)}KB        KB        KB        KB`);
    let over = 0;
    for (const route of routes) {
      const { role, budgetKb } = route;
      const path = await pathToOpen(route, sessions);
      const weights: RouteWeight[] = [];
      for (let run = 0; run < RUNS; run++) {
        weights.push(await measureRoute(browser, `${SHELL}${path}`, { ...sessions.get(role), cpuSlowdown: CPU_SLOWDOWN }));
      }
      const first = weights[0]!;
      const within = kb(first.jsGzipBytes) <= budgetKb;
      if (!within) over++;
      console.log(
        `${role.padEnd(10)} ${route.path.padEnd(34)} ${first.finalPath.replace(path, route.path).padEnd(34)} ${pad(budgetKb, 6)} ${pad(kb(first.jsGzipBytes).toFixed(1), 9)}${within ? ' ' : '!'}` +
          `${pad(kb(first.jsWireBytes).toFixed(1), 9)} ${pad(kb(first.wireBytes).toFixed(1), 9)} ${pad(first.files.length, 6)} ${pad(Math.round(median(weights.map((w) => w.headingMs))), 7)}`,
      );
      if (args.files) printFiles(first);
    }
    await browser.close();
    console.log(`\n${over === 0 ? 'Every route is within its budget.' : `${over} route(s) over budget (marked !).`}`);
    console.log('JS gzip: decoded scripts gzipped at zlib level 6. Wire: bytes transferred (Content-Encoding applied) with headers.');
    if (over > 0) process.exitCode = 1;
  } finally {
    stack.kill('SIGTERM');
    await new Promise((r) => stack.once('exit', r));
  }
}

await main();
