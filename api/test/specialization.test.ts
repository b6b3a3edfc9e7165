/** Step 4: the specialization selection, its SPEC §5 messages, once-only, and first-come seats. */
import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { MESSAGES, noSeatsLeft } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { SELECTION, get, post, studentAt, verifyId } from './helpers/program.ts';

// Web Hosting on Cloud has 10 seats; a baseline of 7 leaves 3 for the tests of this file.
const ctx = useTestApp({
  config: { seatBaseline: { ...Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, s.filled])), 'Web Hosting on Cloud': 7 } },
});
const HOSTING = 'Web Hosting on Cloud';

async function publicSeats() {
  const res = await ctx.app.inject({ method: 'GET', url: '/public/seats' });
  expect(res.statusCode).toBe(200);
  return res.json() as { specializations: { name: string; seats: number; filled: number }[]; totals: { seats: number; filled: number } };
}

describe('GET /public/seats', () => {
  it('answers without sign-in with every specialization from the SPEC table and the totals', async () => {
    const seats = await publicSeats();
    expect(seats.specializations.map((s) => s.name)).toEqual(SPECIALIZATIONS.map((s) => s.name));
    expect(seats.specializations.find((s) => s.name === 'Artificial Intelligence')).toEqual({
      name: 'Artificial Intelligence',
      seats: 50,
      filled: 42,
    });
    expect(seats.totals.seats).toBe(250);
  });

  it('shows 179 of 250 on a fresh system with the default baseline', async () => {
    const { createTestApp, destroyTestApp } = await import('./helpers/app.ts');
    const fresh = await createTestApp();
    try {
      const res = await fresh.inject({ method: 'GET', url: '/public/seats' });
      expect(res.json().totals).toEqual({ seats: 250, filled: 179 });
    } finally {
      await destroyTestApp(fresh);
    }
  });
});

describe('GET /student/specialization', () => {
  it('is not finalized while nothing was chosen', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const res = await get(ctx.app, student, '/student/specialization');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      specialization: null,
      startDateCode: null,
      startDate: null,
      durationWeeks: null,
      finalized: false,
      finalizedAt: null,
    });
  });
});

