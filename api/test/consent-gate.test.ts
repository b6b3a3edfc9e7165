/**
 * Consent held by every student write: before a student consents to the privacy notice, every write
 * a student can call in the OpenAPI document (routes added later included) answers 409 with the
 * consent message and declares it; only the writes listed here, each with its reason, work before it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_REQUIRED, PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { bearer, signIn, useTestApp } from './helpers/app.ts';
import { COMPLETE_PROFILE } from './helpers/factories.ts';

/** What works before the consent, and why. */
const BEFORE_CONSENT: Record<string, string> = {
  'POST /student/privacy/consent': 'the consent itself',
  'POST /student/data-rights/export': 'the right to a summary of one’s data holds without consent (DPDP Act s.11)',
  'POST /student/data-rights/erasure': 'the right to erasure holds without consent, and withdraws it (DPDP Act ss.6, 12)',
  'POST /student/payment/callback': 'checks Razorpay’s signed redirect and records nothing',
};

/** Areas a student cannot write to at all (staff, sign-in, webhooks, public pages). */
const NOT_A_STUDENT_WRITE = /^\w+ \/(admin|ca|mentor|auth|public|webhooks|health)(\/|$)/;

interface Operation {
  responses: Record<string, unknown>;
}

const ctx = useTestApp();
let writes: [string, Operation][] = [];
beforeAll(async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  writes = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
    )
    .filter(([name]) => !/^(GET|HEAD|OPTIONS) /.test(name) && !NOT_A_STUDENT_WRITE.test(name));
});

/** A student fresh from their first sign-in, with a profile but no consent. */
async function studentBeforeConsent() {
  const s = await signIn(ctx.app);
  await ctx.app.models.User.updateOne({ email: s.email }, { $set: COMPLETE_PROFILE });
  return bearer(s.accessToken);
}

const call = (name: string, headers: Record<string, string>) => {
  const [method, path] = name.split(' ') as [string, string];
  // Any id will do: the gate answers before the route looks anything up or reads the body.
  const url = path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
  return ctx.app.inject({ method: method as 'POST', url, headers, payload: {} });
};

describe('the consent gate of student writes', () => {
  it('finds the student writes in the OpenAPI document, the ones allowed before consent among them', () => {
    expect(writes.length).toBeGreaterThan(Object.keys(BEFORE_CONSENT).length);
    expect(writes.map(([name]) => name)).toEqual(expect.arrayContaining(Object.keys(BEFORE_CONSENT)));
  });

  it('refuses every other student write before the consent with 409 and the message, as each operation declares', async () => {
    const headers = await studentBeforeConsent();
    const refused: Record<string, [number, string]> = {};
    for (const [name, op] of writes.filter(([name]) => !(name in BEFORE_CONSENT))) {
      const res = await call(name, headers);
      refused[name] = [res.statusCode, res.json<{ message: string }>().message];
      expect(Object.keys(op.responses), name).toContain('409');
    }
    expect(Object.values(refused).length).toBeGreaterThan(0);
    for (const [name, answer] of Object.entries(refused)) expect(answer, name).toEqual([409, PRIVACY_CONSENT_REQUIRED]);
  });

  it('lets the listed writes through before the consent, each with its reason', async () => {
    const headers = await studentBeforeConsent();
    for (const [name, reason] of Object.entries(BEFORE_CONSENT)) {
      expect(reason).not.toBe('');
      const res = await call(name, headers);
      expect(res.json<{ message?: string }>().message, name).not.toBe(PRIVACY_CONSENT_REQUIRED);
    }
  });

  it('opens the writes once the student consents', async () => {
    const headers = await studentBeforeConsent();
    const consent = await ctx.app.inject({
      method: 'POST',
      url: '/student/privacy/consent',
      headers,
      payload: { noticeVersion: PRIVACY_NOTICE_VERSION, agree: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    const registration = await call('POST /student/event/registration', headers);
    expect(registration.json<{ message: string }>().message).not.toBe(PRIVACY_CONSENT_REQUIRED);
  });
});
