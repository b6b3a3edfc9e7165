/**
 * A batch's generated sessions follow a change of the cohort's session time, length or holidays, or
 * of its training dates: the sessions to come that no admin cancelled or moved take the new times, a
 * new holiday's session is cancelled ("Holiday"), as is one the dates no longer include, and comes
 * back when the day is a training day again; a weekday the calendar gains gets a session; each
 * changed session's SEQUENCE rises and the batch is mailed once per change.
 * Edits that change what the calendar feed shows raise the SEQUENCE too. The program's now is
 * 12 Nov 2025, 12:00 IST (06:30 UTC): the sessions of Nov 3–11 have been held.
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import { OUTSIDE_DATES_REASON } from '@portal/domain/training';
import type { BatchSessionsView } from '@portal/domain/views/training';
import { API_MESSAGES } from '../src/lib/messages.ts';
import type { TrainingSessionDoc } from '../src/models/training.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp({ config: { programToday: '2025-11-12' } });
const COHORT = String(FIRST_COHORT_ID);
const SETTINGS = {
  sessionStartTime: '18:30',
  sessionMinutes: 120,
  holidays: [] as string[],
  attendanceMinPercent: 75,
  presentSharePercent: 50,
};

async function saveSettings(admin: SignedInUser, changes: Partial<typeof SETTINGS>) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/admin/api/training/settings/${COHORT}`,
    headers: admin.headers,
    payload: { ...SETTINGS, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The batch's stored sessions by their India day. */
async function sessionsByDay(specialization: string, cohortId: Types.ObjectId = FIRST_COHORT_ID): Promise<Map<string, TrainingSessionDoc>> {
  const sessions = await ctx.app.models.TrainingSession.find({ cohortId, specialization }).lean<TrainingSessionDoc[]>();
  return new Map(sessions.map((s) => [s.slotDay, s]));
}

const scheduleMails = (to: string) => ctx.app.models.OutboxMail.find({ template: 'training-schedule-changed', to }).sort({ _id: 1 }).lean();

