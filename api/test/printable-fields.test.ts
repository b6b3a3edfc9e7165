/**
 * A printed field (name, offer address, college, branch, job title, company) takes only
 * what the documents print; anything else (emoji, Gurmukhi, Telugu, Malayalam, other scripts) is
 * refused at input with one message that names Latin letters as on the ID.
 */
import { describe, expect, it } from 'vitest';
import { NOT_PRINTABLE_MESSAGE, TEXT_NOT_PRINTABLE_MESSAGE } from '@portal/domain/printable-text';
import { bearer, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { Types } from 'mongoose';
import type { UserDoc } from '../src/lib/models.ts';
import { pdftotext } from './helpers/poppler.ts';
import { post, studentAt, STUDENT_BACKGROUND } from './helpers/program.ts';
import { FIRST_FEE } from './helpers/invoice-fixtures.ts';

const ctx = useTestApp();
const PROFILE = { phone: '+91 9876543210', country: 'India', state: 'Karnataka' };

describe('printed fields take only printable text', () => {
  it('PUT /me: a Devanagari, Tamil or Bengali name is kept as typed; an emoji, Telugu or Gurmukhi name is refused', async () => {
    const { accessToken } = await signInAs(ctx.app, 'STUDENT');
    const put = (name: string) =>
      ctx.app.inject({ method: 'PUT', url: '/me', headers: bearer(accessToken), payload: { ...PROFILE, name } });
    for (const name of ['प्रिया शर्मा', 'பிரியா', 'প্রিয়া দাস', 'Zoë Ñúñez']) {
      const res = await put(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().name).toBe(name);
    }
    for (const name of ['Priya 😀', 'ప్రియ', 'ਪ੍ਰੀਤ ਸਿੰਘ', 'പ്രിയ', '王小明']) {
      const res = await put(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: NOT_PRINTABLE_MESSAGE, errors: { name: NOT_PRINTABLE_MESSAGE } });
    }
  });

  it('POST /student/background: college, branch, job title and company', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    for (const body of [
      { ...STUDENT_BACKGROUND, college: 'IIT 🎓 Madras' },
      { ...STUDENT_BACKGROUND, branch: 'కంప్యూటర్' },
      {
        ...STUDENT_BACKGROUND,
        profileType: 'PROFESSIONAL',
        educationalLevel: null,
        graduationYear: null,
        college: null,
        branch: null,
        jobTitle: 'Dev ✨',
        company: 'Acme',
        experienceMonths: 10,
      },
      {
        ...STUDENT_BACKGROUND,
        profileType: 'PROFESSIONAL',
        educationalLevel: null,
        graduationYear: null,
        college: null,
        branch: null,
        jobTitle: 'Dev',
        company: 'ਅਕਮੇ',
        experienceMonths: 10,
      },
    ]) {
      const res = await post(ctx.app, student, '/student/background', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_PRINTABLE_MESSAGE);
    }
    const ok = await post(ctx.app, student, '/student/background', { ...STUDENT_BACKGROUND, college: 'ಬೆಂಗಳೂರು ವಿಶ್ವವಿದ್ಯಾಲಯ' });
    expect(ok.statusCode).toBe(200);
  });

  it('POST /student/offer-letter/request: the address', async () => {
    const student = await studentAt(ctx.app, 'background');
    const refused = await post(ctx.app, student, '/student/offer-letter/request', {
      addressLine: '12 MG Road 🏠, Bengaluru 560001',
      confirm: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOT_PRINTABLE_MESSAGE);
    const ok = await post(ctx.app, student, '/student/offer-letter/request', { addressLine: '१२ एमजी रोड, बेंगलुरु 560001', confirm: true });
    expect(ok.statusCode).toBe(200);
  });

  it("an erasure decision's note and reason, mailed to the student, take only printable text", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app);
    const { id } = (await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true })).json();
    for (const text of ['\u202Ex', 'x\u0000', '\uFEFF\u200D', 'Sorry 🙁']) {
      const refused = await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/refuse`, { reason: text });
      expect([refused.statusCode, refused.json().message], text).toEqual([400, TEXT_NOT_PRINTABLE_MESSAGE]);
      const approved = await post(ctx.app, admin, `/admin/api/data-rights/erasures/${id}/approve`, { confirm: true, note: text });
      expect([approved.statusCode, approved.json().message], text).toEqual([400, TEXT_NOT_PRINTABLE_MESSAGE]);
    }
    expect(await ctx.app.models.User.exists({ _id: student.id })).toBeTruthy();
  });

  it('an accepted name prints on the stored tax invoice, and pdftotext reads it back', async () => {
    for (const name of ['प्रिया शर्मा', 'கௌசிக் ஸ்ரீ', 'প্রিয়া দাস']) {
      const owner = {
        _id: new Types.ObjectId(),
        email: 'named@example.com',
        name,
        role: 'STUDENT',
        studentId: 'CP25-000077',
        idVerified: true,
        country: 'India',
        state: 'Kerala',
      } as unknown as UserDoc;
      const { pdf } = await ctx.app.invoices.issueForVerification(owner, { amountMinor: FIRST_FEE });
      expect(pdftotext(pdf!).replace(/\s+/g, ' ')).toContain(name);
    }
  });
});
