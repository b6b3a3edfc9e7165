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
    Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
});

const statuses = (op: Operation) => Object.keys(op.responses).map(Number);

describe('the OpenAPI document', () => {
  it('declares each status the current routes answer', () => {
    expect(Object.fromEntries(operations.map(([name, op]) => [name, statuses(op)]))).toEqual({
      'GET /health': [200, 503],
      'POST /auth/otp/send': [200, 400, 413, 415, 429, 503],
      'POST /auth/otp/verify': [200, 400, 413, 415, 429],
      'POST /auth/refresh': [200, 400, 401, 413, 415],
      'POST /auth/logout': [204, 400, 413, 415],
      'GET /me': [200, 400, 401],
      'PUT /me': [200, 400, 401, 409, 413, 415],
      'GET /admin/api/students': [200, 400, 401, 403],
      'GET /ca/invoices/stats': [200, 400, 401, 403],
    });
  });

  it('declares 400, 413 and 415 for a body, 400 for parameters, 401 with security and 403 for a role area', () => {
    for (const [name, op] of operations) {
      const declared = statuses(op);
      if (op.requestBody) expect(declared, name).toEqual(expect.arrayContaining([400, 413, 415]));
      if (op.parameters?.length) expect(declared, name).toContain(400);
      if (op.security?.length) expect(declared, name).toContain(401);
      if (/^\w+ \/(admin|ca|student)\//.test(name)) expect(declared, name).toContain(403);
    }
  });

  it('gives every error status the one error body {statusCode, error, message, errors?}', () => {
    for (const [name, op] of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || name === 'GET /health') continue;
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toMatchObject({
          type: 'object',
          additionalProperties: false,
          required: ['statusCode', 'error', 'message'],
          properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' }, errors: { type: 'object' } },
        });
      }
    }
  });
});
