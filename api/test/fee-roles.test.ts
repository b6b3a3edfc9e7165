/** Every fee route refuses the wrong role: anonymous 401; student and CA on admin routes 403; staff on student routes 403. */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';

const ctx = useTestApp();
const who: Record<'student' | 'admin' | 'ca', SignedInUser | null> = { student: null, admin: null, ca: null };
let targetId = '';

beforeAll(async () => {
  [who.student, who.admin, who.ca] = await Promise.all([
    studentWith(ctx.app, { idVerified: true }),
    signInAs(ctx.app, 'ADMIN'),
    signInAs(ctx.app, 'CA'),
  ]);
  targetId = (await studentWith(ctx.app, { idVerified: true })).id;
});

type Method = 'GET' | 'POST' | 'DELETE';
const adminRoutes = (): [Method, string, unknown][] => [
  ['GET', '/admin/api/students?page=0&size=10', undefined],
  ['POST', `/admin/students/${targetId}/payment-link`, { url: 'https://rzp.io/l/abc123', amountMajor: 4999, currency: 'INR' }],
  ['DELETE', `/admin/students/${targetId}/payment-link`, undefined],
  ['POST', `/admin/api/students/${targetId}/payment/verify`, {}],
  ['POST', `/admin/api/students/${targetId}/payment/unverify`, {}],
];

const call = (method: Method, url: string, payload: unknown, user: SignedInUser | null) =>
  ctx.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('fee routes and roles', () => {
  it('admin routes: 401 anonymous, 403 Forbidden for a student and a CA, and nothing changes', async () => {
    for (const [method, url, payload] of adminRoutes()) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [who.student, who.ca]) {
        const res = await call(method, url, payload, user);
        expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([403, API_MESSAGES.forbidden]);
      }
    }
    const target = await ctx.app.models.User.findById(targetId).lean();
    expect(target).toMatchObject({ paymentLinkUrl: null, feeVerified: false });
    expect(await ctx.app.models.Invoice.countDocuments({})).toBe(0);
  });

  it('student invoice routes: 401 anonymous, 403 for ADMIN and CA', async () => {
    for (const url of ['/student/invoices', '/student/invoices/64b7f0c2a1b2c3d4e5f60718/file']) {
      expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
      for (const user of [who.admin, who.ca]) expect((await call('GET', url, undefined, user)).statusCode, url).toBe(403);
    }
  });

  it('the same admin calls succeed for an ADMIN', async () => {
    for (const [method, url, payload] of adminRoutes()) {
      expect((await call(method, url, payload, who.admin)).statusCode, `${method} ${url}`).toBe(200);
    }
  });
});