describe("a change of the cohort's calendar", () => {
  it('moves the sessions to come that no admin changed, cancels a new holiday and brings it back, mailing the batch once each time', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Data Science' });
    await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization: 'Data Science' });
    const generated = await sessionsByDay('Data Science');
    const cancelledByHand = await post(ctx.app, admin, `/admin/api/training/sessions/${String(generated.get('2025-11-20')!._id)}/cancel`, {
      reason: 'Instructor unwell',
    });
    expect(cancelledByHand.statusCode, cancelledByHand.body).toBe(200);
    const movedByHand = await post(ctx.app, admin, `/admin/api/training/sessions/${String(generated.get('2025-11-21')!._id)}/move`, {
      startsAt: '2025-11-22T11:00:00+05:30',
      reason: 'Festival',
    });
    expect(movedByHand.statusCode, movedByHand.body).toBe(200);

    // Saved unchanged: nothing moves, nobody is mailed.
    await saveSettings(admin, {});
    expect(await scheduleMails(student.email)).toHaveLength(0);

    await saveSettings(admin, { sessionStartTime: '19:00', sessionMinutes: 90, holidays: ['2025-11-05', '2025-11-14'] });
    const after = await sessionsByDay('Data Science');
    // Held sessions (and a past holiday) stay as they were.
    expect(after.get('2025-11-05')).toMatchObject({ status: 'SCHEDULED', startsAt: new Date('2025-11-05T13:00:00Z'), sequence: 0 });
    expect(after.get('2025-11-11')).toMatchObject({ startsAt: new Date('2025-11-11T13:00:00Z'), sequence: 0 });
    // Today's session has not started: it takes the new time and length.
    expect(after.get('2025-11-12')).toMatchObject({
      status: 'SCHEDULED',
      startsAt: new Date('2025-11-12T13:30:00Z'),
      endsAt: new Date('2025-11-12T15:00:00Z'),
      sequence: 1,
    });
    expect(after.get('2025-11-14')).toMatchObject({ status: 'CANCELLED', statusReason: 'Holiday', holidayCancelled: true, sequence: 1 });
    expect(after.get('2025-11-28')).toMatchObject({ startsAt: new Date('2025-11-28T13:30:00Z'), number: 20, sequence: 1 });
    // What an admin cancelled or moved stays as they left it.
    expect(after.get('2025-11-20')).toMatchObject({ status: 'CANCELLED', statusReason: 'Instructor unwell', sequence: 1 });
    expect(after.get('2025-11-21')).toMatchObject({ status: 'MOVED', startsAt: new Date('2025-11-22T05:30:00Z'), sequence: 1 });

    const [first] = await scheduleMails(student.email);
    expect(await scheduleMails(student.email)).toHaveLength(1);
    const changes = (first!.data as { changes: string[] }).changes;
    expect(changes).toContain('Session 8 now starts 12 Nov 2025, 19:00 IST and lasts 90 minutes.');
    expect(changes).toContain('Session 10 on 14 Nov 2025, 18:30 IST is cancelled: Holiday.');
    // Nothing of the held sessions (1–7), nor of those an admin cancelled (14) or moved (15).
    expect(changes.join(' ')).not.toMatch(/Session ([1-7]|1[45]) /);

    // The student's calendar feed shows the new time with a higher SEQUENCE, the holiday cancelled.
    const page = (await get(ctx.app, student, '/student/training')).json() as { calendarUrl: string };
    const feed = (await ctx.app.inject({ method: 'GET', url: new URL(page.calendarUrl).pathname })).body.replace(/\r\n[ \t]/g, '');
    const holidayEvent = feed.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${String(after.get('2025-11-14')!._id)}@`))!;
    expect(holidayEvent).toContain('STATUS:CANCELLED');
    expect(holidayEvent).toContain('SEQUENCE:1');

    await saveSettings(admin, { sessionStartTime: '19:00', sessionMinutes: 90, holidays: ['2025-11-05'] });
    const back = await sessionsByDay('Data Science');
    expect(back.get('2025-11-14')).toMatchObject({
      status: 'SCHEDULED',
      statusReason: null,
      holidayCancelled: false,
      startsAt: new Date('2025-11-14T13:30:00Z'),
      sequence: 2,
    });
    expect(back.get('2025-11-17')?.sequence).toBe(1);
    const mails = await scheduleMails(student.email);
    expect(mails).toHaveLength(2);
    expect((mails[1]!.data as { changes: string[] }).changes).toEqual(['Session 10 is back on 14 Nov 2025, 19:00 IST (90 minutes).']);
    await saveSettings(admin, {});
  });

  it('adds a session for a weekday the calendar gains, numbering the batch again', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentAt(ctx.app, 'specialized', { specialization: 'Machine Learning' });
    await saveSettings(admin, { holidays: ['2025-11-14'] });
    await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization: 'Machine Learning' });
    expect((await sessionsByDay('Machine Learning')).size).toBe(19);

    await saveSettings(admin, {});
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/training/sessions?cohortId=${COHORT}&specialization=Machine%20Learning`,
      headers: admin.headers,
    });
    const items = (res.json() as BatchSessionsView).items;
    expect(items).toHaveLength(20);
    expect(items.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(items[9]).toMatchObject({ number: 10, startsAt: '2025-11-14T13:00:00.000Z', status: 'SCHEDULED' });
    const sessions = await sessionsByDay('Machine Learning');
    expect(sessions.get('2025-11-13')).toMatchObject({ number: 9, sequence: 0 });
    expect(sessions.get('2025-11-17')).toMatchObject({ number: 11, sequence: 1 });
    const mails = await scheduleMails(student.email);
    expect(mails).toHaveLength(1);
    expect((mails[0]!.data as { changes: string[] }).changes).toEqual(['Session 10 is added on 14 Nov 2025, 18:30 IST (120 minutes).']);
  });
});

