/// <reference types="node" />
/**
 * The public pages rendered on the server (render-page.tsx) hydrate in the browser without a
 * mismatch: React's development build reports any element, attribute or text that differs, and the
 * page reads the same once the browser has taken it over. Also: the data the server read is what
 * the page embeds, and the SPEC's facts stand in for an API that does not answer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StrictMode, act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_MESSAGES, previewImageVersion } from '@portal/domain/certificate';
import { MESSAGES } from '@portal/domain/messages';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { programLabels } from '@portal/domain/program';
import { resetCalendarToday } from '@portal/shared-ui/lib/program-calendar';
import { PAGE_DATA_ELEMENT_ID } from '@portal/shared-ui/lib/page-data-element';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import { loadDeferredSections } from '../features/landing/components/deferred-section';
import { PageDataContext, type PageData } from '../lib/page-data';
import type { ApiAnswer, RenderRequest, RenderedPage } from './render-page';
import { ShellFrame } from './ShellFrame';
import { staticProgram } from './static-facts';

/**
 * The server side is the remote's Node build (rspack.server.config.mjs), as the page server runs
 * it: its own React and router, as in production (a server render in the test's own copies would
 * leave its contexts' values behind for the browser's render).
 */
let dist: string;
let server: { renderPage(request: RenderRequest): Promise<RenderedPage> };
const renderPage = (request: RenderRequest) => server.renderPage(request);

