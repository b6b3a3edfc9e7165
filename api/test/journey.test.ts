/** GET /student/journey and fastify.journey: the ten steps from stored facts (SPEC §4). */
import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../src/lib/models.ts';
import { useTestApp } from './helpers/app.ts';
import { studentWith } from './helpers/factories.ts';

const ctx = useTestApp();

const journeyOf = async (headers: { authorization: string }) =>
  (await ctx.app.inject({ method: 'GET', url: '/student/journey', headers })).json();
const userDoc = async (id: string) => (await ctx.app.models.User.findById(id).lean<UserDoc>())!;

describe('GET /student/journey', () => {
  it('starts at 0/10 with step 1 open and Confluence waiting for its registration to open', async () => {
    const student = await studentWith(ctx.app);
    const journey = await journeyOf(student.headers);
    expect(journey).toMatchObject({ done: 0, total: 10, percent: 0, progressLabel: '0/10 • 0%' });
    expect(journey.steps.filter((s: { locked: boolean }) => !s.locked).map((s: { key: string }) => s.key)).toEqual(['id', 'confluence']);
    expect(journey.steps[0]).toEqual({
      number: 1,
      key: 'id',
      label: 'Govt ID Verified',
      section: 'id-proof-view',
      done: false,
      locked: false,
      waiting: false,
      lockedMessage: null,
    });
    expect(journey.steps[1]).toMatchObject({ key: 'fee', locked: true, lockedMessage: 'Please finish step 1 (Govt ID Verified) first.' });
    expect(journey.steps[9]).toMatchObject({
      key: 'confluence',
      locked: false,
      waiting: true,
      lockedMessage: 'Registration not yet opened',
    });
  });

  it('follows the stored facts: the proof status and the fee fields of the user', async () => {
    const student = await studentWith(ctx.app, { feePaid: true });
    await ctx.app.models.IdProof.create({
      userId: student.id,
      userEmail: student.email,
      activeKey: student.id,
      fileId: 'f',
      fileName: 'id.png',
      mimeType: 'image/png',
      sizeBytes: 1,
      sha256: 'x',
      uploadedAt: new Date(),
      status: 'VERIFIED',
    });
    const journey = await journeyOf(student.headers);
    expect(journey.progressLabel).toBe('2/10 • 20%');
    expect(journey.steps.slice(0, 4).map((s: { done: boolean; locked: boolean }) => [s.done, s.locked])).toEqual([
      [true, false],
      [true, false],
      [false, false],
      [false, true],
    ]);
  });
});

describe('fastify.journey.lockedMessage', () => {
  it('names the step to finish first while the step is locked, and is null once open', async () => {
    const student = await studentWith(ctx.app);
    expect(await ctx.app.journey.lockedMessage(await userDoc(student.id), 'fee')).toBe('Please finish step 1 (Govt ID Verified) first.');
    expect(await ctx.app.journey.lockedMessage(await userDoc(student.id), 'confluence')).toBe('Registration not yet opened');
    await ctx.app.models.User.updateOne({ _id: student.id }, { $set: { feeVerified: true } });
    expect(await ctx.app.journey.lockedMessage(await userDoc(student.id), 'specialization')).toBeNull();
    expect(await ctx.app.journey.lockedMessage(await userDoc(student.id), 'background')).toBe(
      'Please finish step 4 (Specialization Finalized) first.',
    );
  });
});
