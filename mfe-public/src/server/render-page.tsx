/**
 * The public area rendered on the server: the page server (shell/server/public-pages.mjs) loads
 * this module's Node build from this remote's own origin (dist/server/, rspack.config.mjs), so a
 * release of the public area changes its server-rendered pages without a shell release. It asks
 * for the data each page needs (`api`), renders the page as the shell would show it to a visitor
 * and returns the <head> tags, the page's CSS, the markup of #root and the data, which the page
 * embeds for the browser's hydration (lib/page-data.ts).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { CERTIFICATE_MESSAGES, isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';
import type { CompanyView } from '@portal/domain/views/company';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import type { ProgramView } from '@portal/domain/views/program';
import type { SeatsView } from '@portal/domain/views/seats';
import { setRuntimeConfig, type RuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { PUBLIC_ROUTES, type PublicRouteName } from '../app/routes';
import type { LoginFormState } from '../lib/login-form';
import { CODE_PARAM, verifyPathOfQuery } from '../features/verify/lib/verify-path';
import { PageDataContext, type PageData } from '../lib/page-data';
import { headFacts, headTags } from './page-head';
import { pageCss } from './page-css';
import { ShellFrame } from './ShellFrame';
import { submitSignIn, type ApiSend } from './sign-in-form';
import { STATIC_SEATS, staticProgram } from './static-facts';

/** An API answer as the page server got it (its cache may answer for it); null when the API could not be reached. */
export type ApiAnswer = { status: number; body: unknown } | null;

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The site's public origin, for canonical URLs. */
  origin: string;
  /** The env-config.json the browser gets (API base URL, remotes, inbox). */
  envConfig: RuntimeConfig;
  /** GET a path of the API (e.g. '/public/program'). */
  api: (path: string) => Promise<ApiAnswer>;
  /** /login in the state its form sent without JavaScript reached (sign-in-form.ts). */
  login?: LoginFormState;
}

export interface FormRequest extends Omit<RenderRequest, 'login'> {
  /** The fields sent (application/x-www-form-urlencoded). */
  form: URLSearchParams;
  /** A call to the API for the visitor, not cached. */
  send: ApiSend;
}

export interface RenderedPage {
  status: number;
  /**
   * Where to send the visitor instead (a 303): /verify?code=… (the form sent without JavaScript) is
   * /verify/{code}; /login's form sent with the right code goes where a sign-in lands.
   */
  redirect?: string;
  /** A cookie to set with the redirect: the session of a sign-in made without JavaScript. */
  setCookie?: string;
  /** Tags for <head>: title, description, canonical, Open Graph. */
  head: string;
  /** The stylesheets the page needs for its first paint, to inline. */
  css: string;
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates with (embed as JSON, lib/page-data.ts PAGE_DATA_ELEMENT_ID). */
  data: PageData;
}

/** The public pages a sitemap lists (not the certificates' own pages). */
export const SITEMAP_PATHS = ['/', '/login', '/verify', '/privacy', '/terms', '/refund-policy'];

export { PAGE_DATA_ELEMENT_ID } from '../lib/page-data';

const ROUTES = PUBLIC_ROUTES.map((r) => ({ path: `/${r.path}`, name: r.name }));

function routeOf(pathname: string): { name: PublicRouteName; code?: string } {
  const match = matchRoutes(ROUTES, pathname)?.[0];
  const name = (match?.route.name ?? 'landing') as PublicRouteName;
  return { name, code: match?.params.code };
}

const okBody = <T,>(answer: ApiAnswer): T | undefined => (answer && answer.status === 200 ? (answer.body as T) : undefined);

async function loadData(route: PublicRouteName, code: string | undefined, api: RenderRequest['api']): Promise<PageData> {
  const data: PageData = { readAt: Date.now() };
  // Every page draws the demonstration calendar's banner, when there is one, from the program's today.
  const programAnswer = api('/public/program');
  if (route === 'landing') {
    const [program, seats] = await Promise.all([programAnswer, api('/public/seats')]);
    data.program = okBody<ProgramView>(program);
    data.seats = okBody<SeatsView>(seats);
    if (!data.program || !data.seats) {
      data.fallback = true;
      data.program ??= staticProgram();
      data.seats ??= STATIC_SEATS;
    }
  } else if (route === 'privacy' || route === 'terms' || route === 'refundPolicy') {
    data.company = okBody<CompanyView>(await api('/public/company'));
  } else if (route === 'certificate' && code) {
    const normalized = normalizeCertificateCode(code);
    if (isCertificateCode(normalized)) {
      const answer = await api(`/public/certificates/${encodeURIComponent(normalized)}`);
      if (answer?.status === 200) data.certificate = { code: normalized, certificate: answer.body as PublicCertificateView };
      else if (answer?.status === 404) data.certificate = { code: normalized, message: CERTIFICATE_MESSAGES.notFound };
      // Anything else (rate limit, outage): the browser looks it up.
    }
  }
  const program = okBody<ProgramView>(await programAnswer);
  if (program) data.calendarToday = program.calendarToday ?? null;
  return data;
}

/** The whole page, once every lazy part has loaded (no fallbacks in the HTML). */
async function toHtml(element: ReactNode): Promise<string> {
  // Every boundary inline, where it stands: a page read without JavaScript has no script to move
  // a large one into place (React outlines boundaries over its progressive chunk size).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

export async function renderPage({ url, origin, envConfig, api, login }: RenderRequest): Promise<RenderedPage> {
  setRuntimeConfig(envConfig);
  const parsed = new URL(url, 'http://page');
  const pathname = parsed.pathname.replace(/\/+$/, '') || '/';
  const { name, code } = routeOf(pathname);
  const queried = name === 'verify' ? verifyPathOfQuery(parsed.searchParams.get(CODE_PARAM)) : null;
  if (queried) return { status: 303, redirect: queried, head: '', css: '', html: '', data: { readAt: Date.now() } };
  const data = await loadData(name, code, api);
  if (login && name === 'login') data.login = login;
  const html = await toHtml(
    <StrictMode>
      <StaticRouter location={url}>
        <PageDataContext.Provider value={data}>
          <ShellFrame calendarToday={data.calendarToday} />
        </PageDataContext.Provider>
      </StaticRouter>
    </StrictMode>,
  );
  // The landing page at a path no page has: shown (SPEC's route table), but answered as not found.
  const unknownPath = name === 'landing' && pathname !== '/';
  return {
    status: unknownPath ? 404 : 200,
    head: headTags({ ...headFacts(name, pathname, data, envConfig.apiBaseUrl), noindex: unknownPath }, origin),
    css: pageCss(name),
    html,
    data,
  };
}

/**
 * A form of the public area sent without JavaScript (a POST): /login's. Its page rendered again in
 * the state reached, with the status of what happened, or the redirect of a completed sign-in;
 * null at a path with no form.
 */
export async function submitForm({ form, send, ...request }: FormRequest): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(request.url, 'http://page');
  if (routeOf(pathname.replace(/\/+$/, '') || '/').name !== 'login') return null;
  const outcome = await submitSignIn(form, { search, secure: request.origin.startsWith('https:'), send });
  if ('redirect' in outcome) {
    return {
      status: 303,
      redirect: outcome.redirect,
      setCookie: outcome.setCookie,
      head: '',
      css: '',
      html: '',
      data: { readAt: Date.now() },
    };
  }
  const page = await renderPage({ ...request, login: outcome.state });
  return { ...page, status: outcome.status };
}
