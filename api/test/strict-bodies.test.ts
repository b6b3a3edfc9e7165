/**
 * Bodies as strict as the OpenAPI document: no type coercion in a JSON body (a number where a
 * string is declared, a string where a number is), no property the schema does not declare (400
 * naming it, not dropped); return months that exist (July 2017, when GST began, to next month);
 * payment links https:// or upi:// only. Query strings keep their coercion.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { MESSAGES } from '@portal/domain/messages';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { setPaymentLink } from './helpers/fees.ts';
import { SLOT } from './helpers/journey-end.ts';
import { get, post } from './helpers/program.ts';

const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

const COHORT = {
  ...FIRST_COHORT,
  name: 'March 2027',
  trainingStart: '2027-03-01',
  trainingEnd: '2027-03-26',
  internshipStartDates: ['2027-04-05'],
  eventDate: '2027-05-14',
};

/** A JSON body however deeply nested: {"x": {"x": ... {} ...}}. */
const nested = (depth: number) => `${'{"x":'.repeat(depth)}{}${'}'.repeat(depth)}`;

describe('strict bodies', () => {
  it('refuses a cohort name that is not a string (123, ["a"]) and stores nothing', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    for (const name of [123, ['a']]) {
      const res = await post(ctx.app, admin, '/admin/api/cohorts', { ...COHORT, name });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ name: 'must be string' });
    }
    const names = ((await get(ctx.app, admin, '/admin/api/cohorts')).json() as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('123');
    expect(names).not.toContain('a');
  });

  it('refuses a job slot with a capacity "5" or an unknown seatsLeft, naming the field', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const text = await post(ctx.app, admin, '/admin/api/job-slots', { ...SLOT, capacity: '5' });
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json().errors).toEqual({ capacity: 'must be integer' });
    const extra = await post(ctx.app, admin, '/admin/api/job-slots', { ...SLOT, seatsLeft: 1000 });
    expect(extra.statusCode, extra.body).toBe(400);
    expect(extra.json().errors).toEqual({ seatsLeft: 'is not allowed' });
    expect(extra.json().message).toContain('seatsLeft');
    expect(await ctx.app.models.JobSlot.countDocuments({ capacity: { $in: [5, 1000] } })).toBe(0);
  });

  it('refuses PUT /me with a name 5 and a deeply nested unknown x', async () => {
    const student = await studentWith(ctx.app);
    const put = (payload: string | Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/me', headers: { ...student.headers, 'content-type': 'application/json' }, payload });
    const number = await put({ name: 5 });
    expect(number.statusCode, number.body).toBe(400);
    expect(number.json().errors).toEqual({ name: 'must be string' });
    const deep = await put(`{"name":"Asha Rao","x":${nested(50_000)}}`);
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().errors).toEqual({ x: 'is not allowed' });
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers })).json().name).not.toBe('5');
  });

  it('keeps coercion in query strings', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    expect((await get(ctx.app, admin, '/admin/api/job-slots?page=0&size=5')).statusCode).toBe(200);
    const unknown = await get(ctx.app, admin, '/admin/api/job-slots?page=0&colour=red');
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().errors).toEqual({ colour: 'is not allowed' });
  });

  it('answers GSTR-1 and GSTR-3B only for months from July 2017 to next month', async () => {
    const ca = await signInAs(ctx.app, 'CA');
    for (const url of [
      '/ca/gstr1?month=0000-01',
      '/ca/gstr1?month=2017-06',
      '/ca/gstr3b?month=2099-01',
      '/ca/gstr1/export.csv?month=1999-12',
    ]) {
      const res = await get(ctx.app, ca, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toMatch(/^The month must be between 2017-07 \(when GST began\) and \d{4}-\d{2}\.$/);
    }
    expect((await get(ctx.app, ca, '/ca/gstr1?month=2017-07')).statusCode).toBe(200);
    expect((await get(ctx.app, ca, '/ca/gstr3b?month=2026-11')).statusCode).toBe(200);
  });

  it('refuses a plain http:// payment link with the SPEC message', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const res = await setPaymentLink(ctx.app, admin, student.id, { url: 'http://rzp.io/l/abc123', amountMajor: 4999, currency: 'INR' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(MESSAGES.paymentLinkInvalid);
    const upi = await setPaymentLink(ctx.app, admin, student.id, { url: 'upi://pay?pa=portal@okaxis', amountMajor: 4999, currency: 'INR' });
    expect(upi.statusCode, upi.body).toBe(200);
  });
});
