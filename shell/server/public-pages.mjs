// The page server of the public pages: the shell's server answers a path of the public area (the
// landing page, /login, /verify, /verify/{code}, the policies) with the page already rendered,
// its data embedded for the browser's hydration and its <head> filled in, so it paints at once,
// reads without JavaScript and previews when shared.
//
// What a page shows and which data it needs is the public remote's: its Node build
// (mfe-public/src/server/render-page.tsx, dist/server/public-pages.cjs) is fetched from the
// remote's own origin, next to its browser build, and run here; it is fetched again when it changes
// (checked with If-None-Match every few seconds), so a release of the public area changes these
// pages without a shell release. It runs only when its SHA-256 is the one its build published
// (public-pages.cjs.sha256, read here from this machine's files, not from the remote's origin), and
// without `require`: code from the remote's origin is never run unless it is that build.
//
// This server does the HTTP: the API reads (conditional GETs, the last good answer kept for when
// the API is down), the HTML template and the fallbacks: a page that cannot be rendered is its last
// good render, or else the plain page the browser renders itself, never an error. It also answers
// the public area's forms sent without JavaScript (/login's POST): from the site's own pages only
// (same-origin-form.mjs), the API called for the visitor, the page rendered again or a redirect.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import vm from 'node:vm';
import { isSameOriginForm } from './same-origin-form.mjs';

/** How often the remote's server build is checked for a new release. */
const MODULE_CHECK_MS = 5_000;
const API_TIMEOUT_MS = 2_500;
/** A form's call may wait on the mail server (the sign-in code's mail). */
const API_SEND_TIMEOUT_MS = 15_000;
const MODULE_TIMEOUT_MS = 5_000;
/** Bounds of the in-memory caches (certificate lookups and last good renders are per URL). */
const MAX_ENTRIES = 500;

/** Escapes JSON for a <script type="application/json"> element. */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function remember(map, key, value) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value);
}

