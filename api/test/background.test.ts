/** Step 5: the background, its SPEC §5 messages and once-only rule. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { STUDENT_BACKGROUND, get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
const PROFESSIONAL = {
  profileType: 'PROFESSIONAL',
  educationalLevel: null,
  graduationYear: null,
  college: null,
  branch: null,
  jobTitle: 'Software Engineer',
  company: 'Acme Systems',
  experienceMonths: 30,
  linkedinProfile: '',
  confirm: true,
};

describe('GET /student/background', () => {
  it('is NOT_SUBMITTED with nulls before a submission', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const res = await get(ctx.app, student, '/student/background');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NOT_SUBMITTED', finalized: false, profileType: null, college: null, jobTitle: null });
  });
});

describe('POST /student/background', () => {
  it('is refused until the specialization is finalized', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const res = await post(ctx.app, student, '/student/background', STUDENT_BACKGROUND);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please finish step 4 (Specialization Finalized) first.');
    expect(await ctx.app.models.Background.countDocuments({ userId: student.id })).toBe(0);
  });

  it('gives every student-type SPEC §5 message', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...STUDENT_BACKGROUND, educationalLevel: 'High School' }, MESSAGES.educationLevelRequired],
      [{ ...STUDENT_BACKGROUND, graduationYear: 1999 }, MESSAGES.graduationYearInvalid],
      [{ ...STUDENT_BACKGROUND, graduationYear: '20x6' }, MESSAGES.graduationYearInvalid],
      [{ ...STUDENT_BACKGROUND, college: '   ' }, MESSAGES.collegeRequired],
      [{ ...STUDENT_BACKGROUND, branch: null }, MESSAGES.branchRequired],
      // Text the admin reads and the offer letter prints: the one clean-text rule (bidi override, control character).
      [{ ...STUDENT_BACKGROUND, college: 'IIT \u202EassoD' }, MESSAGES.collegeRequired],
      [{ ...STUDENT_BACKGROUND, branch: 'CSE\u0007' }, MESSAGES.branchRequired],
      [{ ...STUDENT_BACKGROUND, linkedinProfile: 'linkedin.com/in/priya' }, MESSAGES.linkedinInvalid],
      // A link the admin opens: no control or bidi character, and LinkedIn's host only.
      [{ ...STUDENT_BACKGROUND, linkedinProfile: 'https://www.linkedin.com/in/priya\u0000' }, MESSAGES.linkedinCharacters],
      [{ ...STUDENT_BACKGROUND, linkedinProfile: 'https://www.linkedin.com/in/\u202Eayirp' }, MESSAGES.linkedinCharacters],
      [{ ...STUDENT_BACKGROUND, linkedinProfile: 'https://evil.example/in/x' }, MESSAGES.linkedinHost],
      [{ ...STUDENT_BACKGROUND, profileType: 'ALIEN' }, MESSAGES.profileTypeRequired],
      [{ ...STUDENT_BACKGROUND, confirm: undefined }, API_MESSAGES.confirmRequired],
    ];
    for (const [body, message] of cases) {
      const res = await post(ctx.app, student, '/student/background', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('gives every professional-type SPEC §5 message', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PROFESSIONAL, jobTitle: '' }, MESSAGES.jobTitleRequired],
      [{ ...PROFESSIONAL, company: ' ' }, MESSAGES.companyRequired],
      [{ ...PROFESSIONAL, company: 'Acme\u200B' }, MESSAGES.companyRequired],
      [{ ...PROFESSIONAL, jobTitle: '\u0000Engineer' }, MESSAGES.jobTitleRequired],
      [{ ...PROFESSIONAL, experienceMonths: 12.5 }, MESSAGES.experienceWhole],
      [{ ...PROFESSIONAL, experienceMonths: 'two years' }, MESSAGES.experienceWhole],
      [{ ...PROFESSIONAL, experienceMonths: 481 }, MESSAGES.experienceRange],
      [{ ...PROFESSIONAL, experienceMonths: -1 }, MESSAGES.experienceRange],
      [{ ...PROFESSIONAL, linkedinProfile: 'ftp://x' }, MESSAGES.linkedinInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(ctx.app, student, '/student/background', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get(ctx.app, student, '/student/background')).json().status).toBe('NOT_SUBMITTED');
  });

  it("saves a professional once with the student group null and 'Background submitted.'", async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const res = await post(ctx.app, student, '/student/background', {
      ...PROFESSIONAL,
      jobTitle: '  Software \t Engineer ',
      company: 'Acme Syste\u0301ms',
      college: 'ignored',
      experienceMonths: '30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      // Stored as everyone will see it: white space tidied, NFC (e + combining acute is é).
      status: 'SUBMITTED',
      finalized: true,
      profileType: 'PROFESSIONAL',
      jobTitle: 'Software Engineer',
      company: 'Acme Systéms',
      experienceMonths: 30,
      college: null,
      branch: null,
      educationalLevel: null,
      graduationYear: null,
      linkedinProfile: null,
      message: MESSAGES.backgroundSubmitted,
    });
    const again = await post(ctx.app, student, '/student/background', STUDENT_BACKGROUND);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MESSAGES.backgroundAlreadySubmitted);
    expect((await get(ctx.app, student, '/student/background')).json()).toMatchObject({
      profileType: 'PROFESSIONAL',
      jobTitle: 'Software Engineer',
      company: 'Acme Systéms',
    });
    expect((await get(ctx.app, student, '/student/journey')).json().steps[4]).toMatchObject({ key: 'background', done: true });
  });

  it('saves exactly one of ten concurrent submissions', async () => {
    const student = await studentAt(ctx.app, 'specialized');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(ctx.app, student, '/student/background', { ...STUDENT_BACKGROUND, branch: `Branch ${i}` })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const stored = await ctx.app.models.Background.find({ userId: student.id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.branch).toBe(won[0]!.json().branch);
  });

  it('lets only students use it', async () => {
    for (const role of ['ADMIN', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await get(ctx.app, user, '/student/background')).statusCode).toBe(403);
      expect((await post(ctx.app, user, '/student/background', STUDENT_BACKGROUND)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/student/background', payload: STUDENT_BACKGROUND })).statusCode).toBe(401);
  });
});
