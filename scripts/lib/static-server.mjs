// Serves one built app (shell or remote) from its dist/ folder on its own origin, as an
// independent deploy would: hashed assets immutable, manifests and HTML no-cache, the
// runtime env-config.json, a strict Content-Security-Policy and SPA fallback. Files go out
// as the brotli or gzip copy the build wrote beside them (tools/rspack/precompress-plugin.mjs)
// when the browser accepts it; anything else compressible is compressed on the way.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

// public-pages.cjs: the public remote's server build, which the shell's page server fetches again when it changes.
const NO_CACHE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'env-config.json',
  'public-pages.cjs',
]);

/** The public area's forms are a few short fields (an address, a code). */
const FORM_BODY_LIMIT = 4096;

export function contentSecurityPolicy({ apiUrl, remoteOrigins }) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // antd's CSS-in-JS writes <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `connect-src 'self' ${apiUrl} ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `frame-src 'self' blob: ${apiUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @param {object} options
 * @param {string} options.distDir the built app to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {Record<string, unknown>} [options.envConfig] sent as /env-config.js
 * @param {string} [options.csp] the Content-Security-Policy of the pages
 * @param {{ isPagePath(pathname: string): boolean, render(url: string, context: { clientIp?: string }): Promise<{ html?: string, status?: number, redirect?: string }>,
 *   submit(url: string, request: { body: string, clientIp?: string, userAgent?: string, secFetchSite?: string, origin?: string }):
 *     Promise<{ redirect?: string, setCookie?: string, html?: string, text?: string, status?: number }>,
 *   robotsTxt(): string, sitemapXml(): Promise<string> }} [options.pages] the shell's server-rendered public pages
 *   (shell/server/public-pages.mjs): the paths it claims are answered rendered, their forms sent without JavaScript
 *   answered, with robots.txt and sitemap.xml
 */
export async function startStaticServer({ distDir, port, host = '127.0.0.1', envConfig, csp, pages }) {
  const app = Fastify({ logger: false });

  if (pages) {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(pages.robotsTxt()),
    );
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await pages.sitemapXml()),
    );
    // Before the static files: / would otherwise be the bare index.html.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const pathname = request.url.split('?')[0];
      if (path.extname(pathname) || !pages.isPagePath(pathname)) return;
      const { html, redirect, status = 200 } = await pages.render(request.url, { clientIp: request.ip });
      if (redirect) return reply.header('Cache-Control', 'no-cache').redirect(redirect, 303);
      // Live facts (seats, a certificate's state): the browser asks again each time.
      return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
    // Their forms sent without JavaScript (sign-in): only as a browser sends a form, and small; any
    // other body is refused (415, 413) before the page server sees it.
    await app.register(async (forms) => {
      forms.removeAllContentTypeParsers();
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      forms.post('/*', async (request, reply) => {
        if (!pages.isPagePath(request.url.split('?')[0])) return reply.code(404).send({ message: 'Not found' });
        const answer = await pages.submit(request.url, {
          body: String(request.body ?? ''),
          clientIp: request.ip,
          userAgent: request.headers['user-agent'],
          secFetchSite: request.headers['sec-fetch-site'],
          origin: request.headers.origin,
        });
        // What was typed and the session are the visitor's own: nothing keeps a copy.
        reply.header('Cache-Control', 'no-store');
        if (answer.redirect) {
          if (answer.setCookie) reply.header('Set-Cookie', answer.setCookie);
          return reply.redirect(answer.redirect, 303);
        }
        if (answer.html)
          return reply
            .code(answer.status ?? 200)
            .type('text/html; charset=utf-8')
            .send(answer.html);
        return reply
          .code(answer.status ?? 500)
          .type('text/plain; charset=utf-8')
          .send(answer.text);
      });
    });
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Frame-Options', 'DENY');
    }
  });

  // Only for answers without a precompressed copy (env-config.json, errors); a file sent with its
  // .br or .gz copy already carries Content-Encoding and is left alone.
  await app.register(fastifyCompress, { global: true, threshold: 0, encodings: ['br', 'gzip'] });

  app.get('/env-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return envConfig;
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // filePath is the copy actually sent: remoteEntry.js.br is remoteEntry.js.
      const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
      reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  // Client-side routes (/dashboard, /admin/students…) get the app's page; missing assets stay 404.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !path.extname(request.url.split('?')[0])) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  await app.listen({ port, host });
  return app;
}