/** A file's parsed content, read again only when the file changes. */
function watchedFile(file, parse) {
  let cached = { mtimeMs: -1, value: null };
  return () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** Runs a self-contained CommonJS bundle from memory, given no `require`: it may import nothing. */
function evaluateCommonJs(code, filename) {
  const module = { exports: {} };
  const noRequire = (id) => {
    throw new Error(`${filename} may not require ${id}: the public area's server build must be self-contained`);
  };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  wrapper(module.exports, noRequire, module, filename, '/');
  return module.exports;
}

/**
 * @param {object} options
 * @param {string} options.moduleUrl the remote's server build (…/server/public-pages.cjs on its origin)
 * @param {string} options.moduleSha256File the SHA-256 its build published (dist/server/public-pages.cjs.sha256), on this machine
 * @param {string} options.apiUrl the API as this server reaches it
 * @param {string} options.origin the site's public origin (canonical URLs, sitemap)
 * @param {object} options.envConfig the env-config.json the browser gets
 * @param {string} options.templateFile the shell's built index.html
 * @param {(line: string) => void} [options.log]
 */
export function createPublicPages({ moduleUrl, moduleSha256File, apiUrl, origin, envConfig, templateFile, log = console.error }) {
  const api = apiUrl.replace(/\/+$/, '');
  const site = origin.replace(/\/+$/, '');
  /** @type {{ etag: string | null, exports: any, checkedAt: number, sha256: string } | null} */
  let remote = null;
  let remoteLoading = null;
  const apiCache = new Map();
  const apiInFlight = new Map();
  const lastGood = new Map();
  const templateHtml = watchedFile(templateFile, (text) => text);
  const readPublishedSha256 = watchedFile(moduleSha256File, (text) => text.trim().toLowerCase());

  /** The SHA-256 the public area's build published; null (nothing may run) when it cannot be read. */
  function publishedSha256() {
    try {
      const hash = readPublishedSha256();
      return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
    } catch {
      return null;
    }
  }

  async function fetchModule(pinned) {
    if (!pinned) throw new Error(`no SHA-256 published in ${moduleSha256File}: the server build is not run unchecked`);
    const res = await fetch(moduleUrl, {
      headers: remote?.etag ? { 'If-None-Match': remote.etag } : {},
      signal: AbortSignal.timeout(MODULE_TIMEOUT_MS),
    });
    if (res.status === 304 && remote) {
      remote.checkedAt = Date.now();
      return remote.exports;
    }
    if (!res.ok) throw new Error(`${moduleUrl} answered HTTP ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== pinned) throw new Error(`refused: its SHA-256 ${sha256} is not the ${pinned} its build published (${moduleSha256File})`);
    const exports = evaluateCommonJs(bytes.toString('utf8'), moduleUrl);
    if (typeof exports.renderPage !== 'function') throw new Error(`${moduleUrl} has no renderPage`);
    remote = { etag: res.headers.get('etag'), exports, checkedAt: Date.now(), sha256 };
    return exports;
  }

  /**
   * The remote's server build: the one loaded, checked again every few seconds; null if none
   * matching the published SHA-256 was loaded (a new hash published drops the one loaded before).
   */
  async function remoteModule() {
    const pinned = publishedSha256();
    if (remote && remote.sha256 !== pinned) remote = null;
    if (remote && Date.now() - remote.checkedAt < MODULE_CHECK_MS) return remote.exports;
    remoteLoading ??= fetchModule(pinned)
      .catch((err) => {
        log(`[public pages] could not load ${moduleUrl}: ${err.message}`);
        if (remote) remote.checkedAt = Date.now();
        return remote?.exports ?? null;
      })
      .finally(() => (remoteLoading = null));
    return remoteLoading;
  }

  /**
   * GET of an API path, asked every time with If-None-Match (a 304 costs the API one revision
   * check), so a page shows an admin's change on its next render; the last good answer when the API
   * fails; null if none.
   */
  async function apiGet(path, clientIp) {
    const cached = apiCache.get(path);
    const key = `${path}|${clientIp ?? ''}`;
    if (apiInFlight.has(key)) return apiInFlight.get(key);
    const request = (async () => {
      try {
        const headers = { Accept: 'application/json' };
        if (cached?.etag) headers['If-None-Match'] = cached.etag;
        // Lookups are rate-limited per visitor: the API counts the visitor's address (behind TRUST_PROXY).
        if (clientIp) headers['X-Forwarded-For'] = clientIp;
        const res = await fetch(`${api}${path}`, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
        if (res.status === 304 && cached) {
          remember(apiCache, path, { ...cached, at: Date.now() });
          return cached.answer;
        }
        const body = await res.json().catch(() => null);
        const answer = { status: res.status, body };
        // A 200 or 404 is the answer; anything else (429, 5xx) leaves the last good one in place.
        if (res.status === 200 || res.status === 404) {
          remember(apiCache, path, { answer, etag: res.headers.get('etag'), at: Date.now() });
          return answer;
        }
        return cached?.answer ?? answer;
      } catch {
        return cached?.answer ?? null;
      } finally {
        apiInFlight.delete(key);
      }
    })();
    apiInFlight.set(key, request);
    return request;
  }

  /**
   * A call for the visitor, never cached: the visitor's address (the API's rate limits count it, as
   * for apiGet) and browser (the session it opens records it); null when the API cannot be reached.
   */
  async function apiSend(method, path, { body, accessToken } = {}, { clientIp, userAgent } = {}) {
    const headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (clientIp) headers['X-Forwarded-For'] = clientIp;
    if (userAgent) headers['User-Agent'] = userAgent;
    try {
      const res = await fetch(`${api}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(API_SEND_TIMEOUT_MS),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    } catch {
      return null;
    }
  }

  // The page's parts hold user text (a holder's name): each goes in by a function, so a `$&`, `` $` `` or
  // `$'` in it is text, not a replacement pattern.
  function compose(page) {
    return (
      templateHtml()
        .replace(/<title>[\s\S]*?<\/title>/, '')
        // The template's own description, however its build wrote the tag's end: the page brings its own.
        .replace(/<meta\s+name="description"[^>]*>/, '')
        .replace('</head>', () => `    ${page.head}\n    <style data-page-css>${page.css}</style>\n  </head>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${page.html}</div>\n    <script type="application/json" id="${page.dataElementId}">${jsonForScript(page.data)}</script>` +
            `\n    <script type="application/json" id="portal-env-config">${jsonForScript(envConfig)}</script>`,
        )
    );
  }

  return {
    /**
     * The page for a URL of the public area: `{ html, rendered }`, where rendered is false when the
     * remote's server build could not render it and the plain page (or its last good render) is sent;
     * or `{ redirect }`, a path to send the visitor to instead (the certificate form sent without JavaScript).
     * @param {string} url path and query
     * @param {{ clientIp?: string }} [context]
     */
    async render(url, { clientIp } = {}) {
      try {
        const mod = await remoteModule();
        if (!mod) throw new Error('the public area has no server build to run');
        const page = await mod.renderPage({ url, origin: site, envConfig, api: (path) => apiGet(path, clientIp) });
        if (page.redirect) return { redirect: page.redirect, rendered: true };
        const html = compose({ ...page, dataElementId: mod.PAGE_DATA_ELEMENT_ID });
        remember(lastGood, url, html);
        return { html, status: page.status, rendered: true };
      } catch (err) {
        log(`[public pages] ${url} not rendered: ${err?.stack ?? err}`);
        return { html: lastGood.get(url) ?? templateHtml(), rendered: false };
      }
    },

    /**
     * A form of the public area sent without JavaScript (a POST of application/x-www-form-urlencoded):
     * `{ redirect, setCookie }` when it is done (a sign-in: where it lands, and the session handed
     * over), else the page again with what happened `{ html, status }`; `{ status, text }` when it is
     * refused (403 from another site, 405 where there is no form) or cannot be answered (503).
     * @param {string} url path and query
     * @param {{ body: string, clientIp?: string, userAgent?: string, secFetchSite?: string, origin?: string }} request
     */
    async submit(url, { body, clientIp, userAgent, secFetchSite, origin: from }) {
      if (!isSameOriginForm({ secFetchSite, origin: from }, site)) {
        return { status: 403, text: "Refused: this form can only be sent from the portal's own pages." };
      }
      try {
        const mod = await remoteModule();
        if (!mod?.submitForm) throw new Error('the public area has no server build that answers forms');
        const page = await mod.submitForm({
          url,
          origin: site,
          envConfig,
          api: (path) => apiGet(path, clientIp),
          form: new URLSearchParams(body),
          send: (method, path, options) => apiSend(method, path, options, { clientIp, userAgent }),
        });
        if (!page) return { status: 405, text: 'There is no form to send here.' };
        if (page.redirect) return { redirect: page.redirect, setCookie: page.setCookie };
        return { html: compose({ ...page, dataElementId: mod.PAGE_DATA_ELEMENT_ID }), status: page.status };
      } catch (err) {
        log(`[public pages] the form sent to ${url} not answered: ${err?.stack ?? err}`);
        return { status: 503, text: 'The form could not be answered just now. Please try again in a moment.' };
      }
    },

    /** robots.txt: everything may be crawled; the sitemap lists the public pages. */
    robotsTxt() {
      return `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
    },

    /** sitemap.xml: the public pages the remote lists (not certificates' pages). */
    async sitemapXml() {
      const mod = await remoteModule();
      const paths = mod?.SITEMAP_PATHS ?? ['/'];
      const urls = paths.map((p) => `  <url><loc>${site}${p}</loc></url>`).join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },
  };
}