describe('editing a session', () => {
  it('raises its SEQUENCE when the calendar shows it differently (topic, instructor), not for a link or a recording', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId: COHORT, specialization: 'Web Hosting on Cloud' });
    const session = (await sessionsByDay('Web Hosting on Cloud')).get('2025-11-26')!;
    const sequence = async () => (await ctx.app.models.TrainingSession.findById(session._id).lean<TrainingSessionDoc>())!.sequence;
    const edit = async (payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/admin/api/training/sessions/${String(session._id)}`,
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return sequence();
    };
    expect(await edit({ topic: 'Containers' })).toBe(1);
    expect(await edit({ topic: 'Containers' })).toBe(1);
    expect(await edit({ instructor: 'Dr. Rao' })).toBe(2);
    expect(await edit({ meetingUrl: 'https://meet.google.com/abc-defg-hij' })).toBe(2);
    expect(await edit({ recordingUrl: 'https://example.com/recording' })).toBe(2);
    expect(await edit({ topic: null })).toBe(3);
  });
});

describe("a change of the cohort's training dates", () => {
  /** A cohort ahead of the program's today (editable until a student is verified into it), with the batch's sessions generated. */
  async function cohortAhead(admin: SignedInUser, fields: CohortFields, specialization: string) {
    const created = await post(ctx.app, admin, '/admin/api/cohorts', fields);
    expect(created.statusCode, created.body).toBe(201);
    const cohortId = (created.json() as { id: string }).id;
    await post(ctx.app, admin, '/admin/api/training/sessions/generate', { cohortId, specialization });
    const edit = (changes: Partial<CohortFields>) =>
      ctx.app.inject({ method: 'PUT', url: `/admin/api/cohorts/${cohortId}`, headers: admin.headers, payload: { ...fields, ...changes } });
    return { cohortId: new Types.ObjectId(cohortId), edit };
  }

  const JANUARY: CohortFields = {
    ...FIRST_COHORT,
    name: 'January 2026',
    trainingStart: '2026-01-05',
    trainingEnd: '2026-01-30',
    internshipStartDates: ['2026-02-09', '2026-02-16'],
    eventDate: '2026-03-20',
  };

  it('cancels the sessions to come the new dates leave out, adds the days they gain, and mails the batch once per change', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const { cohortId, edit } = await cohortAhead(admin, JANUARY, 'Full-Stack Development');
    const student = await studentAt(ctx.app, 'fee-verified');
    const placed = await ctx.app.specializations.finalize(new Types.ObjectId(student.id), (await ctx.app.cohorts.byId(cohortId))!, {
      specialization: 'Full-Stack Development',
      startDateCode: 'FEB09',
      startDate: '2026-02-09',
      durationWeeks: 6,
    });
    expect(placed.ok).toBe(true);
    expect((await sessionsByDay('Full-Stack Development', cohortId)).size).toBe(20);

    // Saved unchanged: nothing moves, nobody is mailed.
    expect((await edit({})).statusCode).toBe(200);
    expect(await scheduleMails(student.email)).toHaveLength(0);

    const moved = await edit({ trainingStart: '2026-01-07', trainingEnd: '2026-02-03' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await sessionsByDay('Full-Stack Development', cohortId);
    expect(after.size).toBe(22);
    for (const day of ['2026-01-05', '2026-01-06'])
      expect(after.get(day)).toMatchObject({
        status: 'CANCELLED',
        statusReason: OUTSIDE_DATES_REASON,
        holidayCancelled: true,
        sequence: 1,
      });
    expect(after.get('2026-01-07')).toMatchObject({ status: 'SCHEDULED', number: 3, sequence: 0 });
    expect(after.get('2026-02-02')).toMatchObject({
      status: 'SCHEDULED',
      number: 21,
      startsAt: new Date('2026-02-02T13:00:00Z'),
      sequence: 0,
    });
    expect(after.get('2026-02-03')).toMatchObject({ status: 'SCHEDULED', number: 22 });
    const mails = await scheduleMails(student.email);
    expect(mails).toHaveLength(1);
    expect((mails[0]!.data as { changes: string[] }).changes).toEqual([
      `Session 1 on 5 Jan 2026, 18:30 IST is cancelled: ${OUTSIDE_DATES_REASON}.`,
      `Session 2 on 6 Jan 2026, 18:30 IST is cancelled: ${OUTSIDE_DATES_REASON}.`,
      'Session 21 is added on 2 Feb 2026, 18:30 IST (120 minutes).',
      'Session 22 is added on 3 Feb 2026, 18:30 IST (120 minutes).',
    ]);

    // The first dates again: the days left out come back, those gained are cancelled.
    expect((await edit({})).statusCode).toBe(200);
    const back = await sessionsByDay('Full-Stack Development', cohortId);
    expect(back.get('2026-01-05')).toMatchObject({ status: 'SCHEDULED', statusReason: null, holidayCancelled: false, sequence: 2 });
    expect(back.get('2026-02-02')).toMatchObject({ status: 'CANCELLED', statusReason: OUTSIDE_DATES_REASON, sequence: 1 });
    expect(await scheduleMails(student.email)).toHaveLength(2);
  });

  it('is refused once a student has been verified into the cohort, so sessions held or marked never move', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const february = {
      ...JANUARY,
      name: 'February 2026',
      trainingStart: '2026-02-02',
      trainingEnd: '2026-02-27',
      internshipStartDates: ['2026-03-09'],
    };
    const { cohortId, edit } = await cohortAhead(admin, february, 'Full-Stack Development');
    await ctx.app.cohorts.lock(cohortId);

    const refused = await edit({ trainingEnd: '2026-02-20' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: API_MESSAGES.cohortLocked });
    const sessions = [...(await sessionsByDay('Full-Stack Development', cohortId)).values()];
    expect(sessions).toHaveLength(20);
    expect(sessions.every((s) => s.status === 'SCHEDULED' && s.sequence === 0)).toBe(true);
  });
});
