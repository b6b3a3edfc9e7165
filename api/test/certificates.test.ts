/**
 * Certificates: who may receive each type, one per type (also when two admins issue at
 * once), the signed PDF whose QR code opens /verify/{code}, public verification that shows
 * nothing private, revocation, the mail, rate limiting, and the wrong roles.
 */
import path from 'node:path';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_MESSAGES, CERTIFICATE_TYPE_INFO, formatCertificateCode } from '@portal/domain/certificate';
import { CERTIFICATE_LOOKUPS_PER_MINUTE } from '../src/features/certificates/routes/public/certificates/index.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { runMigrations } from '../src/migrations/run-migrations.ts';
import { inboxUrl, randomIp, useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { internWithRecord } from './helpers/internship-record.ts';
import { artifactDir, pdfsig } from './helpers/poppler.ts';
import { adminWithSignature, post, studentAt } from './helpers/program.ts';
import { trainedStudent } from './helpers/training-batch.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { waitForMail } from '../../tools/test-support/inbox.ts';
import { qrCodeOnFirstPage } from '../../tools/test-support/pdf-qr.ts';

// Nov 24, 2026: the first cohort's training (Nov 2025) and the helpers' internships (Dec 10, 2025, six weeks) have ended.
const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

const issue = (admin: SignedInUser, userId: string, type: string, text?: string | null) =>
  post(ctx.app, admin, '/admin/api/certificates', { userId, type, ...(text === undefined ? {} : { text }) });
const verify = (code: string, ip = randomIp()) => ctx.app.inject({ method: 'GET', url: `/public/certificates/${code}`, remoteAddress: ip });

describe('certificates', () => {
  it('issues a training certificate whose signed PDF carries a QR code of its public page, valid until revoked', async () => {
    const admin = await adminWithSignature(ctx.app);
    const student = await trainedStudent(ctx.app, 18);
    const issued = await issue(admin, student.id, 'TRAINING');
    expect(issued.statusCode, issued.body).toBe(201);
    const cert = issued.json() as { id: string; code: string; verifyUrl: string; title: string; periodLabel: string };
    expect(cert.code).toMatch(new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{12}$`));
    expect(cert.verifyUrl).toBe(`${ctx.app.config.publicWebUrl}/verify/${cert.code}`);
    expect(cert).toMatchObject({ title: CERTIFICATE_TYPE_INFO.TRAINING.title, periodLabel: '1–30 Nov 2025' });

    // The holder's list, with the LinkedIn link filled in.
    const mine = await ctx.app.inject({ method: 'GET', url: '/student/certificates', headers: student.headers });
    const [listed] = mine.json() as { linkedInUrl: string; status: string }[];
    expect(listed!.status).toBe('VALID');
    const linkedIn = new URL(listed!.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: CERTIFICATE_TYPE_INFO.TRAINING.title,
      organizationName: ctx.app.config.seller.name,
      certId: formatCertificateCode(cert.code),
      certUrl: cert.verifyUrl,
    });

    // The PDF: signed, says who and what, and its QR code reads the verification URL.
    const file = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/file`, headers: student.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    const text = await pdfText(pdf);
    for (const words of [
      'Priya Sharma',
      CERTIFICATE_TYPE_INFO.TRAINING.title,
      'from 1 to 30 Nov 2025',
      'Data Science',
      'attended 18 of 20 live sessions',
      formatCertificateCode(cert.code),
    ])
      expect(text).toContain(words);
    expect(qrCodeOnFirstPage(pdf, path.join(artifactDir('certificates'), 'training.png'))).toBe(cert.verifyUrl);

    // Anyone with the code: the facts, nothing private.
    const publicView = await verify(formatCertificateCode(cert.code).toLowerCase());
    expect(publicView.statusCode).toBe(200);
    const facts = publicView.json() as Record<string, unknown>;
    expect(facts).toMatchObject({
      code: cert.code,
      holderName: 'Priya Sharma',
      type: 'TRAINING',
      status: 'VALID',
      specialization: 'Data Science',
      attendance: 'attended 18 of 20 live sessions',
    });
    expect(JSON.stringify(facts)).not.toContain(student.email);
    expect(Object.keys(facts)).not.toEqual(expect.arrayContaining(['email']));
    for (const key of ['email', 'phone', 'studentId', 'userId', 'id']) expect(facts).not.toHaveProperty(key);

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /Certificate of Industrial Training/ });
    expect(mail.text).toContain(formatCertificateCode(cert.code));
    expect(mail.text).toContain('/student-main/certificates');

    // Revoked: the page says so with the reason; the holder can no longer download it.
    expect((await post(ctx.app, admin, `/admin/api/certificates/${cert.id}/revoke`, { reason: ' ' })).json()).toMatchObject({
      statusCode: 400,
      message: CERTIFICATE_MESSAGES.reasonRequired,
    });
    const revoked = await post(ctx.app, admin, `/admin/api/certificates/${cert.id}/revoke`, { reason: 'Issued to the wrong student.' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await verify(cert.code)).json()).toMatchObject({
      status: 'REVOKED',
      revokedReason: 'Issued to the wrong student.',
      revokedAt: expect.any(String),
    });
    expect((await post(ctx.app, admin, `/admin/api/certificates/${cert.id}/revoke`, { reason: 'again' })).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_MESSAGES.alreadyRevoked,
    });
    const gone = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/file`, headers: student.headers });
    expect(gone.json()).toMatchObject({ statusCode: 409, message: CERTIFICATE_MESSAGES.revoked });
  });

  it('issues each type only to students who have what it needs, once', async () => {
    const admin = await adminWithSignature(ctx.app);
    const fresh = await studentAt(ctx.app, 'fresh');
    const letter = 'Priya led the data pipeline rewrite.\nShe is careful, quick and kind to her teammates.';
    const { intern } = await internWithRecord(ctx.app, { score: 4.5, recommendation: letter }, 'Machine Learning');

    expect((await issue(admin, fresh.id, 'TRAINING')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_TYPE_INFO.TRAINING.requirement,
    });
    const feeOnly = await studentAt(ctx.app, 'fee-verified');
    expect((await issue(admin, feeOnly.id, 'INTERNSHIP')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_TYPE_INFO.INTERNSHIP.requirement,
    });
    expect((await issue(admin, intern.id, 'EXCELLENCE')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_TYPE_INFO.EXCELLENCE.requirement,
    });

    const internship = await issue(admin, intern.id, 'INTERNSHIP');
    expect(internship.statusCode, internship.body).toBe(201);
    // Dec 10, 2025 for 6 weeks (the helper's selection).
    expect(internship.json()).toMatchObject({ periodStart: '2025-12-10', periodEnd: '2026-01-20', specialization: 'Machine Learning' });
    expect((await issue(admin, intern.id, 'INTERNSHIP')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_MESSAGES.alreadyIssued,
    });

    expect((await issue(admin, intern.id, 'EXCELLENCE', 'Great work')).json()).toMatchObject({
      statusCode: 400,
      message: CERTIFICATE_MESSAGES.textNotAllowed,
    });
    expect((await issue(admin, intern.id, 'EXCELLENCE')).statusCode).toBe(201);
    // The letter is the mentor's: an admin types none.
    expect((await issue(admin, intern.id, 'RECOMMENDATION', 'My own words')).json()).toMatchObject({
      statusCode: 400,
      message: CERTIFICATE_MESSAGES.recommendationByMentor,
    });
    const recommendation = await issue(admin, intern.id, 'RECOMMENDATION');
    expect(recommendation.statusCode, recommendation.body).toBe(201);
    expect(recommendation.json()).toMatchObject({ text: letter, periodStart: '2025-12-10' });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/certificates/${recommendation.json().id}/file`,
      headers: admin.headers,
    });
    expect(await pdfText(pdf.rawPayload)).toContain('Priya led the data pipeline rewrite.');

    const list = await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates?userId=${intern.id}`, headers: admin.headers });
    expect((list.json() as { type: string }[]).map((c) => c.type)).toEqual(['INTERNSHIP', 'EXCELLENCE', 'RECOMMENDATION']);

    expect((await issue(admin, '0123456789abcdef01234567', 'TRAINING')).json()).toMatchObject({
      statusCode: 404,
      message: CERTIFICATE_MESSAGES.studentNotFound,
    });
    expect((await issue(admin, intern.id, 'DIPLOMA')).json()).toMatchObject({ statusCode: 400, message: CERTIFICATE_MESSAGES.typeInvalid });
  });

  it('makes one certificate when two admins issue the same one at once', async () => {
    const [a, b] = [await adminWithSignature(ctx.app), await signInAs(ctx.app, 'ADMIN')];
    const student = await trainedStudent(ctx.app);
    const answers = await Promise.all([
      issue(a, student.id, 'TRAINING'),
      issue(b, student.id, 'TRAINING'),
      issue(a, student.id, 'TRAINING'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ctx.app.models.Certificate.countDocuments({ userId: student.id })).toBe(1);
  });

  it('issues a revoked type again with a new code; the revoked one still verifies as REVOKED', async () => {
    const [a, b] = [await adminWithSignature(ctx.app), await signInAs(ctx.app, 'ADMIN')];
    const student = await trainedStudent(ctx.app);
    const first = (await issue(a, student.id, 'TRAINING')).json() as { id: string; code: string };
    expect((await post(ctx.app, a, `/admin/api/certificates/${first.id}/revoke`, { reason: 'Revoked by mistake.' })).statusCode).toBe(200);

    // Two admins issuing it again at once still make one.
    const answers = await Promise.all([issue(a, student.id, 'TRAINING'), issue(b, student.id, 'TRAINING')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = answers.find((r) => r.statusCode === 201)!.json() as { id: string; code: string; status: string };
    expect(again).toMatchObject({ status: 'VALID' });
    expect(again.id).not.toBe(first.id);
    expect(again.code).not.toBe(first.code);
    expect((await issue(a, student.id, 'TRAINING')).json()).toMatchObject({ statusCode: 409, message: CERTIFICATE_MESSAGES.alreadyIssued });

    expect((await verify(first.code)).json()).toMatchObject({ status: 'REVOKED', revokedReason: 'Revoked by mistake.' });
    expect((await verify(again.code)).json()).toMatchObject({ status: 'VALID' });
    const list = await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates?userId=${student.id}`, headers: a.headers });
    expect((list.json() as { id: string; status: string }[]).map((c) => [c.id, c.status])).toEqual([
      [first.id, 'REVOKED'],
      [again.id, 'VALID'],
    ]);
  });

  it('keys certificates stored before one valid certificate per type was the rule', async () => {
    const admin = await adminWithSignature(ctx.app);
    const student = await trainedStudent(ctx.app);
    const cert = (await issue(admin, student.id, 'TRAINING')).json() as { id: string };
    await ctx.app.models.Certificate.collection.updateOne({ _id: new Types.ObjectId(cert.id) }, { $unset: { activeKey: '' } });
    await runMigrations(ctx.app.models);
    expect((await ctx.app.models.Certificate.findById(cert.id).lean())?.activeKey).toBe(`${student.id}:TRAINING`);
    expect((await issue(admin, student.id, 'TRAINING')).json()).toMatchObject({
      statusCode: 409,
      message: CERTIFICATE_MESSAGES.alreadyIssued,
    });
    const indexes = await ctx.app.models.Certificate.collection.indexes();
    expect(indexes.map((i) => i.name)).not.toContain('userId_1_type_1');
  });

  it('refuses to issue before the authorized signature is saved', async () => {
    await ctx.app.models.AdminSignature.deleteMany({});
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await trainedStudent(ctx.app);
    expect((await issue(admin, student.id, 'TRAINING')).json()).toMatchObject({ statusCode: 409, message: API_MESSAGES.noAdminSignature });
  });

  it('lists the students eligible for a type, one page at a time, with the certificate each already holds', async () => {
    const admin = await adminWithSignature(ctx.app);
    const interns = [(await internWithRecord(ctx.app)).intern, (await internWithRecord(ctx.app)).intern];
    expect((await issue(admin, interns[0]!.id, 'INTERNSHIP')).statusCode).toBe(201);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/certificates/eligible?type=INTERNSHIP&size=100',
      headers: admin.headers,
    });
    const rows = (page.json() as { items: { userId: string; certificateId: string | null }[] }).items;
    expect(rows.find((r) => r.userId === interns[0]!.id)?.certificateId).toEqual(expect.any(String));
    expect(rows.find((r) => r.userId === interns[1]!.id)?.certificateId).toBeNull();
    const excellence = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/certificates/eligible?type=EXCELLENCE',
      headers: admin.headers,
    });
    expect((excellence.json() as { items: { userId: string }[] }).items.map((r) => r.userId)).toContain(interns[0]!.id);
    expect((excellence.json() as { items: { userId: string }[] }).items.map((r) => r.userId)).not.toContain(interns[1]!.id);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/certificates/eligible?type=INTERNSHIP&size=1&page=1',
      headers: admin.headers,
    });
    expect(small.json()).toMatchObject({ page: 1, size: 1, items: [expect.any(Object)] });
  });

  it('answers unknown and malformed codes in words, and limits lookups per IP', async () => {
    expect((await verify('ABCD-EFGH-JKMN')).json()).toMatchObject({ statusCode: 404, message: CERTIFICATE_MESSAGES.notFound });
    expect((await verify('short')).json()).toMatchObject({ statusCode: 400, message: CERTIFICATE_MESSAGES.codeInvalid });
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i <= CERTIFICATE_LOOKUPS_PER_MINUTE; i++) answers.push((await verify('ABCDEFGHJKMN', ip)).statusCode);
    expect(answers.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await verify('ABCDEFGHJKMN')).statusCode).toBe(404);
  });

  it('keeps issuing and revoking to admins, and each holder to their own certificates', async () => {
    const admin = await adminWithSignature(ctx.app);
    const student = await trainedStudent(ctx.app);
    const other = await studentAt(ctx.app, 'fee-verified');
    const ca = await signInAs(ctx.app, 'CA');
    const cert = (await issue(admin, student.id, 'TRAINING')).json() as { id: string };
    for (const user of [student, ca]) {
      expect((await issue(user, student.id, 'TRAINING')).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates?userId=${student.id}`, headers: user.headers })).statusCode,
      ).toBe(403);
      expect((await post(ctx.app, user, `/admin/api/certificates/${cert.id}/revoke`, { reason: 'no' })).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates/${cert.id}/file`, headers: user.headers })).statusCode,
      ).toBe(403);
    }
    for (const user of [admin, ca])
      expect((await ctx.app.inject({ method: 'GET', url: '/student/certificates', headers: user.headers })).statusCode).toBe(403);
    const stolen = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/file`, headers: other.headers });
    expect(stolen.json()).toMatchObject({ statusCode: 404, message: CERTIFICATE_MESSAGES.notFound });
    expect((await ctx.app.inject({ method: 'GET', url: '/student/certificates', headers: other.headers })).json()).toEqual([]);
  });
});
