/** GET /health, the OpenAPI document at /docs, CORS, security headers and error shapes. */
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { loadConfig } from '../src/config.ts';

const ctx = useTestApp();

describe('GET /health', () => {
  it('answers 200 {status:ok, db:up} when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    const app = await createTestApp();
    try {
      await app.mongo.close(true);
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe('/docs', () => {
  it('serves the OpenAPI 3 document with every route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/admin/api/audit',
      '/admin/api/certificates',
      '/admin/api/certificates/eligible',
      '/admin/api/certificates/{id}/file',
      '/admin/api/certificates/{id}/revoke',
      '/admin/api/cohorts',
      '/admin/api/cohorts/{id}',
      '/admin/api/cohorts/{id}/activate',
      '/admin/api/data-rights/erasures',
      '/admin/api/data-rights/erasures/{id}/approve',
      '/admin/api/data-rights/erasures/{id}/refuse',
      '/admin/api/data-rights/students/{id}',
      '/admin/api/data-rights/students/{id}/file-views',
      '/admin/api/event',
      '/admin/api/id-proofs',
      '/admin/api/id-proofs/counts',
      '/admin/api/id-proofs/file/{id}',
      '/admin/api/id-proofs/statuses',
      '/admin/api/id-proofs/{id}/file',
      '/admin/api/id-proofs/{id}/review',
      '/admin/api/id-proofs/{id}/unverify',
      '/admin/api/internship/projects/{cohortId}/{specialization}',
      '/admin/api/job-slots',
      '/admin/api/job-slots/{id}/cancel',
      '/admin/api/mail/failed',
      '/admin/api/mail/{id}/retry',
      '/admin/api/mentors',
      '/admin/api/mentors/interns',
      '/admin/api/mentors/interns/{internId}',
      '/admin/api/mentors/{id}',
      '/admin/api/mentors/{id}/interns',
      '/admin/api/mentors/{id}/interns/{internId}',
      '/admin/api/payments/attention',
      '/admin/api/payments/attention/{id}/resolve',
      '/admin/api/payments/gateway',
      '/admin/api/stipends',
      '/admin/api/stipends/criteria/{cohortId}',
      '/admin/api/stipends/{internId}/decision',
      '/admin/api/stipends/{internId}/payout',
      '/admin/api/students',
      '/admin/api/students/{id}',
      '/admin/api/students/{id}/gateway',
      '/admin/api/students/{id}/invoices/{invoiceId}/file',
      '/admin/api/students/{id}/offer-letter/draft/file',
      '/admin/api/students/{id}/offer-letter/final/file',
      '/admin/api/students/{id}/payment/unverify',
      '/admin/api/students/{id}/payment/verify',
      '/admin/api/students/{id}/refunds',
      '/admin/api/summary',
      '/admin/api/training/attendance',
      '/admin/api/training/attendance/export.csv',
      '/admin/api/training/attendance/{sessionId}/{userId}',
      '/admin/api/training/sessions',
      '/admin/api/training/sessions/generate',
      '/admin/api/training/sessions/meeting-link',
      '/admin/api/training/sessions/{id}',
      '/admin/api/training/sessions/{id}/attendance-report',
      '/admin/api/training/sessions/{id}/cancel',
      '/admin/api/training/sessions/{id}/move',
      '/admin/api/training/settings/{cohortId}',
      '/admin/signature',
      '/admin/signature/file',
      '/admin/students/{id}/payment-link',
      '/admin/students/{id}/payment-link/razorpay',
      '/auth/logout',
      '/auth/otp/send',
      '/auth/otp/verify',
      '/auth/refresh',
      '/ca/gstr1',
      '/ca/gstr1/csv',
      '/ca/gstr1/export.csv',
      '/ca/gstr3b',
      '/ca/gstr3b/export.csv',
      '/ca/invoices/export.csv',
      '/ca/invoices/list',
      '/ca/invoices/stats',
      '/ca/invoices/{id}/file',
      '/ca/stipends',
      '/ca/stipends/export.csv',
      '/calendar/{token}.ics',
      '/health',
      '/me',
      '/mentor/api/interns',
      '/mentor/api/interns/{internId}/evaluation',
      '/mentor/api/interns/{internId}/internship',
      '/mentor/api/interns/{internId}/recommendation',
      '/mentor/api/interns/{internId}/weeks/{week}/waive',
      '/mentor/api/me',
      '/mentor/api/projects/{cohortId}/{specialization}',
      '/mentor/api/reports/{reportId}/review',
      '/mentor/api/reviews',
      '/public/certificates/{code}',
      '/public/certificates/{code}/credential',
      '/public/certificates/{code}/image.png',
      '/public/company',
      '/public/credentials/issuer',
      '/public/credentials/status/{list}',
      '/public/credentials/verify',
      '/public/program',
      '/public/seats',
      '/student/background',
      '/student/certificates',
      '/student/certificates/{id}/badge.png',
      '/student/certificates/{id}/credential',
      '/student/certificates/{id}/file',
      '/student/data-rights',
      '/student/data-rights/erasure',
      '/student/data-rights/export',
      '/student/data-rights/export/file',
      '/student/event',
      '/student/event/registration',
      '/student/id-proof',
      '/student/id-proof/file',
      '/student/internship',
      '/student/internship/reports/{week}',
      '/student/invoices',
      '/student/invoices/{id}/file',
      '/student/job-slots',
      '/student/job-slots/booking',
      '/student/job-slots/{id}/book',
      '/student/journey',
      '/student/offer-letter',
      '/student/offer-letter/draft/file',
      '/student/offer-letter/final/file',
      '/student/offer-letter/request',
      '/student/offer-letter/sign',
      '/student/payment',
      '/student/payment/callback',
      '/student/payment/report',
      '/student/privacy',
      '/student/privacy/consent',
      '/student/program',
      '/student/specialization',
      '/student/stipend',
      '/student/stipend/letter',
      '/student/training',
      '/student/training/calendar-token',
      '/student/training/reminders',
      '/student/training/sessions/{id}/join',
      '/webhooks/razorpay',
    ]);
    expect(Object.keys(doc.paths['/admin/students/{id}/payment-link']).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(doc.paths['/me']).sort()).toEqual(['get', 'put']);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('marks no parameter with a default as required: the API fills it in when it is left out', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: { default?: unknown } }[] }>
      >;
    };
    const requiredWithDefault = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((p) => p.required && p.schema?.default !== undefined)
          .map((p) => `${method.toUpperCase()} ${route} ${p.in} ${p.name}`),
      ),
    );
    expect(requiredWithDefault).toEqual([]);
    // As documented: the erasure requests without page or size are the first page of 20.
    const admin = await signInAs(ctx.app, 'ADMIN');
    const erasures = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/data-rights/erasures?status=PENDING',
      headers: bearer(admin.accessToken),
    });
    expect(erasures.statusCode).toBe(200);
    expect(erasures.json()).toMatchObject({ page: 0, size: 20 });
  });
});

