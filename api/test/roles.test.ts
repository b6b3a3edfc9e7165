/** Role enforcement on the staff areas and the admin student search (the CA invoice calls: ca-invoices.test.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/messages.ts';
import type { App } from '../src/app.ts';
import { bearer, signIn, uniqueEmail, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();
const tokens: Record<'student' | 'admin' | 'ca' | 'mentor', string> = { student: '', admin: '', ca: '', mentor: '' };

async function signInAs(role: 'STUDENT' | 'ADMIN' | 'CA' | 'MENTOR') {
  const s = await signIn(ctx.app, uniqueEmail(role.toLowerCase()));
  await ctx.app.models.User.updateOne({ email: s.email }, { $set: { role } });
  return s.accessToken;
}

beforeAll(async () => {
  [tokens.student, tokens.admin, tokens.ca, tokens.mentor] = await Promise.all([
    signInAs('STUDENT'),
    signInAs('ADMIN'),
    signInAs('CA'),
    signInAs('MENTOR'),
  ]);
});

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('role enforcement', () => {
  it.each([
    ['/admin/api/students', 'admin'],
    ['/ca/invoices/stats', 'ca'],
    ['/admin/api/mentors', 'admin'],
    ['/admin/api/mentors/interns', 'admin'],
    ['/mentor/api/me', 'mentor'],
    ['/mentor/api/interns', 'mentor'],
  ] as const)('%s: 401 without a token, 403 Forbidden for the wrong roles, 200 for %s', async (url, owner) => {
    expect((await get(url)).statusCode).toBe(401);
    for (const who of ['student', 'admin', 'ca', 'mentor'] as const) {
      const res = await get(url, tokens[who]);
      if (who === owner) {
        expect(res.statusCode, who).toBe(200);
      } else {
        expect(res.statusCode, who).toBe(403);
        expect(res.json().message).toBe(API_MESSAGES.forbidden);
      }
    }
  });

  it('staff can still use /me', async () => {
    expect((await get('/me', tokens.admin)).json().role).toBe('ADMIN');
    expect((await get('/me', tokens.ca)).json().role).toBe('CA');
    expect((await get('/me', tokens.mentor)).json().role).toBe('MENTOR');
  });
});

describe('GET /admin/api/students', () => {
  let app: App;
  beforeAll(async () => {
    app = ctx.app;
    const base = Date.now() - 100_000;
    const rows = [
      { email: 'priya.sharma@gmail.com', name: 'Priya Sharma' },
      { email: 'rahul@yahoo.com', name: 'Rahul Verma' },
      { email: 'a.b+c@example.org', name: 'Dot (Plus) Person' },
      { email: 'sharmaji@corp.in', name: null },
    ];
    for (const [i, r] of rows.entries()) {
      await app.models.User.create({
        ...r,
        role: 'STUDENT',
        studentId: `CP99-9${String(i).padStart(5, '0')}`,
        paymentLinkUrl: i === 0 ? 'https://rzp.io/l/abc123' : null,
        paymentAmountMinor: i === 0 ? 499900 : null,
        paymentAssignedAt: i === 0 ? new Date('2025-11-01T00:00:00Z') : null,
        createdAt: new Date(base + i * 1000),
      });
    }
  });

  const search = (query?: string) =>
    get(`/admin/api/students${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`, tokens.admin);

  it('finds by part of the e-mail or the name, case-insensitively, newest first', async () => {
    const res = await search('SHARMA');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { email: string }) => r.email)).toEqual(['sharmaji@corp.in', 'priya.sharma@gmail.com']);
    expect((await search('verma')).json().map((r: { email: string }) => r.email)).toEqual(['rahul@yahoo.com']);
  });

  it('returns the SPEC admin student row, with the ID status the Verify button needs', async () => {
    const [row] = (await search('priya')).json();
    expect(row).toEqual({
      id: expect.any(String),
      email: 'priya.sharma@gmail.com',
      name: 'Priya Sharma',
      studentId: 'CP99-900000',
      paymentLinkUrl: 'https://rzp.io/l/abc123',
      paymentAmountMinor: 499900,
      paymentCurrency: 'INR',
      paymentAssignedAt: '2025-11-01T00:00:00.000Z',
      feeVerified: false,
      feeVerifiedAt: null,
      feeMinor: 499_900,
      idStatus: 'NOT_UPLOADED',
      feePaid: false,
      paymentState: 'link-sent',
      paymentLinkStatus: null,
      gatewayPaymentId: null,
      gatewayPaidAt: null,
      erasedAt: null,
      paymentReport: null,
    });
  });

  it('treats the query as text, not as a regular expression', async () => {
    expect((await search('a.b+c')).json().map((r: { email: string }) => r.email)).toEqual(['a.b+c@example.org']);
    expect((await search('(plus)')).json()).toHaveLength(1);
    expect((await search('.*')).json()).toEqual([]);
    expect((await search('[')).statusCode).toBe(200);
  });

  it('lists only students (no staff), all of them when the query is empty', async () => {
    const all = (await search('')).json() as { email: string }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const staff = await app.models.User.find({ role: { $ne: 'STUDENT' } }).lean();
    for (const s of staff) expect(all.map((r) => r.email)).not.toContain(s.email);
  });
});
