/**
 * fastify.letterWorker: issues the offer letters in the background of the API process.
 *
 * A draft is issued for every request once an authorized signature exists; a final for every
 * signature. Work is claimed with leases (lib/leased-jobs.ts), so several API processes share
 * it and a crashed worker's job is taken over when its lease runs out. Exactly one letter per
 * student and kind comes from the unique {userId, kind} index: a worker that loses the insert
 * deletes the PDF it stored, and the winner deletes PDFs that crashed attempts left behind.
 *
 * It runs at start, when woken (a request, a signature, an admin saving the signature) and
 * every LETTER_WORKER_POLL_SECONDS for work whose lease ran out.
 */
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { offerDraftDocument } from '../../documents/offer-draft.ts';
import { offerFinalDocument } from '../../documents/offer-final.ts';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import { leasedJobQueue, type Claimed, type LeasedJobQueue } from '../../lib/leased-jobs.ts';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import { offerLetterContentFor } from '../../lib/offer-letter-content.ts';
import type { AdminSignatureDoc } from '../../models/admin-signature.ts';
import type { OfferLetterContent } from '../../documents/offer-letter-body.ts';
import type { OfferLetterKind } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';
import { createOfferLetterRepository } from './offer-letter-repository.ts';

/** Long enough for a render and upload under load; a crashed worker's job waits this long. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

export interface LetterWorkerOptions {
  leaseMs?: number;
  pollMs?: number;
  /** Test seam: runs after a PDF is stored and before it is recorded (a crash or stall there). */
  afterStore?: (kind: OfferLetterKind, userId: string) => Promise<void>;
}

export interface LetterRunResult {
  drafts: number;
  finals: number;
  failed: number;
}

export interface LetterWorker extends BackgroundLoop {
  /** Issues every waiting letter this worker can claim; counts the letters it issued. */
  runOnce(): Promise<LetterRunResult>;
}

/** What a letter is drawn as: the PDF and what its record keeps. */
interface Drawn {
  pdf: Buffer;
  fields: { adminSignatureId: Types.ObjectId; content: OfferLetterContent; issuedAt: Date };
}

export function letterFileName(kind: OfferLetterKind, studentId: string): string {
  return `offer-letter-${kind}-${studentId}.pdf`;
}

