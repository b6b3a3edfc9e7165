/**
 * The letter worker's exactly-once promise: two API processes (two apps on one database) working
 * at once, a worker dying after storing a PDF but before recording it, and a failing job retried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { App } from '../src/app.ts';
import { createLetterWorker, letterFileName } from '../src/features/offer-letters/letter-worker.ts';
import type { OfferLetterKind } from '../src/models/offer-letter.ts';
import { createTestApp, destroyTestApp, inboxUrl } from './helpers/app.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { ADDRESS, adminWithSignature, dataUrl, eventually, post, signaturePng, studentAt } from './helpers/program.ts';
import { mailTo } from '../../tools/test-support/inbox.ts';

let first: App;
let second: App;

beforeAll(async () => {
  // Two API processes on one database, neither running its own worker: the tests drive them.
  first = await createTestApp({ config: { letterWorker: false } });
  second = await createTestApp({ config: { letterWorker: false, mongodbDb: first.config.mongodbDb } });
  await adminWithSignature(first);
});

afterAll(async () => {
  await second?.close();
  await destroyTestApp(first);
});

async function lettersOf(userId: string, kind: OfferLetterKind) {
  const user = await first.models.User.findById(userId).lean();
  return {
    records: await first.models.OfferLetter.countDocuments({ userId, kind }),
    files: (await first.files.listOwned('letters', userId, letterFileName(kind, user!.studentId))).length,
  };
}

async function mailsMatching(student: SignedInUser, subject: RegExp) {
  return (await mailTo(inboxUrl(), student.email)).filter((m) => subject.test(m.subject)).length;
}

/** The mails of this kind recorded for the student: the outbox sends each record once. */
async function outboxMails(student: SignedInUser, template: 'offer-draft-ready' | 'offer-final-ready') {
  return first.models.OutboxMail.countDocuments({ to: student.email, template });
}

