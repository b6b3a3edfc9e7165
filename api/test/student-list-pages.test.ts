/** GET /admin/api/students with page, size, link and fee: the payment screen's server-side search, filters, counts and pages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';

const ctx = useTestApp();
let admin: SignedInUser;

// 30 students: every 3rd has a link (10), every 5th is fee verified (6), both for 0 and 15; two Sharmas.
beforeAll(async () => {
  admin = await signInAs(ctx.app, 'ADMIN');
  const base = Date.now() - 1_000_000;
  await ctx.app.models.User.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      email: i === 7 ? 'priya.sharma@gmail.com' : `student${String(i).padStart(2, '0')}@example.com`,
      name: i === 8 ? 'Rahul Sharma' : `Student ${i}`,
      role: 'STUDENT',
      studentId: `CP99-8${String(i).padStart(5, '0')}`,
      paymentLinkUrl: i % 3 === 0 ? `https://rzp.io/l/s${i}` : null,
      paymentAmountMinor: i % 3 === 0 ? 499900 : null,
      feeVerified: i % 5 === 0,
      createdAt: new Date(base + i * 1000),
    })),
  );
});

const page = (query: string) => ctx.app.inject({ method: 'GET', url: `/admin/api/students?${query}`, headers: admin.headers });

describe('student list pages', () => {
  it('pages newest first with totals and every filter count', async () => {
    const res = await page('page=0&size=12');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      page: 0,
      size: 12,
      totalItems: 30,
      totalPages: 3,
      counts: { link: { all: 30, added: 10, 'not-added': 20 }, fee: { any: 30, verified: 6, unverified: 24 } },
    });
    expect(body.items).toHaveLength(12);
    expect(body.items[0].email).toBe('student29@example.com');
    const last = (await page('page=2&size=12')).json();
    expect(last.items.map((r: { email: string }) => r.email).at(-1)).toBe('student00@example.com');
    expect(last.items).toHaveLength(6);
    expect((await page('page=5&size=12')).json().items).toEqual([]);
  });

  it('filters by link and fee, each count following the other filter', async () => {
    const added = (await page('link=added')).json();
    expect(added).toMatchObject({
      totalItems: 10,
      size: 20,
      counts: { link: { all: 30, added: 10, 'not-added': 20 }, fee: { any: 10, verified: 2, unverified: 8 } },
    });
    expect(added.items.every((r: { paymentLinkUrl: string | null }) => r.paymentLinkUrl)).toBe(true);

    const verifiedWithout = (await page('link=not-added&fee=verified')).json();
    expect(verifiedWithout).toMatchObject({
      totalItems: 4,
      counts: { link: { all: 6, added: 2, 'not-added': 4 }, fee: { any: 20, verified: 4, unverified: 16 } },
    });
    expect(verifiedWithout.items.map((r: { email: string }) => r.email)).toEqual([
      'student25@example.com',
      'student20@example.com',
      'student10@example.com',
      'student05@example.com',
    ]);

    const unverified = (await page('fee=unverified&size=50')).json();
    expect(unverified.totalItems).toBe(24);
    expect(unverified.items.some((r: { feeVerified: boolean }) => r.feeVerified)).toBe(false);
  });

  it('searches by e-mail or name on the server together with the filters', async () => {
    const sharmas = (await page('query=SHARMA&page=0&size=10')).json();
    expect(sharmas.items.map((r: { email: string }) => r.email)).toEqual(['student08@example.com', 'priya.sharma@gmail.com']);
    expect(sharmas.counts).toEqual({ link: { all: 2, added: 0, 'not-added': 2 }, fee: { any: 2, verified: 0, unverified: 2, paid: 0 } });
    expect((await page('query=nobody&link=added')).json()).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });

  it('keeps the SPEC call (query only) answering a plain array', async () => {
    const res = await page('query=student2');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().map((r: { email: string }) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `student${29 - i}@example.com`));
  });

  it('refuses bad paging values', async () => {
    for (const q of ['page=-1', 'size=0', 'size=201', 'link=maybe', 'fee=refunded', 'page=abc']) {
      expect((await page(q)).statusCode, q).toBe(400);
    }
  });
});