export function createLetterWorker(app: FastifyInstance, options: LetterWorkerOptions = {}): LetterWorker {
  const { models, files, log } = app;
  const letters = createOfferLetterRepository(models);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const drafts = leasedJobQueue<OfferLetterRequestDoc>(models.OfferLetterRequest, { leaseMs });
  const finals = leasedJobQueue<OfferSignatureDoc>(models.OfferSignature, { leaseMs });

  /** Deletes the owner's PDFs of this kind that are not the recorded letter (left by crashed attempts). */
  async function removeStrayFiles(user: UserDoc, kind: OfferLetterKind): Promise<void> {
    const recorded = await letters.letter(user._id, kind);
    if (!recorded) return;
    const stored = await files.listOwned('letters', String(user._id), letterFileName(kind, user.studentId));
    for (const file of stored) if (file.id !== recorded.fileId) await files.remove('letters', file.id);
  }

  /** Stores the PDF and records it as the student's letter of this kind; false when another worker's letter is already recorded. */
  async function storeAndRecord(user: UserDoc, kind: OfferLetterKind, pdf: Buffer, fields: Drawn['fields']): Promise<boolean> {
    const file = await files.put('letters', String(user._id), pdf, 'application/pdf', letterFileName(kind, user.studentId));
    await options.afterStore?.(kind, String(user._id));
    try {
      await letters.insertLetter({ userId: user._id, kind, fileId: file.id, sha256: file.sha256, size: file.size, ...fields });
      return true;
    } catch (err) {
      await files.remove('letters', file.id);
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** Records the student's mail for this letter (once per letter, whichever worker recorded it); the outbox sends it. */
  async function mailStudent(user: UserDoc, kind: OfferLetterKind): Promise<void> {
    const letter = await letters.letter(user._id, kind);
    if (!letter) return;
    const content = letter.content as OfferLetterContent;
    await app.outbox.enqueue({
      key: `offer-${kind}-ready:${String(letter._id)}`,
      template: kind === 'draft' ? 'offer-draft-ready' : 'offer-final-ready',
      to: user.email,
      data: { name: user.name ?? null, specialization: content.specialization },
      attachments: [{ fileKind: 'letters', fileId: String(letter.fileId), filename: letterFileName(kind, user.studentId) }],
    });
  }

  async function loadUser(userId: Types.ObjectId): Promise<UserDoc> {
    const user = await app.users.byId(userId);
    if (!user) throw new Error(`user ${String(userId)} no longer exists`);
    return user;
  }

  /**
   * Issues the student's letter of this kind once: draws it unless it is already recorded,
   * records it (or loses to another worker's record), completes the job, removes PDFs that
   * crashed attempts left, and mails the student when this worker's letter is the one recorded.
   */
  async function issue<T extends { userId: Types.ObjectId }>(
    job: Claimed<T>,
    queue: LeasedJobQueue<T>,
    kind: OfferLetterKind,
    draw: (user: UserDoc) => Promise<Drawn>,
  ): Promise<boolean> {
    const user = await loadUser(job.userId);
    let recorded: Drawn | null = null;
    if (!(await letters.letter(user._id, kind))) {
      const drawn = await draw(user);
      if (await storeAndRecord(user, kind, drawn.pdf, drawn.fields)) recorded = drawn;
    }
    // Before the job is done: a worker that dies after recording the letter still leaves its mail owed.
    await mailStudent(user, kind);
    await queue.complete(job);
    await removeStrayFiles(user, kind);
    return !!recorded;
  }

  const issueDraft = (job: Claimed<OfferLetterRequestDoc>, signature: AdminSignatureDoc) =>
    issue(job, drafts, 'draft', async (user) => {
      const [selection, background] = await Promise.all([app.specializations.find(user._id), app.backgrounds.find(user._id)]);
      if (!selection) throw new Error('the student has no finalized specialization');
      const issuedAt = new Date();
      const cohort = await app.cohorts.ofStudent(user);
      const content = offerLetterContentFor({ user, selection, background, request: job, seller: app.config.seller, issuedAt, cohort });
      const pdf = await app.pdf.render(offerDraftDocument(content, await app.adminSignature.dataUrl(signature)));
      return { pdf, fields: { adminSignatureId: signature._id, content, issuedAt } };
    });

  // The final repeats the draft's content and authorized signature, adding the intern's and the evidence page.
  const issueFinal = (job: Claimed<OfferSignatureDoc>) =>
    issue(job, finals, 'final', async (user) => {
      const draft = await letters.letter(user._id, 'draft');
      if (!draft) throw new Error('the signed draft is missing');
      const adminSignature = await app.adminSignature.byId(draft.adminSignatureId);
      const studentSignature = await files.read('signatures', job.fileId, String(user._id));
      if (!adminSignature || !studentSignature) throw new Error('a signature image of the letter is missing');
      const content = draft.content as OfferLetterContent;
      const issuedAt = new Date();
      const pdf = await app.pdf.render(
        offerFinalDocument(
          content,
          await app.adminSignature.dataUrl(adminSignature),
          `data:image/png;base64,${studentSignature.bytes.toString('base64')}`,
          {
            userId: String(user._id),
            email: job.email,
            signedAtUtc: job.signedAt.toISOString(),
            ip: job.ip ?? null,
            userAgent: job.userAgent ?? null,
            draftSha256: job.draftSha256,
            draftIssuedAtUtc: draft.issuedAt.toISOString(),
            signatureSha256: job.signatureSha256,
            adminSignatureSha256: adminSignature.sha256,
            finalIssuedAtUtc: issuedAt.toISOString(),
          },
        ),
      );
      return { pdf, fields: { adminSignatureId: adminSignature._id, content, issuedAt } };
    });

  async function runOnce(): Promise<LetterRunResult> {
    const result: LetterRunResult = { drafts: 0, finals: 0, failed: 0 };
    const attempt = async <T>(job: Claimed<T>, queue: LeasedJobQueue<T>, issue: () => Promise<boolean>, key: 'drafts' | 'finals') => {
      try {
        if (await issue()) result[key]++;
      } catch (err) {
        result.failed++;
        log.error({ err, jobId: String(job._id), kind: key }, 'offer letter could not be issued; it is retried later');
        await queue.fail(job, err);
      }
    };
    // Without an authorized signature no draft can be drawn: requests wait for the admin.
    const signature = await app.adminSignature.current();
    if (signature) {
      for (let job = await drafts.claimNext(); job; job = await drafts.claimNext()) {
        const claimed = job;
        await attempt(claimed, drafts, () => issueDraft(claimed, signature), 'drafts');
      }
    }
    for (let job = await finals.claimNext(); job; job = await finals.claimNext()) {
      const claimed = job;
      await attempt(claimed, finals, () => issueFinal(claimed), 'finals');
    }
    return result;
  }

  const loop = backgroundLoop(runOnce, { pollMs: options.pollMs ?? 30_000, name: 'letter worker', log });
  const worker: LetterWorker = { runOnce, ...loop };
  return worker;
}