/** A promise the test resolves when it wants the stalled worker to go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('two workers at once', () => {
  it('issue exactly one draft and one final per student, and one mail of each', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => studentAt(first, 'requested')));
    const workers = [createLetterWorker(first), createLetterWorker(second)];

    const draftRuns = await Promise.all(workers.map((w) => w.runOnce()));
    expect(draftRuns.reduce((n, r) => n + r.drafts, 0)).toBe(6);
    expect(draftRuns.every((r) => r.failed === 0)).toBe(true);
    for (const s of students) expect(await lettersOf(s.id, 'draft')).toEqual({ records: 1, files: 1 });

    for (const s of students) {
      const res = await post(first, s, '/student/offer-letter/sign', { signatureDataUrl: dataUrl(signaturePng()), confirm: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    const finalRuns = await Promise.all(workers.map((w) => w.runOnce()));
    expect(finalRuns.reduce((n, r) => n + r.finals, 0)).toBe(6);
    for (const s of students) expect(await lettersOf(s.id, 'final')).toEqual({ records: 1, files: 1 });

    // Nothing is left to do for either of them.
    expect(await Promise.all(workers.map((w) => w.runOnce()))).toEqual([
      { drafts: 0, finals: 0, failed: 0 },
      { drafts: 0, finals: 0, failed: 0 },
    ]);
    // One outbox record per letter, so one mail each (the outbox sends a record once).
    for (const s of students) {
      expect(await outboxMails(s, 'offer-draft-ready')).toBe(1);
      expect(await outboxMails(s, 'offer-final-ready')).toBe(1);
    }
    for (const s of students) {
      await eventually(async () => (await mailsMatching(s, /ready to sign/)) === 1, { what: 'the draft mail' });
      await eventually(async () => (await mailsMatching(s, /signed internship offer letter/)) === 1, { what: 'the final mail' });
    }
  });
});

describe('a worker that dies after storing the PDF and before recording it', () => {
  for (const kind of ['draft', 'final'] as const) {
    it(`leaves exactly one ${kind} once another worker takes the job over after the lease`, async () => {
      const student = await studentAt(first, 'requested');
      if (kind === 'final') {
        expect((await createLetterWorker(first).runOnce()).drafts).toBe(1);
        await post(first, student, '/student/offer-letter/sign', { signatureDataUrl: dataUrl(signaturePng()), confirm: true });
      }
      const stalled = gate();
      const stored = gate();
      const dying = createLetterWorker(first, {
        afterStore: async (storedKind, userId) => {
          if (storedKind !== kind || userId !== student.id) return;
          stored.open();
          await stalled.opened; // the process is gone: nothing after this point happens
        },
      });
      const dyingRun = dying.runOnce();
      await stored.opened;
      expect(await lettersOf(student.id, kind)).toEqual({ records: 0, files: 1 });

      const rescuer = createLetterWorker(second);
      // While the lease holds, the job is not taken.
      expect((await rescuer.runOnce())[`${kind}s`]).toBe(0);
      // The lease runs out (moved into the past instead of waiting two minutes).
      const expired = { $set: { leaseUntil: new Date(Date.now() - 1) } };
      if (kind === 'draft') await first.models.OfferLetterRequest.updateOne({ userId: student.id }, expired);
      else await first.models.OfferSignature.updateOne({ userId: student.id }, expired);
      expect((await rescuer.runOnce())[`${kind}s`]).toBe(1);
      // One letter, and the dead worker's PDF is gone.
      expect(await lettersOf(student.id, kind)).toEqual({ records: 1, files: 1 });
      const recorded = await first.models.OfferLetter.findOne({ userId: student.id, kind }).lean();
      const [file] = await first.files.listOwned(
        'letters',
        student.id,
        letterFileName(kind, (await first.models.User.findById(student.id).lean())!.studentId),
      );
      expect(file?.id).toBe(recorded?.fileId);

      // Had it only stalled, coming back changes nothing: its insert loses and it removes its own PDF.
      stalled.open();
      expect((await dyingRun)[`${kind}s`]).toBe(0);
      expect(await lettersOf(student.id, kind)).toEqual({ records: 1, files: 1 });
      const subject = kind === 'draft' ? /ready to sign/ : /signed internship offer letter/;
      expect(await outboxMails(student, kind === 'draft' ? 'offer-draft-ready' : 'offer-final-ready')).toBe(1);
      await eventually(async () => (await mailsMatching(student, subject)) === 1, { what: 'the one mail' });
    });
  }
});

describe('a job that fails', () => {
  it('is released with its error, waits out its backoff, and is issued once the cause is fixed', async () => {
    // A request without a finalized specialization cannot be drawn.
    const student = await studentAt(first, 'fee-verified');
    const userId = new Types.ObjectId(student.id);
    await first.offerLetters.request(userId, ADDRESS);
    const worker = createLetterWorker(first);

    expect(await worker.runOnce()).toEqual({ drafts: 0, finals: 0, failed: 1 });
    const job = await first.models.OfferLetterRequest.findOne({ userId }).lean();
    expect(job).toMatchObject({ jobDone: false, claimToken: null, attempts: 1, lastError: 'the student has no finalized specialization' });
    expect(job!.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(await worker.runOnce()).toEqual({ drafts: 0, finals: 0, failed: 0 });

    await first.specializations.finalize(userId, await first.cohorts.active(), {
      specialization: 'Data Science',
      startDateCode: 'DEC01',
      startDate: '2025-12-01',
      durationWeeks: 4,
    });
    await first.models.OfferLetterRequest.updateOne({ userId }, { $set: { leaseUntil: new Date(Date.now() - 1) } });
    expect(await worker.runOnce()).toEqual({ drafts: 1, finals: 0, failed: 0 });
    expect(await first.models.OfferLetterRequest.findOne({ userId }).lean()).toMatchObject({ jobDone: true, lastError: null });
  });
});
