/**
 * fastify.idProofs: every query of the Government ID proofs (SPEC §3-§4), for the student's
 * upload and the admin's review. The user's `idVerified` flag (the profile lock) is set and
 * cleared here together with the proof's status.
 *
 * Concurrency without transactions: a status changes only through a conditional update on the
 * status it is expected to have, and a student has one current proof because the unique index
 * on `activeKey` admits one. An approval and a replacement racing each other: one of the two
 * conditional updates wins and the other answers 409.
 */
import fp from 'fastify-plugin';
import { isValidObjectId } from 'mongoose';
import { NOT_UPLOADED_PROOF, REVIEW_STATUSES, type IdProofStatus, type ReviewStatus } from '@portal/domain/id-proof';
import type { AdminIdProof, IdProofCounts, StudentIdProof } from '@portal/domain/views/id-proof';
import type { FastifyBaseLogger } from 'fastify';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../../lib/models.ts';
import { escapeRegex } from '../../../schemas/common.ts';
import type { IdProofDoc } from '../../../models/id-proof.ts';
import type { FileStore, OpenedFile, StoredFile } from '../files.ts';

export interface IdProofListQuery {
  status?: ReviewStatus;
  email?: string;
  page: number;
  size: number;
}

/** The outcome of an admin action: the proof before and after, and its student. */
export interface ReviewOutcome {
  before: IdProofDoc;
  after: IdProofDoc;
  user: UserDoc | null;
}

/**
 * Why an action on a proof was refused; the route turns it into a status and a message.
 * not-found: no such proof; replaced: a newer upload took its place; wrong-state: its status does
 * not allow the action; locked: the student's current proof is VERIFIED; gone: its file left the store.
 */
export type IdProofRefusal = 'not-found' | 'replaced' | 'wrong-state' | 'locked' | 'gone';
export type IdProofResult<T> = ({ ok: true } & T) | { ok: false; reason: IdProofRefusal };

export interface IdProofRepository {
  /** The student's current proof, or null when nothing was uploaded. */
  findCurrent(userId: string): Promise<IdProofDoc | null>;
  studentView(userId: string): Promise<StudentIdProof>;
  /**
   * Makes the stored file the student's current proof (PENDING), superseding the previous one
   * and deleting its file. Refused (locked) once the current proof is VERIFIED; the new file is
   * deleted then.
   */
  saveUpload(user: UserDoc, file: StoredFile): Promise<IdProofResult<{ proof: IdProofDoc }>>;
  list(query: IdProofListQuery): Promise<AdminIdProof[]>;
  counts(email?: string): Promise<IdProofCounts>;
  /** Current status per student (NOT_UPLOADED when none), for the admin's student search. */
  statusesOf(userIds: string[]): Promise<Map<string, IdProofStatus>>;
  /** PENDING or REJECTED to VERIFIED or REJECTED; wrong-state from VERIFIED. */
  review(proofId: string, adminEmail: string, approve: boolean, note: string | null): Promise<IdProofResult<ReviewOutcome>>;
  /** VERIFIED to PENDING; wrong-state from any other status. */
  unverify(proofId: string, adminEmail: string): Promise<IdProofResult<ReviewOutcome>>;
  /** The proof and its opened file; not-found for an unknown proof, gone when its file is gone. */
  openFile(proofId: string): Promise<IdProofResult<{ proof: IdProofDoc; file: OpenedFile }>>;
  /** The student's current proof and its file (fetched by owner); not-found when none, gone when the file is gone. */
  openCurrentFile(userId: string): Promise<IdProofResult<{ proof: IdProofDoc; file: OpenedFile }>>;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toStudentView(proof: IdProofDoc | null): StudentIdProof {
  if (!proof) return NOT_UPLOADED_PROOF;
  return {
    id: String(proof._id),
    status: proof.status as IdProofStatus,
    fileName: proof.fileName,
    mimeType: proof.mimeType,
    sizeBytes: proof.sizeBytes,
    uploadedAt: iso(proof.uploadedAt),
    reviewNote: proof.reviewNote ?? null,
  };
}

export function toAdminRow(proof: IdProofDoc, user: UserDoc | undefined): AdminIdProof {
  return {
    id: String(proof._id),
    userId: String(proof.userId),
    userEmail: proof.userEmail,
    name: user?.name ?? null,
    studentId: user?.studentId ?? null,
    country: user?.country ?? null,
    state: user?.state ?? null,
    fileName: proof.fileName,
    mimeType: proof.mimeType,
    sizeBytes: proof.sizeBytes,
    uploadedAt: iso(proof.uploadedAt) as string,
    status: proof.status as ReviewStatus,
    reviewNote: proof.reviewNote ?? null,
    reviewedAt: iso(proof.reviewedAt),
    reviewedBy: proof.reviewedBy ?? null,
  };
}

const MAX_SAVE_ATTEMPTS = 5;

export function createIdProofRepository(deps: { models: Models; files: FileStore; log: FastifyBaseLogger }): IdProofRepository {
  const { IdProof, User } = deps.models;

  const findCurrent = (userId: string) => IdProof.findOne({ activeKey: userId }).lean<IdProofDoc>();

  const listFilter = (status: ReviewStatus | undefined, email: string | undefined) => {
    const filter: Record<string, unknown> = { status: status ?? { $in: [...REVIEW_STATUSES] } };
    const text = email?.trim().toLowerCase();
    if (text) filter.userEmail = { $regex: escapeRegex(text) };
    return filter;
  };

  const refuse = (reason: IdProofRefusal) => ({ ok: false, reason }) as const;

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
      const before = isValidObjectId(proofId) ? await IdProof.findById(proofId).lean<IdProofDoc>() : null;
      if (!before) return refuse('not-found');
      if (before.status === 'REPLACED') return refuse('replaced');
      if (!from.includes(before.status)) return refuse('wrong-state');
      const after = await IdProof.findOneAndUpdate(
        { _id: before._id, status: before.status },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<IdProofDoc>();
      if (after) return { ok: true, before, after };
      if (attempt >= MAX_SAVE_ATTEMPTS) return refuse('replaced');
    }
  }

