/**
 * The internship's certificates from what the mentor measured: the internship certificate with
 * every week accepted or waived, excellence at the cohort's score line (its credential carries the
 * score), the letter of recommendation the mentor wrote (an admin types none), each refused before
 * with the sentence the eligible list shows; the mentor printed and in the public record, as when
 * issued; another mentor's intern is 404 and the wrong roles 403. The interns run 10 Dec 2025 –
 * 20 Jan 2026.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  CERTIFICATE_MESSAGES,
  NO_MENTOR_MESSAGE,
  NO_RECOMMENDATION_MESSAGE,
  RECOMMENDATION_TEXT_MAX,
  scoreBelowLineMessage,
  weekNotSettledMessage,
} from '@portal/domain/certificate';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import type { CredentialVerification } from '@portal/domain/views/credential';
import { randomIp, useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { MENTOR_PROFILE, mentorOf } from './helpers/internship.ts';
import { internWithRecord } from './helpers/internship-record.ts';
import { studentWithFinalLetter } from './helpers/journey-end.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { adminWithSignature, get, post } from './helpers/program.ts';

const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

const SUPERVISED = `supervised by ${MENTOR_PROFILE.name}, ${MENTOR_PROFILE.title}`;
const LETTER = 'Priya rebuilt the churn model end to end.\nShe asks the right questions early.';

const issue = (admin: SignedInUser, userId: string, type: string, text?: string) =>
  post(ctx.app, admin, '/admin/api/certificates', { userId, type, ...(text === undefined ? {} : { text }) });
const write = (mentor: SignedInUser, internId: string, text: string) =>
  ctx.app.inject({ method: 'PUT', url: `/mentor/api/interns/${internId}/recommendation`, headers: mentor.headers, payload: { text } });
const publicView = async (code: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/public/certificates/${code}`, remoteAddress: randomIp() })).json() as PublicCertificateView;
const pdfOf = async (admin: SignedInUser, id: string) =>
  pdfText((await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates/${id}/file`, headers: admin.headers })).rawPayload);
async function notYetOf(admin: SignedInUser, type: string, userId: string) {
  const res = await get(ctx.app, admin, `/admin/api/certificates/eligible?type=${type}&size=100`);
  return (res.json() as { items: { userId: string; notYet: string | null }[] }).items.find((r) => r.userId === userId)?.notYet;
}
/** The 409 of a single issue and the eligible list's row say the same sentence. */
async function refusedWith(admin: SignedInUser, type: string, userId: string, sentence: string) {
  expect((await issue(admin, userId, type)).json()).toMatchObject({ statusCode: 409, message: sentence });
  expect(await notYetOf(admin, type, userId)).toBe(sentence);
}

describe('the internship certificate', () => {
  it('needs a mentor and every week accepted or waived; prints and publishes who supervised it, as when issued', async () => {
    const admin = await adminWithSignature(ctx.app);
    await refusedWith(admin, 'INTERNSHIP', (await studentWithFinalLetter(ctx.app)).id, NO_MENTOR_MESSAGE);
    const { intern: pending } = await internWithRecord(ctx.app, { pending: [3, 5] });
    await refusedWith(admin, 'INTERNSHIP', pending.id, weekNotSettledMessage(3));
    expect(weekNotSettledMessage(3)).toBe("Week 3's report is not accepted yet.");

    const { intern, mentor } = await internWithRecord(ctx.app, { waived: [3] });
    expect(await notYetOf(admin, 'INTERNSHIP', intern.id)).toBeNull();
    const issued = await issue(admin, intern.id, 'INTERNSHIP');
    expect(issued.statusCode, issued.body).toBe(201);
    const cert = issued.json() as { id: string; code: string };
    expect(issued.json()).toMatchObject({
      supervisedBy: SUPERVISED,
      periodLabel: '10 Dec 2025 – 20 Jan 2026',
      specialization: 'Data Science',
    });

    // A later edit of the mentor's profile changes no issued certificate.
    await ctx.app.models.MentorProfile.updateOne({ _id: mentor.id }, { $set: { title: 'Director' } });
    expect(await publicView(cert.code)).toMatchObject({
      supervisedBy: SUPERVISED,
      specialization: 'Data Science',
      periodEnd: '2026-01-20',
    });
    expect((await pdfOf(admin, cert.id)).replace(/\s+/g, ' ')).toContain(SUPERVISED);
  });
});

describe("the admin's eligible list", () => {
  it('reads a page in a few batch reads, whatever its size', async () => {
    const admin = await adminWithSignature(ctx.app);
    for (let i = 0; i < 3; i++) await internWithRecord(ctx.app, { pending: [i + 1], score: 4.5 });
    const reads = [
      vi.spyOn(ctx.app.models.WeeklyReport, 'find'),
      vi.spyOn(ctx.app.models.InternshipEvaluation, 'find'),
      vi.spyOn(ctx.app.models.MentorProfile, 'find'),
      vi.spyOn(ctx.app.models.SpecializationSelection, 'find'),
      vi.spyOn(ctx.app.cohorts, 'ofStudent'),
    ];
    const page = await get(ctx.app, admin, '/admin/api/certificates/eligible?type=INTERNSHIP&size=100');
    const rows = (page.json() as { items: { notYet: string | null }[] }).items;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.notYet)).toEqual(expect.arrayContaining([1, 2, 3].map(weekNotSettledMessage)));
    // One read of each collection for the page, and one of each cohort (the test students share one).
    expect(reads.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
    for (const spy of reads) spy.mockRestore();
  });
});

