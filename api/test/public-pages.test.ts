/**
 * The public pages rendered on the server (shell/server/public-pages.mjs running the public remote's
 * Node build, mfe-public/src/server/render-page.tsx) against the real API: the landing page's HTML
 * holds the active cohort's dates and the live seat counts, a certificate's page its holder and the
 * tags a shared link previews with (and the picture answers as a PNG), and with the API unreachable
 * the landing page still renders, with the SPEC's facts. On the real date (an API in development
 * without PROGRAM_TODAY, as `npm start` runs it) the landing page as served shows the demonstration
 * cohort open for enrolment, training in the future, and names no test calendar. /login's form sent
 * without JavaScript: a new student signs in with the code read from the inbox, the messages are
 * the page's own, and a form sent from another site is refused before anything is mailed.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '@portal/domain/calendar';
import { FIRST_COHORT, demonstrationCohort } from '@portal/domain/cohort';
import { CERTIFICATE_MESSAGES, CERTIFICATE_TYPE_INFO } from '@portal/domain/certificate';
import { MESSAGES } from '@portal/domain/messages';
import { programLabels } from '@portal/domain/program';
import type { ProgramView } from '@portal/domain/views/program';
import type { SeatsView } from '@portal/domain/views/seats';
import { createPublicPages } from '../../shell/server/public-pages.mjs';
import { mailTo, waitForOtp } from '../../tools/test-support/inbox.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { bearer, createTestApp, destroyTestApp, inboxUrl, uniqueEmail, useTestApp } from './helpers/app.ts';
import { adminWithSignature, post } from './helpers/program.ts';
import { onProgramDay, trainedStudent } from './helpers/training-batch.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ctx = useTestApp();

// As the build writes it: the description's tag ends with ">", not "/>".
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="The built page's own description.">
    <title>Career Portal</title>
  </head>
  <body>
    <noscript>This portal needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

let dir: string;
let moduleServer: Server;
let moduleUrl: string;
let apiUrl: string;
const ORIGIN = 'https://portal.example.com';

/** Serves the remote's server build as its origin would, with an ETag. */
function serveModule(file: string): Promise<Server> {
  const server = createServer((req, res) => {
    const body = readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'Content-Type': 'application/javascript', ETag: etag }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function pages(options: { apiUrl?: string; moduleUrl?: string; moduleSha256File?: string; log?: (line: string) => void } = {}) {
  const api = options.apiUrl ?? apiUrl;
  return createPublicPages({
    moduleUrl: options.moduleUrl ?? moduleUrl,
    moduleSha256File: options.moduleSha256File ?? path.join(dir, 'server/public-pages.cjs.sha256'),
    apiUrl: api,
    origin: ORIGIN,
    envConfig: { apiBaseUrl: api, remotes: {} },
    templateFile: path.join(dir, 'index.html'),
    log: options.log ?? (() => undefined),
  });
}

/** The page a URL renders to (a redirect fails the test). */
async function pageAt(url: string, options: Parameters<typeof pages>[0] = {}) {
  const result = await pages(options).render(url);
  if (!('html' in result)) throw new Error(`${url} answered a redirect to ${result.redirect}`);
  return result;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'public-pages-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  // The public remote's Node build, as `npm run build` makes it beside the browser build.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production', '-c', 'rspack.server.config.mjs'],
    {
      cwd: path.join(ROOT, 'mfe-public'),
      env: { ...process.env, PORTAL_DIST_DIR: dir },
      stdio: 'pipe',
    },
  );
  moduleServer = await serveModule(path.join(dir, 'server/public-pages.cjs'));
  moduleUrl = `http://127.0.0.1:${(moduleServer.address() as AddressInfo).port}/server/public-pages.cjs`;
  apiUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await new Promise((resolve) => moduleServer?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const getJson = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json() as T;

describe('public pages rendered on the server', () => {
  it("answers / with the active cohort's dates and the live seat counts in the HTML, and the data for hydration", async () => {
    const program = await getJson<ProgramView>('/public/program');
    const seats = await getJson<SeatsView>('/public/seats');
    const { html, rendered } = await pageAt('/');
    expect(rendered).toBe(true);
    expect(html).toContain(program.labels.trainingDates);
    expect(html).toContain(`${seats.totals.filled} of ${seats.totals.seats} seats filled`);
    for (const s of seats.specializations) expect(html).toContain(`${s.filled} of ${s.seats} filled`);
    expect(html).toContain('<h1');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain("The built page's own description.");
    const data = JSON.parse(/<script type="application\/json" id="portal-page-data">([^<]*)<\/script>/.exec(html)![1]!);
    expect(data).toMatchObject({ program, seats });
    expect(data.fallback).toBeUndefined();
    expect(html).not.toContain('name="robots"');
  });

  it('answers a path no page has with the landing page under a line that says so, as 404 and noindex', async () => {
    const page = await pageAt('/no-such-page');
    expect(page).toMatchObject({ status: 404, rendered: true });
    expect(page.html).toContain('There is no page at /no-such-page — here is the home page.');
    expect(page.html).toContain('<meta name="robots" content="noindex" />');
    expect(page.html).toContain('<h1');
    expect((await pageAt('/')).status).toBe(200);
  });

  it("answers /verify/{code} with the holder's name and the preview tags, and the picture answers as a PNG", async () => {
    const admin = await adminWithSignature(ctx.app);
    const student = await trainedStudent(ctx.app);
    // Issued once the training (Nov 2025) has ended.
    const issued = await onProgramDay(ctx.app, '2025-12-01', (later) =>
      post(later, admin, '/admin/api/certificates', { userId: student.id, type: 'TRAINING' }),
    );
    expect(issued.statusCode, issued.body).toBe(201);
    const cert = issued.json() as { code: string; holderName: string; title: string; issuer: string };

    const { html } = await pageAt(`/verify/${cert.code.toLowerCase()}`);
    expect(html).toContain(cert.holderName);
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(`${CERTIFICATE_TYPE_INFO.TRAINING.title} — ${cert.holderName}`);
    // One description, the certificate's, and the title the page keeps after its code runs.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<title>${CERTIFICATE_TYPE_INFO.TRAINING.title} — ${cert.holderName} — Career Portal</title>`);
    expect(meta('og:description')).toContain(cert.issuer);
    expect(meta('twitter:card')).toBe('summary_large_image');
    const image = meta('og:image')!;
    // Its URL carries the version a revocation or an erasure changes, so cached previews are not reused.
    expect(image).toMatch(new RegExp(`^${apiUrl}/public/certificates/${cert.code}/image\\.png\\?v=[a-z0-9]+$`));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/verify/${cert.code}" />`);

    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(1200); // the IHDR width
    const again = await fetch(image);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
  });

  it("keeps a holder's name with `$&`, `` $` `` and `$'` as text: the page, its head and its data in place", async () => {
    const admin = await adminWithSignature(ctx.app);
    for (const name of ["Asha $' Rao", 'Asha $` Rao', 'Asha $& Rao', 'Asha $$ $1 $<x> Rao']) {
      const student = await trainedStudent(ctx.app);
      await ctx.app.models.User.updateOne({ _id: student.id }, { $set: { name } });
      const issued = await onProgramDay(ctx.app, '2025-12-01', (later) =>
        post(later, admin, '/admin/api/certificates', { userId: student.id, type: 'TRAINING' }),
      );
      expect(issued.statusCode, issued.body).toBe(201);
      const { code } = issued.json() as { code: string };

      const { html, rendered } = await pageAt(`/verify/${code}`);
      expect(rendered, name).toBe(true);
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html.match(/<head>[\s\S]*<\/head>/)![0], name).toContain(`<title>${CERTIFICATE_TYPE_INFO.TRAINING.title} — ${escaped}`);
      expect(html.indexOf('<div id="root">'), name).toBeGreaterThan(html.indexOf('</head>'));
      expect(html.split('<div id="root">').length, name).toBe(2);
      const data = JSON.parse(/<script type="application\/json" id="portal-page-data">([^<]*)<\/script>/.exec(html)![1]!);
      expect(JSON.stringify(data), name).toContain(JSON.stringify(name).slice(1, -1));
      expect(html.endsWith('</html>\n'), name).toBe(true);
    }
  });

  it('answers an unknown code with the not-found words, and an unknown code has no picture', async () => {
    const { html, rendered } = await pageAt('/verify/ABCD-EFGH-JKMN');
    expect(rendered).toBe(true);
    expect(html).toContain(CERTIFICATE_MESSAGES.notFound);
    expect(html).not.toContain('og:image');
    const png = await fetch(`${apiUrl}/public/certificates/ABCDEFGHJKMN/image.png`);
    expect(png.status).toBe(404);
  });

  it('on the real date (npm start: development, no PROGRAM_TODAY) answers / with the demonstration cohort open for enrolment, training ahead, and no test calendar', async () => {
    const app = await createTestApp({
      config: { nodeEnv: 'development', programToday: null, mongodbDb: `t_${randomBytes(6).toString('hex')}` },
    });
    try {
      const realDateApi = await app.listen({ port: 0, host: '127.0.0.1' });
      const today = istDay(new Date());
      const cohort = demonstrationCohort(today);
      const labels = programLabels(cohort);
      expect(cohort.trainingStart > today).toBe(true);

      const { html, rendered } = await pageAt('/', { apiUrl: realDateApi });
      expect(rendered).toBe(true);
      const text = html.replace(/<!-- -->/g, '');
      expect(text).toContain(`${cohort.name} cohort: training ${labels.trainingDates}`);
      expect(text).toContain('Enrolment open');
      expect(text).not.toContain('Enrolment closed');
      expect(text).toContain(labels.internshipStartDays);
      expect(text).toContain(labels.eventDate);
      expect(text).toContain('Inside the student dashboard — not yet open');
      // Only the demonstration cohort's dates: the SPEC's first cohort (November 2025) is past.
      expect(text).not.toContain(programLabels(FIRST_COHORT).trainingDates);
      expect(text).not.toContain('Demonstration calendar');
      const data = JSON.parse(/<script type="application\/json" id="portal-page-data">([^<]*)<\/script>/.exec(html)![1]!);
      // The shell's calendar banner follows calendarToday: null, so none is shown after hydration either.
      expect(data.program.calendarToday).toBeNull();
      expect(data.program.cohort).toMatchObject({ name: cohort.name, trainingStart: cohort.trainingStart, enrolmentOpen: true });
      expect(data.fallback).toBeUndefined();
    } finally {
      await destroyTestApp(app);
    }
  });

  it("renders the landing page with the SPEC's facts when the API cannot be reached", async () => {
    const { html, rendered } = await pageAt('/', { apiUrl: 'http://127.0.0.1:9' });
    expect(rendered).toBe(true);
    expect(html).toContain(programLabels(FIRST_COHORT).trainingDates);
    expect(html).toContain('179 of 250 seats filled');
    expect(html).toMatch(/"fallback":true/);
  });

  it("answers the plain page, rendered in the browser, when the public area's server build cannot be fetched", async () => {
    const down = pages({ moduleUrl: 'http://127.0.0.1:9/server/public-pages.cjs' });
    expect(await down.render('/login')).toEqual({ html: TEMPLATE, rendered: false });
  });

  it("runs the public area's server build only when its SHA-256 is the one its build published: another is refused with a log line, and the plain page is sent", async () => {
    const published = readFileSync(path.join(dir, 'server/public-pages.cjs.sha256'), 'utf8').trim();
    expect(published).toBe(
      createHash('sha256')
        .update(readFileSync(path.join(dir, 'server/public-pages.cjs')))
        .digest('hex'),
    );
    expect((await pageAt('/login')).rendered).toBe(true);

    // The remote's origin serves a changed file (one statement added, which would run at once).
    const changed = path.join(dir, 'changed.cjs');
    writeFileSync(changed, `${readFileSync(path.join(dir, 'server/public-pages.cjs'), 'utf8')}\nglobalThis.__ranChangedBuild = true;\n`);
    const changedServer = await serveModule(changed);
    try {
      const lines: string[] = [];
      const changedUrl = `http://127.0.0.1:${(changedServer.address() as AddressInfo).port}/server/public-pages.cjs`;
      expect(await pages({ moduleUrl: changedUrl, log: (line) => lines.push(line) }).render('/login')).toEqual({
        html: TEMPLATE,
        rendered: false,
      });
      expect((globalThis as { __ranChangedBuild?: boolean }).__ranChangedBuild).toBeUndefined();
      expect(lines.join('\n')).toContain(`could not load ${changedUrl}: refused: its SHA-256`);
      expect(lines.join('\n')).toContain(`is not the ${published} its build published`);
      // Without a published hash nothing runs either.
      const unpinned = await pages({ moduleSha256File: path.join(dir, 'missing.sha256') }).render('/login');
      expect(unpinned).toEqual({ html: TEMPLATE, rendered: false });
    } finally {
      await new Promise((resolve) => changedServer.close(resolve));
    }
  });

  it('gives the server build no require: a build that imports a module of Node is not run', async () => {
    const requiring = path.join(dir, 'requiring.cjs');
    writeFileSync(requiring, `const { execSync } = require('node:child_process');\nexports.renderPage = () => execSync('id');\n`);
    const sha256File = path.join(dir, 'requiring.cjs.sha256');
    writeFileSync(sha256File, createHash('sha256').update(readFileSync(requiring)).digest('hex'));
    const server = await serveModule(requiring);
    try {
      const lines: string[] = [];
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/server/public-pages.cjs`;
      expect(await pages({ moduleUrl: url, moduleSha256File: sha256File, log: (line) => lines.push(line) }).render('/login')).toEqual({
        html: TEMPLATE,
        rendered: false,
      });
      expect(lines.join('\n')).toContain('may not require node:child_process');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('lists the public pages in sitemap.xml, not certificates, and robots.txt names it', async () => {
    const p = pages();
    const sitemap = await p.sitemapXml();
    for (const page of ['/', '/login', '/verify', '/privacy', '/terms', '/refund-policy'])
      expect(sitemap).toContain(`<loc>${ORIGIN}${page}</loc>`);
    expect(sitemap).not.toContain('/verify/');
    expect(p.robotsTxt()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("/login's form sent without JavaScript, answered by the page server", () => {
  type Answer = Awaited<ReturnType<ReturnType<typeof pages>['submit']>>;
  /** A form as a browser sends it from the portal's own page (Sec-Fetch-Site: same-origin), unless `headers` say otherwise. */
  const postForm = (
    url: string,
    fields: Record<string, string>,
    headers: { secFetchSite?: string; origin?: string } = { secFetchSite: 'same-origin' },
  ) =>
    pages().submit(url, {
      body: new URLSearchParams(fields).toString(),
      clientIp: '203.0.113.9',
      userAgent: 'No-JS Browser/1.0',
      ...headers,
    });
  const htmlOf = (answer: Answer) => ('html' in answer ? answer.html : '');
  const statusOf = (answer: Answer) => ('status' in answer ? answer.status : 303);

  /** A six-digit code different from `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('serves /login with a form that posts to the page server, inside <noscript>', async () => {
    const { html } = await pageAt('/login?next=%2Fstudent-main%2Fbilling');
    const form = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(form).toMatch(/<form [^>]*action="\/login\?next=%2Fstudent-main%2Fbilling"[^>]* method="post">/);
    expect(form).toContain('name="email"');
    expect(form).toContain('>Send OTP</button>');
  });

  it('signs a new student in: the code mailed, a wrong one refused, the right one hands the session over and lands on onboarding', async () => {
    const email = uniqueEmail('nojs');
    const sent = await postForm('/login?next=%2Fstudent-main%2Fbilling', { email: `  ${email.toUpperCase()} `, action: 'send' });
    expect(statusOf(sent)).toBe(200);
    const otpStep = htmlOf(sent);
    expect(otpStep).toContain(MESSAGES.otpSent);
    expect(otpStep).toContain('Enter the code we sent to');
    // The address the code went to comes back in the form's body, never in its address.
    expect(otpStep).toContain(`<input type="hidden" name="email" value="${email}"/>`);
    expect(otpStep).toMatch(/action="\/login\?next=%2Fstudent-main%2Fbilling"/);
    expect(otpStep).toContain('value="resend"');
    expect(otpStep).toContain('value="change"');
    const code = await waitForOtp(inboxUrl(), email);

    const refused = await postForm('/login?next=%2Fstudent-main%2Fbilling', { email, otp: wrong(code), action: 'verify' });
    expect(refused).not.toHaveProperty('setCookie');
    expect(statusOf(refused)).toBe(400);
    expect(htmlOf(refused)).toContain(API_MESSAGES.otpInvalid);
    expect(htmlOf(refused)).toContain(`value="${email}"`);

    const signedIn = await postForm('/login?next=%2Fstudent-main%2Fbilling', {
      email,
      otp: `${code.slice(0, 3)} ${code.slice(3)}`,
      action: 'verify',
    });
    // New: the profile first, carrying on to the page that asked for the sign-in (as the page's code does).
    expect(signedIn).toMatchObject({ redirect: '/onboarding?next=%2Fstudent-main%2Fbilling' });
    const cookie = 'setCookie' in signedIn ? (signedIn.setCookie ?? '') : '';
    expect(cookie).toMatch(/^portal_signin=[^;]+; Path=\/; Max-Age=86400; SameSite=Strict; Secure$/);
    const session = JSON.parse(decodeURIComponent(/^portal_signin=([^;]+)/.exec(cookie)![1]!)) as Record<string, unknown>;
    expect(session).toMatchObject({ profileComplete: false });
    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(String(session.accessToken)) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'STUDENT' });
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    // The session records the visitor's browser, not the page server's.
    const stored = await ctx.app.models.Session.findOne({ userId: (me.json() as { id: string }).id }).lean();
    expect(stored?.userAgent).toBe('No-JS Browser/1.0');
  });

  it("re-renders the step with the page's own message and what was typed kept: an address, a code, a resend too soon, another address", async () => {
    const invalid = await postForm('/login', { email: 'not-an-address', action: 'send' });
    expect(statusOf(invalid)).toBe(400);
    expect(htmlOf(invalid)).toContain(MESSAGES.emailInvalid);
    expect(htmlOf(invalid)).toContain('value="not-an-address"');
    expect(htmlOf(invalid)).toContain('aria-invalid="true"');

    const email = uniqueEmail('nojs-msgs');
    expect(statusOf(await postForm('/login', { email, action: 'send' }))).toBe(200);
    const malformed = await postForm('/login', { email, otp: '12a', action: 'verify' });
    expect(statusOf(malformed)).toBe(400);
    expect(htmlOf(malformed)).toContain(MESSAGES.otpRequired);
    expect(htmlOf(malformed)).toContain('value="12a"');

    const tooSoon = await postForm('/login', { email, action: 'resend' });
    expect(statusOf(tooSoon)).toBe(429);
    expect(htmlOf(tooSoon)).toMatch(/Please wait \d+ seconds before requesting another code\./);
    expect(htmlOf(tooSoon)).toContain('Enter the code we sent to');
    expect(await mailTo(inboxUrl(), email)).toHaveLength(1);

    const change = await postForm('/login', { email, action: 'change' });
    expect(statusOf(change)).toBe(200);
    expect(htmlOf(change)).toContain(`value="${email}"`);
    expect(htmlOf(change)).toContain('>Send OTP</button>');
  });

  it('refuses a form sent from another site, or with neither Sec-Fetch-Site nor Origin: no mail, nobody signed in', async () => {
    const email = uniqueEmail('nojs-csrf');
    for (const headers of [
      { secFetchSite: 'cross-site', origin: 'https://attacker.example' },
      { secFetchSite: 'same-site', origin: 'https://other.portal.example.com' },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      {},
    ]) {
      expect(await postForm('/login', { email, action: 'send' }, headers)).toMatchObject({ status: 403 });
      expect(await postForm('/login', { email, otp: '123456', action: 'verify' }, headers)).toMatchObject({ status: 403 });
    }
    expect(await mailTo(inboxUrl(), email)).toHaveLength(0);
    // A browser without Sec-Fetch-Site sends Origin: the site's own is accepted.
    expect(statusOf(await postForm('/login', { email, action: 'send' }, { origin: ORIGIN }))).toBe(200);
  });

  it('answers 405 where a page has no form', async () => {
    expect(await postForm('/verify', { code: 'ABCD-EFGH-JKMN' })).toMatchObject({ status: 405 });
  });
});
