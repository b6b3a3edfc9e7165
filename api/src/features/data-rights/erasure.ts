/**
 * Carries out an approved erasure. Every step is idempotent (a delete, or a $set to the erased
 * value), so a worker that dies half-way leaves a job whose lease runs out and the next claim does
 * the rest; the account's e-mail is replaced last, because the earlier steps find the student's
 * codes by it. Invoices and credit notes are not touched (GST law keeps them unchanged).
 * A signed offer letter of an internship that has not ended is kept until the internship ends:
 * the job is then parked with its lease at that day and claimed again to erase it.
 */
import type { Types } from 'mongoose';
import { ERASED_PLACEHOLDER, ERASURE_CERTIFICATE_REASON } from '@portal/domain/data-rights';
import { internshipEndDate } from '@portal/domain/specialization';
import { istDay } from '@portal/domain/calendar';
import type { ErasureRequestDoc } from '../../models/erasure-request.ts';
import type { FileKind, FileStore } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { PaymentGateway } from '../payment-gateway/gateway-service.ts';
import type { CredentialService } from '../credentials/credentials-service.ts';
import type { DataRightsRepository } from './data-rights-repository.ts';

/** The actor of the erasure's own audit entries: the system, on the admin's approval. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, role: 'SYSTEM', ip: null };

/** Outbox templates that are about the erasure itself and so are still sent to the address. */
const ERASURE_MAILS = ['erasure-decided'];

export interface ErasureDeps {
  repository: DataRightsRepository;
  files: FileStore;
  audit: Pick<AuditService, 'record' | 'redactionOf'>;
  outbox: Pick<Outbox, 'forgetStudent'>;
  gateway: Pick<PaymentGateway, 'forgetStudent'>;
  /** Sets a revoked certificate's bit in its credential status list, so a downloaded credential reads revoked everywhere. */
  credentials: Pick<CredentialService, 'revoke'>;
  /** Ends the account's sessions, keeping what tells an old browser that the account was erased. */
  sessions: Pick<SessionService, 'endForErasure'>;
  /** The address that replaces the e-mail: a keyed hash, never deliverable. */
  replacementEmail(email: string): { hash: string; email: string };
  now: () => Date;
  /** Today as the program's calendar sees it (internship ends). */
  programNow: () => Date;
}

export type ErasureOutcome = { done: true } | { done: false; heldUntil: string };

async function removeOwned(files: FileStore, kind: FileKind, ownerId: string, keep: (id: string) => boolean = () => false) {
  let removed = 0;
  for (const file of await files.listOwned(kind, ownerId)) {
    if (keep(file.id)) continue;
    if (await files.remove(kind, file.id)) removed++;
  }
  return removed;
}

/** The held letter's last day, when the student has a signed final letter of an internship that has not ended. */
function heldUntilOf(
  records: { letters: { kind: string }[]; selection: { startDate: string; durationWeeks: number } | null },
  today: string,
) {
  const final = records.letters.some((l) => l.kind === 'final');
  if (!final || !records.selection) return null;
  const end = internshipEndDate(records.selection.startDate, records.selection.durationWeeks);
  return today <= end ? end : null;
}