describe('the certificate of excellent performance', () => {
  it("needs the evaluation at the cohort's line; its credential carries the score and verifies", async () => {
    const admin = await adminWithSignature(ctx.app);
    const { intern: below } = await internWithRecord(ctx.app, { score: 3.9 });
    expect((await issue(admin, below.id, 'INTERNSHIP')).statusCode).toBe(201);
    await refusedWith(admin, 'EXCELLENCE', below.id, scoreBelowLineMessage(3.9, 4.0));
    expect(scoreBelowLineMessage(3.9, 4.0)).toBe('The evaluation score 3.9 is below 4.0.');

    const { intern } = await internWithRecord(ctx.app, { score: 4.0 });
    expect((await issue(admin, intern.id, 'INTERNSHIP')).statusCode).toBe(201);
    const issued = await issue(admin, intern.id, 'EXCELLENCE');
    expect(issued.statusCode, issued.body).toBe(201);
    const cert = issued.json() as { id: string; code: string };
    expect(await publicView(cert.code)).toMatchObject({ evaluationScore: 4, supervisedBy: SUPERVISED });
    expect((await pdfOf(admin, cert.id)).replace(/\s+/g, ' ')).toContain('final evaluation score of 4.0 out of 5');

    const res = await ctx.app.inject({ method: 'GET', url: `/public/certificates/${cert.code}/credential`, remoteAddress: randomIp() });
    const credential = res.json() as {
      credentialSubject: { achievement: { criteria: { narrative: string }; resultDescription: { id: string }[] }; result: object[] };
    };
    const { achievement, result } = credential.credentialSubject;
    expect(achievement.criteria.narrative).toContain('a score of at least 4.0 out of 5');
    expect(result).toEqual([{ type: ['Result'], resultDescription: achievement.resultDescription[0]!.id, value: '4.0' }]);
    const verdict = await ctx.app.inject({
      method: 'POST',
      url: '/public/credentials/verify',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(credential),
    });
    expect((verdict.json() as CredentialVerification).result).toBe('VALID');

    // The cohort's own line: 3.9 passes a line of 3.5.
    await ctx.app.models.Cohort.updateMany({}, { $set: { excellenceMinScore: 3.5 } });
    expect((await issue(admin, below.id, 'EXCELLENCE')).statusCode).toBe(201);
    await ctx.app.models.Cohort.updateMany({}, { $set: { excellenceMinScore: 4.0 } });
  });
});

describe('the letter of recommendation', () => {
  it("is written by the intern's mentor and issued as written, with the mentor's name and title", async () => {
    const admin = await adminWithSignature(ctx.app);
    const { intern, mentor } = await internWithRecord(ctx.app);
    expect((await issue(admin, intern.id, 'INTERNSHIP')).statusCode).toBe(201);
    await refusedWith(admin, 'RECOMMENDATION', intern.id, NO_RECOMMENDATION_MESSAGE);

    // Another mentor reaches nothing of this intern; the text rules are the certificates'.
    const other = await mentorOf(ctx.app);
    expect((await write(other, intern.id, LETTER)).statusCode).toBe(404);
    expect((await get(ctx.app, other, `/mentor/api/interns/${intern.id}/recommendation`)).statusCode).toBe(404);
    for (const bad of ['  ', 'x'.repeat(RECOMMENDATION_TEXT_MAX + 1), 'Bad \u202E text'])
      expect((await write(mentor, intern.id, bad)).json()).toMatchObject({ statusCode: 400, message: CERTIFICATE_MESSAGES.textRequired });
    for (const role of ['STUDENT', 'ADMIN', 'CA'] as const)
      expect((await write(await signInAs(ctx.app, role), intern.id, LETTER)).statusCode).toBe(403);

    const written = await write(mentor, intern.id, LETTER);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ internId: intern.id, text: LETTER, issued: false });
    const audit = await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: 'certificate.recommendation.write' }).lean();
    expect(audit.map((e) => e.actorEmail)).toEqual([mentor.email]);

    expect((await issue(admin, intern.id, 'RECOMMENDATION', 'My own words')).json()).toMatchObject({
      statusCode: 400,
      message: CERTIFICATE_MESSAGES.recommendationByMentor,
    });
    const issued = await issue(admin, intern.id, 'RECOMMENDATION');
    expect(issued.statusCode, issued.body).toBe(201);
    const cert = issued.json() as { id: string; code: string };
    expect(issued.json()).toMatchObject({ text: LETTER, supervisedBy: SUPERVISED });
    expect(await publicView(cert.code)).toMatchObject({ supervisedBy: SUPERVISED });
    const text = (await pdfOf(admin, cert.id)).replace(/\s+/g, ' ');
    expect(text).toContain('Priya rebuilt the churn model end to end.');
    expect(text).toContain(`${MENTOR_PROFILE.name}, ${MENTOR_PROFILE.title}`);

    // Issued: the letter stays as it was signed.
    expect((await write(mentor, intern.id, 'Another text')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_MESSAGES.recommendationIssued,
    });
    expect((await get(ctx.app, mentor, `/mentor/api/interns/${intern.id}/recommendation`)).json()).toMatchObject({ issued: true });
  });

  it('is issued by an admin only', async () => {
    const { intern } = await internWithRecord(ctx.app, { recommendation: LETTER });
    for (const role of ['STUDENT', 'CA', 'MENTOR'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await issue(user, intern.id, 'INTERNSHIP')).statusCode).toBe(403);
      expect((await get(ctx.app, user, '/admin/api/certificates/eligible?type=RECOMMENDATION')).statusCode).toBe(403);
    }
  });
});