describe('HTTP basics', () => {
  it('allows the front-end origins by CORS and no others', async () => {
    const pre = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/me',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const ok = await pre('http://localhost:3002');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const bad = await pre('http://evil.example');
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a strict CSP on API answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('answers unknown routes with 404 and a message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
  });

  it('answers a body of the wrong type with 400 and a message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/otp/send', payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });
});

/** Keeps this process's event loop busy for `ms` (as a long synchronous job would). */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('GET /health under load', () => {
  // The test apps shed no load (helpers/app.ts); this one sheds as production does.
  const loaded = useTestApp({ config: { loadShedEventLoopDelayMs: loadConfig({}, { warn: () => undefined }).loadShedEventLoopDelayMs } });

  it("answers 503 'The server is busy' (not a 500) while the process sheds load", async () => {
    // Two long stalls with a turn of the loop between them: the load check's next sample sees over a second of delay.
    busy(1200);
    await new Promise((r) => setTimeout(r, 5));
    busy(1200);
    await new Promise((r) => setTimeout(r, 5));
    const res = await loaded.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, message: API_MESSAGES.overloaded });
    expect(res.headers['retry-after']).toBe('10');
    // The next sample finds the loop idle again: the other files of this worker get a healthy process.
    await expect.poll(async () => (await loaded.app.inject({ method: 'GET', url: '/health' })).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
