/**
 * Cohorts on the API, on 24 Nov 2026 as the program clock (PROGRAM_TODAY): a fresh
 * install shows the SPEC's first cohort; an admin creates "January 2027" and activates it; the
 * landing facts, seats and a newly verified student follow it (only 2027 start dates, its fee,
 * a letter with 2027 dates), while a student of the first cohort keeps theirs.
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { COHORT_MESSAGES, FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import { DATE_MESSAGES } from '@portal/domain/date-input';
import { MESSAGES } from '@portal/domain/messages';
import type { CohortAdminView, ProgramView } from '@portal/domain/views/program';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { VALID_LINK, setPaymentLink, verifyFee } from './helpers/fees.ts';
import { ADDRESS, STUDENT_BACKGROUND, adminWithSignature, eventually, get, offerStatus, post, verifyId } from './helpers/program.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

const JANUARY_2027: CohortFields = {
  ...FIRST_COHORT,
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  schedule: { days: 'Monday to Thursday', time: '7:00–9:00 PM IST' },
  internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'],
  feeMinor: 599_900,
  stipendNote: 'Performance-based stipend; the criteria are announced in the last week of January.',
  eventDate: '2027-03-12',
  eventTime: '5:00 PM IST',
  eventVenue: 'Bengaluru',
};

const program = async () => (await ctx.app.inject({ method: 'GET', url: '/public/program' })).json() as ProgramView;
const seats = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/public/seats' })).json() as { totals: { seats: number; filled: number } };
const admin = () => signInAs(ctx.app, 'ADMIN');
const put = (user: SignedInUser, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: user.headers, payload: payload as Record<string, unknown> });

/** A student whose ID is verified and whose fee an admin verifies through the API now. */
async function verifiedStudent(by: SignedInUser): Promise<SignedInUser> {
  const student = await studentWith(ctx.app, { country: 'India', state: 'Karnataka' });
  await verifyId(ctx.app, student.id, student.email);
  expect((await verifyFee(ctx.app, by, student.id)).statusCode).toBe(200);
  return student;
}

