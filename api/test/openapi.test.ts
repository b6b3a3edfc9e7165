/**
 * The OpenAPI document declares every status each operation can answer, with the one error body,
 * so clients and schemathesis (npm run test:api-fuzz) can hold the API to it. The rules are checked
 * for every operation, routes added later included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const ctx = useTestApp();
let operations: [string, Operation][] = [];
beforeAll(async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});

const statuses = (op: Operation) => Object.keys(op.responses).map(Number);

describe('the OpenAPI document', () => {
  it('declares each status the current routes answer', () => {
    expect(Object.fromEntries(operations.map(([name, op]) => [name, statuses(op)]))).toEqual({
      'GET /health': [200, 503],
      'GET /admin/api/audit': [200, 400, 401, 403],
      'GET /admin/api/id-proofs': [200, 400, 401, 403],
      'GET /admin/api/id-proofs/counts': [200, 400, 401, 403],
      'GET /admin/api/mail/failed': [200, 400, 401, 403],
      'POST /admin/api/mail/{id}/retry': [204, 400, 401, 403, 404, 413, 414, 415],
      'GET /admin/api/id-proofs/statuses': [200, 400, 401, 403],
      'POST /admin/api/id-proofs/{id}/review': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/id-proofs/{id}/unverify': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/id-proofs/{id}/file': [200, 400, 401, 403, 404, 410, 414],
      'GET /admin/api/id-proofs/file/{id}': [200, 400, 401, 403, 404, 410, 414],
      'POST /admin/api/students/{id}/payment/verify': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/students/{id}/payment/unverify': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/students': [200, 400, 401, 403],
      'GET /admin/api/students/{id}': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/students/{id}/invoices/{invoiceId}/file': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/students/{id}/offer-letter/draft/file': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/students/{id}/offer-letter/final/file': [200, 400, 401, 403, 404, 414],
      'GET /admin/signature': [200, 401, 403],
      'POST /admin/signature': [200, 400, 401, 403, 413, 415],
      'GET /admin/signature/file': [200, 401, 403, 404],
      'POST /admin/students/{id}/payment-link': [200, 400, 401, 403, 404, 409, 413, 414, 415, 502],
      'DELETE /admin/students/{id}/payment-link': [200, 400, 401, 403, 404, 409, 414, 502],
      'POST /admin/students/{id}/payment-link/razorpay': [200, 400, 401, 403, 404, 409, 413, 414, 415, 502],
      'GET /admin/api/students/{id}/gateway': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/payments/gateway': [200, 401, 403],
      'GET /admin/api/payments/attention': [200, 401, 403],
      'POST /admin/api/payments/attention/{id}/resolve': [200, 400, 401, 403, 404, 413, 414, 415],
      'POST /webhooks/razorpay': [200, 400, 413, 415, 503],
      'GET /student/payment': [200, 401, 403],
      'POST /student/payment/callback': [200, 400, 401, 403, 413, 415],
      'GET /student/payment/report': [200, 401, 403],
      'POST /student/payment/report': [200, 400, 401, 403, 409, 413, 415],
      'POST /auth/otp/send': [200, 400, 413, 415, 429, 503],
      'POST /auth/otp/verify': [200, 400, 413, 415, 429],
      'POST /auth/refresh': [200, 400, 401, 413, 415],
      'POST /auth/logout': [204, 400, 413, 415],
      'GET /admin/api/cohorts': [200, 401, 403],
      'POST /admin/api/cohorts': [201, 400, 401, 403, 409, 413, 415],
      'PUT /admin/api/cohorts/{id}': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/cohorts/{id}/activate': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /public/program': [200, 304],
      'GET /student/program': [200, 401, 403],
      'GET /ca/gstr1': [200, 400, 401, 403],
      'GET /ca/gstr1/export.csv': [200, 400, 401, 403],
      'GET /ca/gstr1/csv': [200, 400, 401, 403],
      'GET /ca/gstr3b': [200, 400, 401, 403],
      'GET /ca/gstr3b/export.csv': [200, 400, 401, 403],
      'GET /ca/invoices/stats': [200, 400, 401, 403],
      'GET /ca/invoices/list': [200, 400, 401, 403],
      'GET /ca/invoices/export.csv': [200, 400, 401, 403],
      'GET /ca/invoices/{id}/file': [200, 400, 401, 403, 404, 414],
      'GET /me': [200, 400, 401],
      'PUT /me': [200, 400, 401, 409, 413, 415],
      'GET /public/seats': [200, 304],
      'GET /public/company': [200],
      'GET /admin/api/summary': [200, 401, 403],
      'GET /student/background': [200, 401, 403],
      'POST /student/background': [200, 400, 401, 403, 409, 413, 415],
      'GET /student/id-proof': [200, 401, 403],
      'POST /student/id-proof': [200, 400, 401, 403, 409, 413, 415, 429],
      'GET /student/id-proof/file': [200, 401, 403, 404, 410],
      'GET /student/privacy': [200, 401, 403],
      'POST /student/privacy/consent': [200, 400, 401, 403, 409, 413, 415],
      'GET /student/invoices': [200, 401, 403],
      'GET /student/invoices/{id}/file': [200, 400, 401, 403, 404, 414],
      'GET /student/journey': [200, 401, 403],
      'GET /student/offer-letter': [200, 401, 403],
      'POST /student/offer-letter/request': [200, 400, 401, 403, 409, 413, 415],
      'GET /student/offer-letter/draft/file': [200, 401, 403, 404],
      'GET /student/offer-letter/final/file': [200, 401, 403, 404],
      'POST /student/offer-letter/sign': [200, 400, 401, 403, 409, 413, 415],
      'GET /student/specialization': [200, 401, 403],
      'POST /student/specialization': [200, 400, 401, 403, 409, 413, 415],
      'POST /admin/api/certificates': [201, 400, 401, 403, 404, 409, 413, 415],
      'GET /admin/api/certificates': [200, 400, 401, 403],
      'GET /admin/api/certificates/eligible': [200, 400, 401, 403],
      'POST /admin/api/certificates/{id}/revoke': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/certificates/{id}/file': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/event': [200, 400, 401, 403, 404],
      'PUT /admin/api/event': [200, 400, 401, 403, 404, 413, 415],
      'GET /admin/api/job-slots': [200, 400, 401, 403],
      'POST /admin/api/job-slots': [201, 400, 401, 403, 413, 415],
      'POST /admin/api/job-slots/{id}/cancel': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/training/sessions': [200, 400, 401, 403, 404],
      'PUT /admin/api/training/settings/{cohortId}': [200, 400, 401, 403, 404, 413, 414, 415],
      'POST /admin/api/training/sessions/generate': [200, 400, 401, 403, 404, 413, 415],
      'POST /admin/api/training/sessions/meeting-link': [200, 400, 401, 403, 404, 413, 415],
      'PATCH /admin/api/training/sessions/{id}': [200, 400, 401, 403, 404, 413, 414, 415],
      'POST /admin/api/training/sessions/{id}/cancel': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/training/sessions/{id}/move': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /calendar/{token}.ics': [200, 400, 404, 414],
      'GET /public/certificates/{code}': [200, 400, 404, 414, 429],
      'GET /student/certificates': [200, 401, 403],
      'GET /student/certificates/{id}/file': [200, 400, 401, 403, 404, 409, 414],
      'GET /student/event': [200, 401, 403],
      'GET /student/data-rights': [200, 401, 403],
      'POST /student/data-rights/export': [200, 400, 401, 403, 413, 415, 429],
      'GET /student/data-rights/export/file': [200, 400, 401, 403, 404, 410],
      'POST /student/data-rights/erasure': [201, 400, 401, 403, 409, 413, 415],
      'GET /admin/api/data-rights/erasures': [200, 400, 401, 403],
      'POST /admin/api/data-rights/erasures/{id}/approve': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/data-rights/erasures/{id}/refuse': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/data-rights/students/{id}': [200, 400, 401, 403, 404, 414],
      'GET /admin/api/data-rights/students/{id}/file-views': [200, 400, 401, 403, 404, 414],
      'POST /student/event/registration': [201, 400, 401, 403, 409, 413, 415],
      'GET /student/job-slots': [200, 401, 403, 409],
      'GET /student/job-slots/booking': [200, 401, 403],
      'POST /student/job-slots/{id}/book': [201, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /student/training': [200, 401, 403, 409],
      'GET /student/internship': [200, 401, 403, 409],
      'PUT /student/internship/reports/{week}': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /mentor/api/reviews': [200, 400, 401, 403],
      'GET /mentor/api/interns/{internId}/internship': [200, 400, 401, 403, 404, 414],
      'POST /mentor/api/interns/{internId}/weeks/{week}/waive': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'PUT /mentor/api/interns/{internId}/evaluation': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /mentor/api/interns/{internId}/recommendation': [200, 400, 401, 403, 404, 414],
      'PUT /mentor/api/interns/{internId}/recommendation': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /mentor/api/reports/{reportId}/review': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /mentor/api/projects/{cohortId}/{specialization}': [200, 400, 401, 403, 404, 414],
      'PUT /mentor/api/projects/{cohortId}/{specialization}': [200, 400, 401, 403, 404, 413, 414, 415],
      'GET /admin/api/internship/projects/{cohortId}/{specialization}': [200, 400, 401, 403, 404, 414],
      'PUT /admin/api/internship/projects/{cohortId}/{specialization}': [200, 400, 401, 403, 404, 413, 414, 415],
      'GET /student/training/sessions/{id}/join': [302, 400, 401, 403, 404, 409, 414],
      'POST /student/training/sessions/{id}/join': [200, 400, 401, 403, 404, 409, 414],
      'POST /student/training/calendar-token': [200, 401, 403, 409],
      'PUT /student/training/reminders': [200, 400, 401, 403, 409, 413, 415],
      'GET /public/certificates/{code}/image.png': [200, 400, 404, 414, 429],
      'GET /public/certificates/{code}/credential': [200, 304, 400, 404, 414, 429],
      'GET /public/credentials/issuer': [200, 304],
      'GET /public/credentials/status/{list}': [200, 304, 400, 404, 414],
      'POST /public/credentials/verify': [200, 400, 413, 415, 429],
      'GET /student/certificates/{id}/credential': [200, 400, 401, 403, 404, 409, 414],
      'GET /student/certificates/{id}/badge.png': [200, 400, 401, 403, 404, 409, 414],
      'POST /admin/api/students/{id}/refunds': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/training/attendance': [200, 400, 401, 403, 404],
      'GET /admin/api/training/attendance/export.csv': [200, 400, 401, 403, 404],
      'PUT /admin/api/training/attendance/{sessionId}/{userId}': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/training/sessions/{id}/attendance-report': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/mentors': [200, 401, 403],
      'PUT /admin/api/mentors/{id}': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /admin/api/mentors/interns': [200, 400, 401, 403],
      'POST /admin/api/mentors/{id}/interns': [200, 400, 401, 403, 404, 413, 414, 415],
      'PUT /admin/api/mentors/{id}/interns/{internId}': [200, 400, 401, 403, 404, 409, 414],
      'DELETE /admin/api/mentors/interns/{internId}': [204, 400, 401, 403, 404, 414],
      'GET /mentor/api/me': [200, 401, 403, 404],
      'GET /mentor/api/interns': [200, 400, 401, 403],
      'GET /admin/api/stipends': [200, 400, 401, 403],
      'GET /admin/api/stipends/criteria/{cohortId}': [200, 400, 401, 403, 404, 414],
      'PUT /admin/api/stipends/criteria/{cohortId}': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/stipends/{internId}/decision': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'POST /admin/api/stipends/{internId}/payout': [200, 400, 401, 403, 404, 409, 413, 414, 415],
      'GET /ca/stipends': [200, 400, 401, 403],
      'GET /ca/stipends/export.csv': [200, 400, 401, 403],
      'GET /student/stipend': [200, 401, 403],
      'GET /student/stipend/letter': [200, 401, 403, 404],
    });
  });

  it('declares 400, 413 and 415 for a body, 400 for parameters, 414 for a path parameter, 401 with security and 403 for a role area', () => {
    for (const [name, op] of operations) {
      const declared = statuses(op);
      if (op.requestBody) expect(declared, name).toEqual(expect.arrayContaining([400, 413, 415]));
      if (op.parameters?.length) expect(declared, name).toContain(400);
      if (name.includes('/{')) expect(declared, name).toContain(414);
      if (op.security?.length) expect(declared, name).toContain(401);
      if (/^\w+ \/(admin|ca|mentor|student)\//.test(name)) expect(declared, name).toContain(403);
    }
  });

  it('answers a path parameter over the router limit with the declared 414, and a malformed one with 400, in the one error body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/student/invoices/${'x'.repeat(101)}/file` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/student/invoices/%E0%A4%A/file' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The address is not valid.' });
  });

  it('gives every error status the one error body {statusCode, error, message, errors?}', () => {
    for (const [name, op] of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || name === 'GET /health') continue;
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toMatchObject({
          type: 'object',
          additionalProperties: false,
          required: ['statusCode', 'error', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            errors: { type: 'object' },
          },
        });
      }
    }
  });
});
