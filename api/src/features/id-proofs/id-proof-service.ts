/**
 * The Government ID proofs (SPEC §3-§4): the student's upload and the admin's review. The rules
 * live here with their side effects: the profile lock (the account's `idVerified`) follows the
 * proof's status, and every action records its audit entry and the student's mail.
 *
 * Concurrency without transactions: a status changes only through a conditional update on the
 * status it is expected to have, and a student has one current proof (a unique index). An
 * approval and a replacement racing each other: one of the two updates wins, the other answers 409.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { IdProofStatus, ReviewStatus } from '@portal/domain/id-proof';
import type { AdminIdProof, IdProofCounts, StudentIdProof } from '@portal/domain/views/id-proof';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { IdProofDoc } from '../../models/id-proof.ts';
import type { FileStore, OpenedFile, StoredFile } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { idFileErasure, type IdFileErasure } from './id-file-erasure.ts';
import type { IdProofRepository } from './id-proof-repository.ts';
import { toAdminRow, toStudentView } from './id-proof-views.ts';

export interface IdProofListQuery {
  status?: ReviewStatus;
  email?: string;
  page: number;
  size: number;
}

/**
 * Why an action on a proof was refused; the route turns it into a status and a message.
 * not-found: no such proof; replaced: a newer upload took its place; wrong-state: its status does
 * not allow the action; locked: the student's current proof is VERIFIED; gone: its file left the store;
 * erased: its file was erased under the retention policy (the record stays); busy: other uploads of
 * the same student kept taking the place of the current proof.
 */
export type IdProofRefusal = 'not-found' | 'replaced' | 'wrong-state' | 'locked' | 'gone' | 'erased' | 'busy';
/** A refusal; an account erased (a read-only record) says when. */
export type IdProofRefused = { ok: false; reason: IdProofRefusal } | { ok: false; reason: 'account-erased'; erasedAt: Date };
export type IdProofResult<T> = ({ ok: true } & T) | IdProofRefused;

export interface IdProofService {
  /** The student's current proof, or null when nothing was uploaded. */
  findCurrent(userId: string): Promise<IdProofDoc | null>;
  studentView(userId: string): Promise<StudentIdProof>;
  /** The proof as the admin's list shows it, for the student it belongs to. */
  adminView(proof: IdProofDoc, user: UserDoc): AdminIdProof;
  /**
   * Makes the stored file the student's current proof (PENDING), superseding the previous one and
   * deleting its file, and records the upload. Refused (locked) once the current proof is VERIFIED,
   * and (busy) when other uploads of the student kept winning the race; the new file is deleted then.
   */
  upload(actor: AuditActor, user: UserDoc, file: StoredFile): Promise<IdProofResult<{ proof: IdProofDoc; view: StudentIdProof }>>;
  list(query: IdProofListQuery): Promise<AdminIdProof[]>;
  counts(email?: string): Promise<IdProofCounts>;
  /** Current status per student (NOT_UPLOADED when none), for the admin's student search. */
  statusesOf(userIds: string[]): Promise<Map<string, IdProofStatus>>;
  /** PENDING or REJECTED to VERIFIED or REJECTED (wrong-state from VERIFIED); recorded and mailed to the student. */
  review(actor: AuditActor, proofId: string, approve: boolean, note: string | null): Promise<IdProofResult<{ view: AdminIdProof }>>;
  /** VERIFIED to PENDING (wrong-state from any other status); recorded and mailed to the student. */
  unverify(actor: AuditActor, proofId: string): Promise<IdProofResult<{ view: AdminIdProof }>>;
  /** The proof's file for an admin (recorded); not-found for an unknown proof, gone when its file is gone. */
  openFile(actor: AuditActor, proofId: string): Promise<IdProofResult<{ proof: IdProofDoc; file: OpenedFile }>>;
  /** The student's current proof and its file (fetched by owner); not-found when none, gone when the file is gone. */
  openCurrentFile(userId: string): Promise<IdProofResult<{ proof: IdProofDoc; file: OpenedFile }>>;
  /** The retention sweep's erasure of due files (id-file-erasure.ts). */
  eraseDueFiles: IdFileErasure['eraseDueFiles'];
}

/** The outcome of an admin action: the proof before and after, and its student. */
interface ReviewOutcome {
  before: IdProofDoc;
  after: IdProofDoc;
  user: UserDoc | null;
}