describe('cohorts', () => {
  let january: CohortAdminView;
  let firstCohortStudent: SignedInUser;
  let staff: SignedInUser;

  it("a fresh install shows the SPEC's first cohort: 1–30 Nov 2025, 179 of 250 seats, Dec 1…25 start dates", async () => {
    const view = await program();
    expect(view.cohort).toMatchObject({
      id: String(FIRST_COHORT_ID),
      name: 'November 2025',
      trainingStart: '2025-11-01',
      trainingEnd: '2025-11-30',
      schedule: { days: 'Monday to Friday', time: '6:30–8:30 PM IST' },
      internshipStartDates: FIRST_COHORT.internshipStartDates,
      durationsWeeks: [4, 6, 8],
      feeMinor: 499_900,
      eventDate: '2026-01-16',
      eventTime: null,
      eventVenue: null,
      // Its training started long before 24 Nov 2026, and no next cohort exists yet.
      enrolmentOpen: false,
    });
    expect(view.nextCohort).toBeNull();
    // The screens say that the calendar is not the real one.
    expect(view.calendarToday).toBe('2026-11-24');
    expect(view.labels).toMatchObject({
      trainingDates: '1–30 Nov 2025',
      internshipStartDays: '1, 10, 15, 20 or 25 Dec 2025',
      eventDate: '16 Jan 2026',
    });
    expect((await seats()).totals).toEqual({ seats: 250, filled: 179 });
  });

  it('a student verified now joins the first cohort, which then can no longer be edited', async () => {
    staff = await admin();
    firstCohortStudent = await verifiedStudent(staff);
    expect((await ctx.app.models.User.findById(firstCohortStudent.id).lean())?.cohortId?.toString()).toBe(String(FIRST_COHORT_ID));
    const first = (await get(ctx.app, staff, '/admin/api/cohorts')).json()[0] as CohortAdminView;
    expect(first).toMatchObject({ name: 'November 2025', active: true, editable: false, students: 1 });
    // The seats taken before the portal (SPEC's 179) are told apart from the portal's students.
    expect(first.filledBeforePortal).toBe(179);
    const res = await put(staff, `/admin/api/cohorts/${first.id}`, { ...FIRST_COHORT, name: 'November 2025 (renamed)' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.cohortLocked);
  });

  it('refuses a cohort with a date that has passed, or internships before the training ends, naming the field', async () => {
    const past = await post(ctx.app, staff, '/admin/api/cohorts', { ...JANUARY_2027, trainingStart: '2026-11-23' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: COHORT_MESSAGES.pastDate, errors: { trainingStart: COHORT_MESSAGES.pastDate } });
    const farOff = await post(ctx.app, staff, '/admin/api/cohorts', { ...JANUARY_2027, eventDate: '9999-12-31' });
    expect(farOff.json()).toMatchObject({ statusCode: 400, errors: { eventDate: DATE_MESSAGES.outOfYears } });
    const early = await post(ctx.app, staff, '/admin/api/cohorts', { ...JANUARY_2027, internshipStartDates: ['2027-01-15'] });
    expect(early.json().errors).toEqual({ internshipStartDates: COHORT_MESSAGES.internshipBeforeTrainingEnd });
    // "March 2026" on 24 Nov 2026: every one of its dates has passed, each named on its field.
    const march = await post(ctx.app, staff, '/admin/api/cohorts', {
      ...JANUARY_2027,
      name: 'March 2026',
      trainingStart: '2026-03-02',
      trainingEnd: '2026-03-27',
      internshipStartDates: ['2026-03-30', '2027-02-01'],
      eventDate: '2026-05-15',
    });
    expect(march.statusCode).toBe(400);
    expect(march.json().errors).toEqual({
      trainingStart: COHORT_MESSAGES.pastDate,
      trainingEnd: COHORT_MESSAGES.pastDate,
      internshipStartDates: COHORT_MESSAGES.pastDate,
      eventDate: COHORT_MESSAGES.pastDate,
    });
    expect((await get(ctx.app, staff, '/admin/api/cohorts')).json()).toHaveLength(1);
  });

  it('an admin creates January 2027: listed, editable, not active; the landing page names it as the next cohort', async () => {
    const res = await post(ctx.app, staff, '/admin/api/cohorts', JANUARY_2027);
    expect(res.statusCode, res.body).toBe(201);
    january = res.json();
    expect(january).toMatchObject({ name: 'January 2027', active: false, editable: true, students: 0, enrolmentOpen: true });
    expect(january.filled['Data Science']).toBe(0);
    expect(january.filledBeforePortal).toBe(0);
    expect((await post(ctx.app, staff, '/admin/api/cohorts', JANUARY_2027)).json().message).toBe(API_MESSAGES.cohortNameTaken);
    expect((await program()).nextCohort).toEqual({ id: january.id, name: 'January 2027', trainingStart: '2027-01-04' });

    const edited = await put(staff, `/admin/api/cohorts/${january.id}`, { ...JANUARY_2027, eventVenue: 'Bengaluru, Karnataka' });
    expect(edited.json()).toMatchObject({ eventVenue: 'Bengaluru, Karnataka' });
    const audit = await ctx.app.models.AuditEntry.find({ targetId: january.id }).lean();
    expect(audit.map((a) => a.action)).toEqual(['cohort.create', 'cohort.update']);
  });

  it('activating it moves the landing facts and the seats to January 2027', async () => {
    const res = await post(ctx.app, staff, `/admin/api/cohorts/${january.id}/activate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: true });
    const view = await program();
    expect(view.cohort).toMatchObject({
      name: 'January 2027',
      trainingStart: '2027-01-04',
      enrolmentOpen: true,
      eventVenue: 'Bengaluru, Karnataka',
    });
    // No baseline in a later cohort: every seat is free.
    expect((await seats()).totals).toEqual({ seats: 250, filled: 0 });
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'cohort.activate', targetId: january.id })).toBe(1);
  });

  it("a payment link asks for the fee of the student's cohort", async () => {
    const student = await studentWith(ctx.app);
    const link = (amountMajor: number) => setPaymentLink(ctx.app, staff, student.id, { url: VALID_LINK, amountMajor, currency: 'INR' });
    const refused = await link(4999);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.paymentAmountFixed(599_900));
    expect(API_MESSAGES.paymentAmountFixed(599_900)).toBe('The payment amount is fixed at INR 5999.00 (amountMajor 5999, currency INR).');
    const set = await link(5999);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ paymentAmountMinor: 599_900, feeMinor: 599_900 });
  });

  it('a student verified now joins January 2027 at its fee, may choose only its dates, and gets a letter with them', async () => {
    const student = await verifiedStudent(staff);
    const invoice = await ctx.app.models.Invoice.findOne({ userId: new Types.ObjectId(student.id) }).lean();
    expect(invoice?.amountMinor).toBe(599_900);
    const own = (await get(ctx.app, student, '/student/program')).json();
    expect(own.cohort.name).toBe('January 2027');
    expect(own.openStartDates).toEqual(['2027-02-01', '2027-02-08', '2027-02-15']);
    // Its cohort's seats, none taken yet (no baseline after the first cohort).
    expect(own.seats.totals).toEqual({ seats: 250, filled: 0 });

    const choose = (body: object) =>
      post(ctx.app, student, '/student/specialization', { specialization: 'Data Science', durationWeeks: 6, confirm: true, ...body });
    for (const old of [{ startDateCode: 'DEC15' }, { startDate: '2025-12-15' }]) {
      const refused = await choose(old);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ startDateCode: MESSAGES.startDateInvalid });
    }
    const chosen = await choose({ startDateCode: 'FEB08' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ startDateCode: 'FEB08', startDate: '2027-02-08', durationWeeks: 6 });
    expect((await seats()).totals.filled).toBe(1);

    await adminWithSignature(ctx.app);
    expect((await post(ctx.app, student, '/student/background', { ...STUDENT_BACKGROUND, confirm: true })).statusCode).toBe(200);
    expect((await post(ctx.app, student, '/student/offer-letter/request', { addressLine: ADDRESS, confirm: true })).statusCode).toBe(200);
    ctx.app.letterWorker.kick();
    await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the draft' });
    const letter = (await pdfText((await get(ctx.app, student, '/student/offer-letter/draft/file')).rawPayload)).replace(/\s+/g, ' ');
    expect(letter).toContain('Mon, 8 Feb 2027');
    expect(letter).toContain('until Sun, 21 Mar 2027');
    expect(letter).toContain(JANUARY_2027.stipendNote);
    expect(letter).toContain('Online, live sessions, Monday to Thursday');
    expect(letter).not.toContain('2025');
  });

  it('a student of the first cohort keeps it: its dates (all passed by now), refused when chosen late', async () => {
    const own = (await get(ctx.app, firstCohortStudent, '/student/program')).json();
    expect(own.cohort.name).toBe('November 2025');
    expect(own.openStartDates).toEqual([]);
    expect(own.seats.totals).toEqual({ seats: 250, filled: 179 });
    const late = await post(ctx.app, firstCohortStudent, '/student/specialization', {
      specialization: 'Data Science',
      startDateCode: 'DEC25',
      durationWeeks: 4,
      confirm: true,
    });
    expect(late.json().errors).toEqual({ startDateCode: MESSAGES.startDateInvalid });
  });

  it('refuses to make the first cohort active again once its training has started (409), and changes nothing', async () => {
    const res = await post(ctx.app, staff, `/admin/api/cohorts/${String(FIRST_COHORT_ID)}/activate`, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.cohortEnrolmentClosed);
    expect((await program()).cohort.name).toBe('January 2027');
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'cohort.activate', targetId: String(FIRST_COHORT_ID) })).toBe(0);
    // The active cohort made active again is no change, not a refusal.
    expect((await post(ctx.app, staff, `/admin/api/cohorts/${january.id}/activate`, {})).statusCode).toBe(200);
  });

  it('answers 404 for an unknown cohort and 403 to a student or a CA', async () => {
    expect((await post(ctx.app, staff, `/admin/api/cohorts/${new Types.ObjectId()}/activate`, {})).statusCode).toBe(404);
    for (const role of ['STUDENT', 'CA'] as const) {
      const other = await signInAs(ctx.app, role);
      expect((await get(ctx.app, other, '/admin/api/cohorts')).statusCode).toBe(403);
      expect((await post(ctx.app, other, '/admin/api/cohorts', JANUARY_2027)).statusCode).toBe(403);
      expect((await post(ctx.app, other, `/admin/api/cohorts/${january.id}/activate`, {})).statusCode).toBe(403);
    }
  });
});
