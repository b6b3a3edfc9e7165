/**
 * Certificates are earned and never dated ahead: a training certificate once the batch's last
 * session has ended and the attendance meets the cohort's line (refused with the figure before
 * that), the internship's certificates from the internship's last day; the eligible list says why
 * a student must wait. The calendar is moved with the program's clock (PROGRAM_TODAY).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPE_INFO } from '@portal/domain/certificate';
import { useTestApp } from './helpers/app.ts';
import { studentWithFinalLetter } from './helpers/journey-end.ts';
import { adminWithSignature, post } from './helpers/program.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { trainedStudent } from './helpers/training-batch.ts';

const AFTER_EVERYTHING = '2026-11-24';
const ctx = useTestApp({ config: { programToday: AFTER_EVERYTHING } });
const today = (day: string) => Object.assign(ctx.app.config, { programToday: day });
afterEach(() => today(AFTER_EVERYTHING));

const issue = (admin: SignedInUser, userId: string, type: string) => post(ctx.app, admin, '/admin/api/certificates', { userId, type });
type EligibleRow = { userId: string; notYet: string | null };
const eligible = async (admin: SignedInUser, type: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/admin/api/certificates/eligible?type=${type}&size=100`, headers: admin.headers })
  ).json() as {
    items: EligibleRow[];
  };

describe('certificates earned, never dated ahead', () => {
  it('issues a training certificate only once the training has ended and the attendance meets the line', async () => {
    const admin = await adminWithSignature(ctx.app);
    const [below, atLine] = [await trainedStudent(ctx.app, 14), await trainedStudent(ctx.app, 15)];

    // Before the end: the last session (Fri Nov 28, 2025, 18:30–20:30 IST) has not ended.
    today('2025-11-20');
    const early = 'The training has not ended: its last session ends on 28 Nov 2025, 20:30 IST.';
    expect((await issue(admin, atLine.id, 'TRAINING')).json()).toMatchObject({ statusCode: 409, message: early });
    expect((await eligible(admin, 'TRAINING')).items.find((r) => r.userId === atLine.id)?.notYet).toBe(early);

    today('2025-11-29');
    expect((await issue(admin, below.id, 'TRAINING')).json()).toMatchObject({
      statusCode: 409,
      message: 'attended 14 of 20 (70%); 75% needed',
    });
    const rows = (await eligible(admin, 'TRAINING')).items;
    expect(rows.find((r) => r.userId === below.id)?.notYet).toBe('attended 14 of 20 (70%); 75% needed');
    expect(rows.find((r) => r.userId === atLine.id)?.notYet).toBeNull();

    const issued = await issue(admin, atLine.id, 'TRAINING');
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ periodEnd: '2025-11-30', attendance: 'attended 15 of 20 live sessions' });
    expect((await ctx.app.inject({ method: 'GET', url: `/public/certificates/${issued.json().code}` })).json()).toMatchObject({
      attendance: 'attended 15 of 20 live sessions',
    });
  });

  it("issues the internship's certificates from the internship's last day, never before", async () => {
    const admin = await adminWithSignature(ctx.app);
    const intern = await studentWithFinalLetter(ctx.app);
    // Dec 10, 2025 for six weeks: its last day is Jan 20, 2026.
    today('2026-01-19');
    const early = 'The internship ends on Jan 20, 2026; its certificates can be issued from that day.';
    expect((await issue(admin, intern.id, 'INTERNSHIP')).json()).toMatchObject({ statusCode: 409, message: early });
    expect((await eligible(admin, 'INTERNSHIP')).items.find((r) => r.userId === intern.id)?.notYet).toBe(early);

    today('2026-01-20');
    const internship = await issue(admin, intern.id, 'INTERNSHIP');
    expect(internship.statusCode, internship.body).toBe(201);
    expect(internship.json()).toMatchObject({ periodEnd: '2026-01-20', attendance: null });
    expect(internship.json().issuedAt.slice(0, 10)).toBe('2026-01-20');
    expect((await issue(admin, intern.id, 'EXCELLENCE')).statusCode).toBe(201);
    expect(CERTIFICATE_TYPE_INFO.EXCELLENCE.period).toBe('internship');
  });
});