export async function carryOutErasure(deps: ErasureDeps, job: ErasureRequestDoc): Promise<ErasureOutcome> {
  const { repository, files } = deps;
  const { models } = repository;
  const userId = job.userId as Types.ObjectId;
  const ownerId = String(userId);
  const today = istDay(deps.programNow());

  if (!job.erasedAt) {
    const user = await repository.userById(userId);
    if (!user) throw new Error('the account of the erasure request no longer exists');
    const records = await repository.recordsOf(user);
    const heldUntil = heldUntilOf(records, today);
    const { hash, email: replacement } = deps.replacementEmail(user.email);
    const now = deps.now();
    // What must not survive anywhere, compared case-insensitively (the audit is searched for them).
    const secrets = [user.email, user.name, user.phone, records.letterRequest?.addressLine]
      .filter((s): s is string => typeof s === 'string' && s.trim().length >= 3)
      .map((s) => s.toLowerCase());

    // Sign-in: every session (with its browser string) and refresh token goes, the live tokens' hashes kept
    // so an old browser is told its account was erased; codes sent to the address go.
    await deps.sessions.endForErasure(userId, now);
    await models.OtpCode.deleteMany({ email: user.email });
    // The private calendar feed is a credential of the account: its token ends with it.
    await models.TrainingPreference.deleteOne({ _id: userId });
    // The proof of consent stays (which notice, when: DPDP Act s.6(10)); the address and browser it came from go.
    await models.Consent.updateMany({ userId }, { $set: { ip: null, userAgent: null } });

    // Copies of their data made for them.
    for (const e of await repository.exportsOf(userId)) if (e.fileId) await files.remove('data_exports', e.fileId);
    await repository.exports.deleteMany({ userId });

    // Government ID: the files go; the record keeps status, times, type, size and hash, nothing that names them.
    const idFiles = await removeOwned(files, 'id_proofs', ownerId);
    await models.IdProof.updateMany(
      { userId },
      { $set: { userEmail: replacement, fileName: ERASED_PLACEHOLDER, reviewNote: null, accountErasedAt: now } },
    );

    await models.Background.deleteMany({ userId });
    // The seat stays taken (the cohort's count); the intern leaves the mentors' lists and their mentor's place is freed.
    await models.SpecializationSelection.updateOne({ userId, erasedAt: null }, { $set: { erasedAt: now } });
    const assignment = await models.MentorAssignment.findOneAndDelete({ _id: userId }).lean<{ mentorId: Types.ObjectId }>();
    if (assignment) await models.MentorProfile.updateOne({ _id: assignment.mentorId }, { $pull: { places: { intern: userId } } });
    // The internship's reports, evaluation and the mentor's letter: the certificates resting on them are revoked below.
    await models.WeeklyReport.deleteMany({ internId: userId });
    await models.InternshipEvaluation.deleteOne({ _id: userId });
    await models.MentorRecommendation.deleteOne({ _id: userId });

    // Letters and signature: all of them, unless the signed final letter must be kept until the internship ends.
    const finalLetter = records.letters.find((l) => l.kind === 'final');
    const keptFileId = heldUntil && finalLetter ? finalLetter.fileId : null;
    const letterFiles = await removeOwned(files, 'letters', ownerId, (id) => id === keptFileId);
    await models.OfferLetter.deleteMany(heldUntil ? { userId, kind: { $ne: 'final' } } : { userId });
    await models.OfferLetterRequest.deleteMany({ userId });
    await removeOwned(files, 'signatures', ownerId);
    if (heldUntil) await models.OfferSignature.updateMany({ userId }, { $set: { email: replacement } });
    else await models.OfferSignature.deleteMany({ userId });

    // Certificates: revoked with the reason shown on their public page; the holder's name and files go.
    let revoked = 0;
    for (const c of records.certificates) {
      if (c.revokedAt) continue;
      const res = await models.Certificate.updateOne(
        { _id: c._id, revokedAt: null },
        { $set: { revokedAt: now, revokedReason: ERASURE_CERTIFICATE_REASON, activeKey: `revoked:${String(c._id)}` } },
      );
      if (res.modifiedCount === 1) {
        revoked++;
        await deps.audit.record(SYSTEM_ACTOR, {
          action: 'certificate.revoke',
          targetType: 'user',
          targetId: ownerId,
          before: { certificateId: String(c._id), revokedAt: null },
          after: { certificateId: String(c._id), revokedAt: now.toISOString(), reason: ERASURE_CERTIFICATE_REASON },
        });
      }
    }
    // Every one of them, not only those revoked just now: a run stopped after a revocation and before
    // its bit was set finishes it here (revoking a set bit again changes nothing).
    for (const c of records.certificates) await deps.credentials.revoke(c._id);
    await models.Certificate.updateMany({ userId }, { $set: { holderName: ERASED_PLACEHOLDER, text: null, fileId: null } });
    await removeOwned(files, 'certificates', ownerId);

    // Mails to them or about them, sent or not, except the one telling them about this erasure (sent, then redacted).
    await deps.outbox.forgetStudent(userId, replacement, ERASURE_MAILS);

    // Razorpay's events about their payments keep the payment facts only (events stored before the facts alone were).
    await deps.gateway.forgetStudent(userId);

    // The audit keeps what happened and when, not the erased values, file names or notes.
    const targets = await repository.auditTargetsOf(userId);
    const person = { id: ownerId, secrets, replacementEmail: replacement };
    for (const entry of await repository.auditAbout(userId, targets)) {
      const set = deps.audit.redactionOf(entry, person);
      if (set) await models.AuditEntry.updateOne({ _id: entry._id }, { $set: set });
    }

    // Last: the account. Its id, Student ID and fee flags stay (invoices name them); the address is freed, and the
    // student's own payment report goes (the invoice keeps what the admin recorded).
    await models.User.updateOne(
      { _id: userId },
      {
        $set: {
          email: replacement,
          name: null,
          phone: null,
          country: null,
          state: null,
          paymentLinkUrl: null,
          paymentReport: null,
          feeChange: null,
          erasedAt: now,
        },
      },
    );
    await repository.updateErasure(job._id, { erasedAt: now, emailHash: hash, heldUntil });
    await deps.audit.record(
      SYSTEM_ACTOR,
      {
        action: 'data-erasure.carry-out',
        targetType: 'user',
        targetId: ownerId,
        before: null,
        after: { requestId: String(job._id), idFiles, letterFiles, certificatesRevoked: revoked, letterHeldUntil: heldUntil },
      },
      `data-erasure.carry-out:${String(job._id)}`,
    );
    if (heldUntil) return { done: false, heldUntil };
  } else if (job.heldUntil && today <= job.heldUntil) {
    return { done: false, heldUntil: job.heldUntil };
  }

  // The internship has ended (or nothing was held): the kept letter and its signature evidence go too.
  if (job.heldUntil || (await models.OfferLetter.exists({ userId }))) {
    await removeOwned(files, 'letters', ownerId);
    await models.OfferLetter.deleteMany({ userId });
    await models.OfferSignature.deleteMany({ userId });
    await deps.audit.record(
      SYSTEM_ACTOR,
      { action: 'data-erasure.held-letter', targetType: 'user', targetId: ownerId, before: null, after: { requestId: String(job._id) } },
      `data-erasure.held-letter:${String(job._id)}`,
    );
  }
  return { done: true };
}