export interface IdProofDeps {
  repository: IdProofRepository;
  users: Pick<UserService, 'listSummaries' | 'setIdVerified'>;
  files: FileStore;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  log: FastifyBaseLogger;
}

const MAX_SAVE_ATTEMPTS = 5;
/** Rounds an upload racing other uploads of the same student may take, and the pause between them. */
const MAX_UPLOAD_ROUNDS = 10;
const ROUND_PAUSE_MS = 20;

const refuse = (reason: IdProofRefusal) => ({ ok: false, reason }) as const;

export function createIdProofService(deps: IdProofDeps): IdProofService {
  const { repository } = deps;
  const erasure = idFileErasure(deps);

  /**
   * Moves the proof from one of the `from` statuses with one conditional update on the status it
   * was read in; when another action changed it meanwhile, decides again on the fresh state.
   */
  async function transition(
    proofId: string,
    from: readonly string[],
    set: Record<string, unknown>,
  ): Promise<IdProofResult<{ before: IdProofDoc; after: IdProofDoc }>> {
    for (let attempt = 1; ; attempt++) {
      const before = await repository.findById(proofId);
      if (!before) return refuse('not-found');
      if (before.accountErasedAt) return { ok: false, reason: 'account-erased', erasedAt: before.accountErasedAt };
      if (before.status === 'REPLACED') return refuse('replaced');
      if (!from.includes(before.status)) return refuse('wrong-state');
      const after = await repository.updateIfStatus(before, set);
      if (after) return { ok: true, before, after };
      if (attempt >= MAX_SAVE_ATTEMPTS) return refuse('replaced');
    }
  }

  /** The transition, then the profile lock follows the proof: VERIFIED locks name, country and state. */
  async function transitionWithLock(
    proofId: string,
    from: readonly string[],
    set: Record<string, unknown>,
    idVerified: boolean,
  ): Promise<IdProofResult<ReviewOutcome>> {
    const moved = await transition(proofId, from, set);
    if (!moved.ok) return moved;
    const user = await deps.users.setIdVerified(moved.after.userId, idVerified);
    return { ...moved, user };
  }

  const state = (p: IdProofDoc) => ({ status: p.status, reviewNote: p.reviewNote ?? null });

  async function record(actor: AuditActor, action: string, outcome: Pick<ReviewOutcome, 'before' | 'after'>) {
    await deps.audit.record(actor, {
      action,
      targetType: 'id-proof',
      targetId: String(outcome.after._id),
      before: state(outcome.before),
      after: state(outcome.after),
    });
  }

  /**
   * Records the decision's mail to the student in the outbox, keyed by the decision (one proof
   * can be decided several times, each at its own reviewedAt); a mail that cannot be sent is
   * retried by the outbox and never fails the admin's action.
   */
  async function mailDecision(outcome: ReviewOutcome) {
    const proof = outcome.after;
    const status = proof.status as ReviewStatus | 'PENDING';
    const name = outcome.user?.name ?? null;
    const mail = {
      key: `id-proof-${status.toLowerCase()}:${String(proof._id)}:${new Date(proof.reviewedAt ?? 0).getTime()}`,
      to: proof.userEmail,
    };
    if (status === 'VERIFIED')
      await deps.outbox.enqueue({
        ...mail,
        template: 'id-proof-approved',
        data: { name, studentId: outcome.user?.studentId ?? null, paymentLinkAssigned: !!outcome.user?.paymentLinkUrl },
      });
    else if (status === 'REJECTED')
      await deps.outbox.enqueue({ ...mail, template: 'id-proof-rejected', data: { name, note: proof.reviewNote ?? null } });
    else await deps.outbox.enqueue({ ...mail, template: 'id-proof-pending', data: { name } });
  }

  /** The decision's side effects, in order: the audit entry, then the student's mail. */
  async function decided(actor: AuditActor, action: string, moved: IdProofResult<ReviewOutcome>) {
    if (!moved.ok) return moved;
    await record(actor, action, moved);
    await mailDecision(moved);
    return { ok: true, view: toAdminRow(moved.after, moved.user ?? undefined) } as const;
  }

  async function openProofFile(proof: IdProofDoc | null, ownerId?: string) {
    if (!proof) return refuse('not-found');
    if (proof.fileErasedAt) return refuse('erased');
    const file = await deps.files.open('id_proofs', proof.fileId, ownerId);
    if (!file) return refuse('gone');
    return { ok: true, proof, file } as const;
  }

  /** Erases the files of proofs an upload replaced; the sweep finishes any that fails. */
  async function eraseReplaced(proofs: IdProofDoc[]) {
    for (const proof of proofs)
      await erasure.eraseReplaced(proof, new Date()).catch((err: unknown) => {
        deps.log.warn({ err, proofId: String(proof._id) }, 'could not erase a replaced ID file');
      });
  }

  /**
   * Supersedes the current proof and inserts the new one. Uploads of one student racing each other
   * take turns at the unique index: the loser of a round supersedes the winner in the next one, after
   * a short random pause; after MAX_UPLOAD_ROUNDS it gives up (busy) and its file is deleted. Every
   * proof this upload superseded has its file erased at once, whichever way it ends.
   */
  async function saveUpload(user: UserDoc, file: StoredFile): Promise<IdProofResult<{ proof: IdProofDoc }>> {
    const userId = String(user._id);
    const superseded: IdProofDoc[] = [];
    const dropFile = () => deps.files.remove('id_proofs', file.id).catch(() => false);
    try {
      for (let round = 1; round <= MAX_UPLOAD_ROUNDS; round++) {
        if (round > 1) await sleep(Math.random() * ROUND_PAUSE_MS * round);
        const current = await repository.findCurrent(userId);
        if (current?.status === 'VERIFIED') {
          await dropFile();
          return refuse('locked');
        }
        if (current) {
          // Reviewed or superseded meanwhile: look again.
          if (!(await repository.release(current, userId))) continue;
          superseded.push(current);
        }
        try {
          return { ok: true, proof: await repository.insertCurrent(user, file) };
        } catch (err) {
          // Another upload of this student became current first: supersede it in the next round.
          if (!isDuplicateKeyError(err)) throw err;
        }
      }
      await dropFile();
      return refuse('busy');
    } catch (err) {
      await dropFile();
      throw err;
    } finally {
      await eraseReplaced(superseded);
    }
  }

  return {
    findCurrent: repository.findCurrent,

    async studentView(userId) {
      return toStudentView(await repository.findCurrent(userId));
    },

    adminView: (proof, user) => toAdminRow(proof, user),

    async upload(actor, user, file) {
      const saved = await saveUpload(user, file);
      if (!saved.ok) return saved;
      const { proof } = saved;
      await deps.audit.record(actor, {
        action: 'id-proof.upload',
        targetType: 'id-proof',
        targetId: String(proof._id),
        before: null,
        after: { status: proof.status, fileName: proof.fileName, sizeBytes: proof.sizeBytes },
      });
      return { ok: true, proof, view: toStudentView(proof) };
    },

    async list({ status, email, page, size }) {
      const proofs = await repository.page(status, email, page, size);
      const users = await deps.users.listSummaries(proofs.map((p) => p.userId));
      const byId = new Map(users.map((u) => [String(u._id), u]));
      return proofs.map((p) => toAdminRow(p, byId.get(String(p.userId))));
    },

    async counts(email) {
      const counts: IdProofCounts = { all: 0, PENDING: 0, VERIFIED: 0, REJECTED: 0 };
      for (const { _id: status, count } of await repository.countByStatus(email)) {
        counts[status] = count;
        counts.all += count;
      }
      return counts;
    },

    async statusesOf(userIds) {
      const byUser = await repository.currentStatuses(userIds);
      return new Map(userIds.map((id) => [id, byUser.get(id) ?? 'NOT_UPLOADED']));
    },

    async review(actor, proofId, approve, note) {
      const status: ReviewStatus = approve ? 'VERIFIED' : 'REJECTED';
      const set = { status, reviewNote: note, reviewedAt: new Date(), reviewedBy: actor.email };
      const moved = await transitionWithLock(proofId, ['PENDING', 'REJECTED'], set, approve);
      return decided(actor, approve ? 'id-proof.approve' : 'id-proof.reject', moved);
    },

    async unverify(actor, proofId) {
      const set = { status: 'PENDING', reviewNote: null, reviewedAt: new Date(), reviewedBy: actor.email };
      return decided(actor, 'id-proof.unverify', await transitionWithLock(proofId, ['VERIFIED'], set, false));
    },

    async openFile(actor, proofId) {
      const opened = await openProofFile(await repository.findById(proofId));
      if (opened.ok) await record(actor, 'id-proof.view-file', { before: opened.proof, after: opened.proof });
      return opened;
    },

    async openCurrentFile(userId) {
      return openProofFile(await repository.findCurrent(userId), userId);
    },

    eraseDueFiles: erasure.eraseDueFiles,
  };
}