beforeAll(() => {
  const appDir = path.resolve(import.meta.dirname, '../..');
  dist = mkdtempSync(path.join(tmpdir(), 'public-pages-'));
  execFileSync(
    process.execPath,
    [path.join(appDir, '../node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'development', '-c', 'rspack.server.config.mjs'],
    {
      cwd: appDir,
      env: { ...process.env, PORTAL_DIST_DIR: dist },
      stdio: 'pipe',
    },
  );
  server = createRequire(import.meta.url)(path.join(dist, 'server/public-pages.cjs'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ENV = { apiBaseUrl: 'https://api.example.com', remotes: {} };
const CERTIFICATE: PublicCertificateView = {
  code: 'ABCDEFGHJKMN',
  type: 'TRAINING',
  title: 'Certificate of Training',
  holderName: 'Priya Sharma',
  specialization: 'Data Science',
  periodStart: '2025-11-01',
  periodEnd: '2025-11-30',
  periodLabel: '1–30 Nov 2025',
  attendance: 'attended 18 of 20 live sessions',
  supervisedBy: null,
  evaluationScore: null,
  issuedAt: '2025-12-01T10:00:00.000Z',
  issuer: 'Career Portal Pvt Ltd',
  status: 'VALID',
  revokedAt: null,
  revokedReason: null,
};

/** An API that knows the first cohort and one certificate. */
async function api(path: string): Promise<ApiAnswer> {
  if (path === '/public/program') return { status: 200, body: { ...staticProgram(), cohort: { ...staticProgram().cohort, id: 'first' } } };
  if (path === '/public/seats') return { status: 200, body: { specializations: [], totals: { seats: 250, filled: 190 } } };
  if (path === '/public/company')
    return {
      status: 200,
      body: {
        name: 'Career Portal Pvt Ltd',
        address: 'Bengaluru',
        gstin: '29ABCDE1234F1Z5',
        supportEmail: 'help@example.com',
        supportPhone: null,
        grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@example.com' },
        idDocumentRetentionDays: 90,
      },
    };
  if (path === `/public/certificates/${CERTIFICATE.code}`) return { status: 200, body: CERTIFICATE };
  return { status: 404, body: { message: 'Not found' } };
}

let root: Root | null = null;
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  root = null;
  unmount = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * Puts the server's markup in the page and hydrates the same tree over it; answers what React
 * complained about. `meanwhile` acts on the served page before the browser's code takes it over.
 */
async function hydrate(
  url: string,
  html: string,
  data: PageData,
  meanwhile?: (container: HTMLElement) => void,
): Promise<{ complaints: unknown[][]; container: HTMLElement }> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.pushState({}, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  meanwhile?.(container);
  const complaints: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void complaints.push(args));
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <PageDataContext.Provider value={data}>
            <ShellFrame />
          </PageDataContext.Provider>
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (err) => complaints.push([err]) },
    );
  });
  unmount = () => act(() => root?.unmount());
  // The pages' own chunks (lazy) resolve, then their boundaries hydrate.
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  return { complaints, container };
}

describe('pages rendered on the server', () => {
  // Each page's lazy component and the landing's deferred sections resolved once before the tests:
  // a first hydration would otherwise suspend on a chunk for as long as the machine takes to load
  // it, and how that ends (within the pause, or in React's second strict-mode render) depends on
  // the machine's load, not on the page.
  beforeAll(async () => {
    await loadDeferredSections();
    for (const url of ['/', '/login', '/verify', '/privacy']) {
      const page = await renderPage({ url, origin: 'https://portal.example.com', envConfig: ENV, api });
      const { container } = await hydrate(url, page.html, page.data);
      await vi.waitFor(() => expect(container.querySelector('main')?.textContent?.length).toBeGreaterThan(40));
      unmount?.();
      document.body.innerHTML = '';
      vi.restoreAllMocks();
    }
  });

  for (const url of [
    '/',
    '/login',
    '/verify',
    `/verify/${CERTIFICATE.code}`,
    '/verify/ABCD-EFGH-JKMP',
    '/verify/not-a-code',
    '/privacy',
    '/terms',
    '/refund-policy',
  ])
    it(`hydrates ${url} without a mismatch`, async () => {
      const page = await renderPage({ url, origin: 'https://portal.example.com', envConfig: ENV, api });
      const served = document.createElement('div');
      served.innerHTML = page.html;
      const servedText = served.querySelector('main')?.textContent;
      expect(servedText?.length).toBeGreaterThan(40);
      const { complaints, container } = await hydrate(url, page.html, page.data);
      // The lazy chunks may take longer than the pause on a busy machine: the text settles on the served one.
      await vi.waitFor(() => expect(container.querySelector('main')?.textContent).toBe(servedText));
      expect(complaints).toEqual([]);
    });

  it('draws the demonstration calendar banner on the server, where the page hydrates it in place', async () => {
    const onTestCalendar = async (path: string): Promise<ApiAnswer> => {
      const answer = await api(path);
      return path === '/public/program' && answer
        ? { ...answer, body: { ...(answer.body as object), calendarToday: '2025-11-20' } }
        : answer;
    };
    for (const url of ['/login', '/']) {
      const page = await renderPage({ url, origin: 'https://portal.example.com', envConfig: ENV, api: onTestCalendar });
      expect(page.data.calendarToday).toBe('2025-11-20');
      expect(page.html.replace(/<!-- -->/g, '')).toContain('today is taken as 20 Nov 2025');
      // The page's data as the page server embeds it, read by the shell's banner.
      const embedded = document.createElement('script');
      embedded.type = 'application/json';
      embedded.id = PAGE_DATA_ELEMENT_ID;
      embedded.textContent = JSON.stringify(page.data);
      document.head.appendChild(embedded);
      resetCalendarToday();
      const { complaints, container } = await hydrate(url, page.html, page.data);
      expect(container.querySelector('aside[aria-label="Demonstration calendar"]')).not.toBeNull();
      expect(complaints).toEqual([]);
      embedded.remove();
      unmount?.();
      resetCalendarToday();
    }
    expect((await renderPage({ url: '/login', origin: 'https://portal.example.com', envConfig: ENV, api })).html).not.toContain(
      'Demonstration calendar',
    );
  });

  it('keeps an address typed on /login before the page hydrated, and checks that address when Send is pressed', async () => {
    const page = await renderPage({ url: '/login', origin: 'https://portal.example.com', envConfig: ENV, api });
    const { complaints, container } = await hydrate('/login', page.html, page.data, (served) => {
      const field = served.querySelector<HTMLInputElement>('#login-email')!;
      expect(field.readOnly).toBe(false);
      // Typed while the page's code was still on its way.
      field.value = 'not-an-address';
    });
    expect(container.querySelector<HTMLInputElement>('#login-email')!.value).toBe('not-an-address');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    // The address typed is the one checked (the form's state adopted it), not the served empty field.
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.emailInvalid);
    expect(complaints).toEqual([]);
  });

  it('renders /login in the state its form sent without JavaScript reached, inside <noscript>, and hydrates it without a mismatch', async () => {
    const login = { step: 'otp' as const, email: 'asha@example.com', serverError: 'Invalid or expired code.' };
    const page = await renderPage({ url: '/login', origin: 'https://portal.example.com', envConfig: ENV, api, login });
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(page.html)?.[1] ?? '';
    expect(noscript).toContain('Invalid or expired code.');
    expect(noscript).toContain('<input type="hidden" name="email" value="asha@example.com"/>');
    expect(page.data.login).toEqual(login);
    const { complaints } = await hydrate('/login', page.html, page.data);
    expect(complaints).toEqual([]);
  });

  it("renders a certificate's facts and the tags a shared link previews with", async () => {
    const page = await renderPage({
      url: `/verify/${CERTIFICATE.code.toLowerCase()}`,
      origin: 'https://portal.example.com',
      envConfig: ENV,
      api,
    });
    expect(page.html).toContain('Priya Sharma');
    expect(page.head).toContain('<meta property="og:title" content="Certificate of Training — Priya Sharma" />');
    expect(page.head).toContain(
      `<meta property="og:image" content="https://api.example.com/public/certificates/${CERTIFICATE.code}/image.png?v=${previewImageVersion(CERTIFICATE)}" />`,
    );
    expect(page.head).toContain(`<link rel="canonical" href="https://portal.example.com/verify/${CERTIFICATE.code}" />`);
    expect(page.data.certificate).toEqual({ code: CERTIFICATE.code, certificate: CERTIFICATE });
  });

  it('answers the certificate form sent without JavaScript with its page, and says no certificate has an unknown or malformed code', async () => {
    const at = (url: string) => renderPage({ url, origin: 'https://portal.example.com', envConfig: ENV, api });
    expect(await at('/verify?code=+abcd-efgh-jkmn+')).toMatchObject({ status: 303, redirect: `/verify/${CERTIFICATE.code}` });
    expect(await at('/verify?code=no%20such')).toMatchObject({ status: 303, redirect: '/verify/no%20such' });
    expect((await at('/verify?code=')).redirect).toBeUndefined();
    for (const url of ['/verify/ABCD-EFGH-JKMP', '/verify/no%20such']) {
      const page = await at(url);
      expect(page.status).toBe(200);
      expect(page.html).toContain(CERTIFICATE_MESSAGES.notFound);
      expect(page.html).toContain('action="/verify"');
    }
  });

  it("shows the SPEC's cohort and seats when the API does not answer, and says so to the browser", async () => {
    const page = await renderPage({ url: '/', origin: 'https://portal.example.com', envConfig: ENV, api: async () => null });
    expect(page.data.fallback).toBe(true);
    expect(page.html).toContain(programLabels(FIRST_COHORT).trainingDates);
    expect(page.html).toContain('179 of 250 seats filled');
  });
});