describe('POST /student/specialization', () => {
  it('is refused while the step is locked (ID not verified, then fee not verified)', async () => {
    const fresh = await studentAt(ctx.app, 'fresh');
    const res = await post(ctx.app, fresh, '/student/specialization', SELECTION);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please finish step 3 (Invoice Generated) first.');
    expect((await get(ctx.app, fresh, '/student/specialization')).json().finalized).toBe(false);

    // ID verified, fee not yet verified: still locked.
    await verifyId(ctx.app, fresh.id, fresh.email);
    const unpaid = await post(ctx.app, fresh, '/student/specialization', SELECTION);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Please finish step 3 (Invoice Generated) first.');
    expect(await ctx.app.models.SpecializationSelection.countDocuments({ userId: fresh.id })).toBe(0);
  });

  it('gives each SPEC §5 message', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SELECTION, specialization: '' }, MESSAGES.specializationRequired],
      [{ ...SELECTION, specialization: 'Underwater Basket Weaving' }, MESSAGES.specializationRequired],
      [{ ...SELECTION, startDateCode: 'DEC05' }, MESSAGES.startDateInvalid],
      [{ specialization: 'Data Science', startDate: '2025-12-11', durationWeeks: 4, confirm: true }, MESSAGES.startDateInvalid],
      [{ ...SELECTION, durationWeeks: null }, MESSAGES.durationRequired],
      [{ ...SELECTION, durationWeeks: 5 }, MESSAGES.durationRequired],
      [{ ...SELECTION, confirm: false }, API_MESSAGES.confirmRequired],
    ];
    for (const [body, message] of cases) {
      const res = await post(ctx.app, student, '/student/specialization', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const all = await post(ctx.app, student, '/student/specialization', { confirm: true });
    expect(all.json().errors).toEqual({
      specialization: MESSAGES.specializationRequired,
      startDateCode: MESSAGES.startDateInvalid,
      durationWeeks: MESSAGES.durationRequired,
    });
    expect((await get(ctx.app, student, '/student/specialization')).json().finalized).toBe(false);
  });

  it("finalizes once with 'Selection finalized.'; a YYYY-12-DD date maps to its code; a second POST changes nothing", async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const res = await post(ctx.app, student, '/student/specialization', {
      specialization: 'Machine Learning',
      startDate: '2025-12-15',
      durationWeeks: '8w',
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      specialization: 'Machine Learning',
      startDateCode: 'DEC15',
      startDate: '2025-12-15',
      durationWeeks: 8,
      finalized: true,
      message: MESSAGES.selectionFinalized,
    });

    const again = await post(ctx.app, student, '/student/specialization', SELECTION);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MESSAGES.selectionAlreadyFinal);
    expect((await get(ctx.app, student, '/student/specialization')).json()).toMatchObject({
      specialization: 'Machine Learning',
      startDateCode: 'DEC15',
      durationWeeks: 8,
    });
    const journey = (await get(ctx.app, student, '/student/journey')).json();
    expect(journey.steps[3]).toMatchObject({ key: 'specialization', done: true });
    expect(journey.steps[4]).toMatchObject({ key: 'background', locked: false });
  });

  it('takes exactly one seat when one student sends ten finalizations at once', async () => {
    const student = await studentAt(ctx.app, 'fee-verified');
    const before = (await publicSeats()).specializations.find((s) => s.name === 'Full-Stack Development')!.filled;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(ctx.app, student, '/student/specialization', {
          ...SELECTION,
          specialization: 'Full-Stack Development',
          durationWeeks: [4, 6, 8][i % 3],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === API_MESSAGES.selectionAlreadyFinal)).toBe(true);
    expect(await ctx.app.models.SpecializationSelection.countDocuments({ userId: student.id })).toBe(1);
    expect((await publicSeats()).specializations.find((s) => s.name === 'Full-Stack Development')!.filled).toBe(before + 1);
  });

  it('moves the landing counts when a student finalizes', async () => {
    const before = await publicSeats();
    const student = await studentAt(ctx.app, 'fee-verified');
    expect(
      (await post(ctx.app, student, '/student/specialization', { ...SELECTION, specialization: 'Front-End Development' })).statusCode,
    ).toBe(200);
    const after = await publicSeats();
    expect(after.totals.filled).toBe(before.totals.filled + 1);
    const frontEnd = (s: typeof before) => s.specializations.find((x) => x.name === 'Front-End Development')!.filled;
    expect(frontEnd(after)).toBe(frontEnd(before) + 1);
  });

  it('gives the last seats to exactly as many of 20 racing students, and tells the rest none is left', async () => {
    // 3 seats are free; one goes to a student first, leaving 2 for the race.
    const early = await studentAt(ctx.app, 'fee-verified');
    expect((await post(ctx.app, early, '/student/specialization', { ...SELECTION, specialization: HOSTING })).statusCode).toBe(200);

    const racers = await Promise.all(Array.from({ length: 20 }, () => studentAt(ctx.app, 'fee-verified')));
    const results = await Promise.all(
      racers.map((s) => post(ctx.app, s, '/student/specialization', { ...SELECTION, specialization: HOSTING })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(18);
    for (const r of lost) expect(r.json().message).toBe(noSeatsLeft(HOSTING));

    const seats = await ctx.app.models.SpecializationSelection.find({ specialization: HOSTING }).lean();
    expect(seats.map((s) => s.seatNumber).sort((a, b) => a - b)).toEqual([8, 9, 10]);
    expect((await publicSeats()).specializations.find((s) => s.name === HOSTING)).toEqual({ name: HOSTING, seats: 10, filled: 10 });

    // A later student is refused too, and can still choose another specialization.
    const late = racers[results.findIndex((r) => r.statusCode === 409)]!;
    expect((await post(ctx.app, late, '/student/specialization', { ...SELECTION, specialization: HOSTING })).json().message).toBe(
      noSeatsLeft(HOSTING),
    );
    expect((await post(ctx.app, late, '/student/specialization', { ...SELECTION, specialization: 'Data Science' })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('lets only students use /student/specialization', async () => {
    for (const role of ['ADMIN', 'CA'] as const) {
      const user = await signInAs(ctx.app, role);
      expect((await get(ctx.app, user, '/student/specialization')).statusCode).toBe(403);
      expect((await post(ctx.app, user, '/student/specialization', SELECTION)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/student/specialization' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/student/specialization', payload: SELECTION })).statusCode).toBe(401);
  });
});