  /** The transition, then the profile lock follows the proof: VERIFIED locks name, country and state. */
  async function transitionWithLock(proofId: string, from: readonly string[], set: Record<string, unknown>, idVerified: boolean) {
    const moved = await transition(proofId, from, set);
    if (!moved.ok) return moved;
    const user = await User.findOneAndUpdate(
      { _id: moved.after.userId },
      { $set: { idVerified } },
      { returnDocument: 'after' },
    ).lean<UserDoc>();
    return { ...moved, user };
  }

  async function openProofFile(proof: IdProofDoc | null, ownerId?: string) {
    if (!proof) return refuse('not-found');
    const file = await deps.files.open('id_proofs', proof.fileId, ownerId);
    if (!file) return refuse('gone');
    return { ok: true, proof, file } as const;
  }

  const repository: IdProofRepository = {
    findCurrent,

    async studentView(userId) {
      return toStudentView(await findCurrent(userId));
    },

    async saveUpload(user, file) {
      const userId = String(user._id);
      try {
        for (let attempt = 1; ; attempt++) {
          const current = await findCurrent(userId);
          if (current?.status === 'VERIFIED') {
            await deps.files.remove('id_proofs', file.id).catch(() => false);
            return refuse('locked');
          }
          if (current) {
            const released = await IdProof.updateOne(
              { _id: current._id, activeKey: userId, status: current.status },
              { $set: { status: 'REPLACED', activeKey: `replaced:${String(current._id)}`, replacedAt: new Date() } },
            );
            if (released.modifiedCount !== 1) continue; // reviewed or replaced meanwhile: look again
          }
          try {
            const created = await IdProof.create({
              userId: user._id,
              userEmail: user.email,
              activeKey: userId,
              fileId: file.id,
              fileName: file.fileName,
              mimeType: file.mime,
              sizeBytes: file.size,
              sha256: file.sha256,
              uploadedAt: file.uploadedAt,
              status: 'PENDING',
            });
            if (current) {
              await deps.files.remove('id_proofs', current.fileId).catch((err: unknown) => {
                deps.log.warn({ err, proofId: String(current._id) }, 'could not delete a replaced ID file');
              });
            }
            return { ok: true, proof: created.toObject() as IdProofDoc };
          } catch (err) {
            // Another upload of this student became current first: supersede it in the next round.
            if (!isDuplicateKeyError(err) || attempt >= MAX_SAVE_ATTEMPTS) throw err;
          }
        }
      } catch (err) {
        await deps.files.remove('id_proofs', file.id).catch(() => false);
        throw err;
      }
    },

    async list({ status, email, page, size }) {
      const proofs = await IdProof.find(listFilter(status, email))
        .sort({ uploadedAt: -1, _id: -1 })
        .skip(page * size)
        .limit(size)
        .lean<IdProofDoc[]>();
      const users = await User.find({ _id: { $in: proofs.map((p) => p.userId) } }, { name: 1, studentId: 1, country: 1, state: 1 }).lean<
        UserDoc[]
      >();
      const byId = new Map(users.map((u) => [String(u._id), u]));
      return proofs.map((p) => toAdminRow(p, byId.get(String(p.userId))));
    },

    async counts(email) {
      const groups = await IdProof.aggregate<{ _id: ReviewStatus; count: number }>([
        { $match: listFilter(undefined, email) },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]);
      const counts: IdProofCounts = { all: 0, PENDING: 0, VERIFIED: 0, REJECTED: 0 };
      for (const { _id: status, count } of groups) {
        counts[status] = count;
        counts.all += count;
      }
      return counts;
    },

    async statusesOf(userIds) {
      const valid = userIds.filter((id) => isValidObjectId(id));
      const proofs = await IdProof.find({ activeKey: { $in: valid } }, { activeKey: 1, status: 1 }).lean<IdProofDoc[]>();
      const byUser = new Map(proofs.map((p) => [p.activeKey, p.status as IdProofStatus]));
      return new Map(userIds.map((id) => [id, byUser.get(id) ?? 'NOT_UPLOADED']));
    },

    async review(proofId, adminEmail, approve, note) {
      const status: ReviewStatus = approve ? 'VERIFIED' : 'REJECTED';
      const set = { status, reviewNote: note, reviewedAt: new Date(), reviewedBy: adminEmail };
      return transitionWithLock(proofId, ['PENDING', 'REJECTED'], set, approve);
    },

    async unverify(proofId, adminEmail) {
      const set = { status: 'PENDING', reviewNote: null, reviewedAt: new Date(), reviewedBy: adminEmail };
      return transitionWithLock(proofId, ['VERIFIED'], set, false);
    },

    async openFile(proofId) {
      return openProofFile(isValidObjectId(proofId) ? await IdProof.findById(proofId).lean<IdProofDoc>() : null);
    },

    async openCurrentFile(userId) {
      return openProofFile(await findCurrent(userId), userId);
    },
  };

  return repository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Government ID proofs: upload, review and files (id-proof-repository.ts). */
    idProofs: IdProofRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('idProofs', createIdProofRepository({ models: fastify.models, files: fastify.files, log: fastify.log }));
  },
  { name: 'id-proofs', dependencies: ['repositories', 'files'] },
);
