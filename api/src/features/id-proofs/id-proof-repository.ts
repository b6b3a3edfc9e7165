/**
 * The Government ID proof documents. A status changes only through a conditional update on the
 * status it is expected to have, and a student has one current proof because the unique index on
 * `activeKey` admits one.
 */
import { isValidObjectId } from 'mongoose';
import { REVIEW_STATUSES, type IdProofStatus, type ReviewStatus } from '@portal/domain/id-proof';
import type { Models, UserDoc } from '../../lib/models.ts';
import { escapeRegex } from '../../schemas/common.ts';
import type { IdProofDoc } from '../../models/id-proof.ts';
import type { StoredFile } from '../../plugins/files.ts';

export interface IdProofRepository {
  /** The student's current proof, or null when nothing was uploaded. */
  findCurrent(userId: string): Promise<IdProofDoc | null>;
  /** The proof of this id; null for an unknown or malformed id. */
  findById(proofId: string): Promise<IdProofDoc | null>;
  /** Marks the student's current proof REPLACED if it still has `status`; false when it changed meanwhile. */
  release(current: IdProofDoc, userId: string): Promise<boolean>;
  /** Inserts the student's new current PENDING proof (code 11000 when another one became current first). */
  insertCurrent(user: UserDoc, file: StoredFile): Promise<IdProofDoc>;
  /** Sets fields of the proof if it still has the status it was read with; the proof after, or null when it changed meanwhile. */
  updateIfStatus(proof: IdProofDoc, set: Record<string, unknown>): Promise<IdProofDoc | null>;
  /** One page of the proofs with these statuses and a part of the e-mail, newest first. */
  page(status: ReviewStatus | undefined, email: string | undefined, page: number, size: number): Promise<IdProofDoc[]>;
  /** How many proofs have each review status (with the same e-mail filter). */
  countByStatus(email: string | undefined): Promise<{ _id: ReviewStatus; count: number }[]>;
  /** The current status per student that has a proof. */
  currentStatuses(userIds: string[]): Promise<Map<string, IdProofStatus>>;
  /**
   * Proofs whose file is due for erasure: decided (VERIFIED, REJECTED) at or before `decidedBefore`,
   * or REPLACED, with the file not yet erased; and erasures a crashed sweep left unfinished.
   */
  dueForErasure(decidedBefore: Date, limit: number): Promise<IdProofDoc[]>;
  /** Marks the file erased (pending its deletion) if the proof is still as read; false when it changed meanwhile or another sweep took it. */
  markFileErased(proof: IdProofDoc, reason: 'retention' | 'replaced', at: Date): Promise<boolean>;
  /** The file is deleted and the erasure recorded. */
  finishErasure(proofId: IdProofDoc['_id']): Promise<void>;
}

export function createIdProofRepository({ IdProof }: Pick<Models, 'IdProof'>): IdProofRepository {
  const listFilter = (status: ReviewStatus | undefined, email: string | undefined) => {
    const filter: Record<string, unknown> = { status: status ?? { $in: [...REVIEW_STATUSES] }, accountErasedAt: null };
    const text = email?.trim().toLowerCase();
    if (text) filter.userEmail = { $regex: escapeRegex(text) };
    return filter;
  };

  const DECIDED = ['VERIFIED', 'REJECTED'] as const;

  return {
    dueForErasure: (decidedBefore, limit) =>
      IdProof.find({
        $or: [
          { fileErasedAt: null, status: { $in: [...DECIDED] }, reviewedAt: { $lte: decidedBefore } },
          { fileErasedAt: null, status: 'REPLACED' },
          { fileErasePending: true },
        ],
      })
        .limit(limit)
        .lean<IdProofDoc[]>(),

    async markFileErased(proof, reason, at) {
      const filter: Record<string, unknown> = { _id: proof._id, fileErasedAt: null, status: proof.status };
      if (reason === 'retention') filter.reviewedAt = proof.reviewedAt;
      const marked = await IdProof.updateOne(filter, { $set: { fileErasedAt: at, fileErasedReason: reason, fileErasePending: true } });
      return marked.modifiedCount === 1;
    },

    async finishErasure(proofId) {
      await IdProof.updateOne({ _id: proofId }, { $set: { fileErasePending: false } });
    },

    findCurrent: (userId) => IdProof.findOne({ activeKey: userId }).lean<IdProofDoc>(),

    async findById(proofId) {
      return isValidObjectId(proofId) ? IdProof.findById(proofId).lean<IdProofDoc>() : null;
    },

    async release(current, userId) {
      const released = await IdProof.updateOne(
        { _id: current._id, activeKey: userId, status: current.status },
        { $set: { status: 'REPLACED', activeKey: `replaced:${String(current._id)}`, replacedAt: new Date() } },
      );
      return released.modifiedCount === 1;
    },

    async insertCurrent(user, file) {
      const created = await IdProof.create({
        userId: user._id,
        userEmail: user.email,
        activeKey: String(user._id),
        fileId: file.id,
        fileName: file.fileName,
        mimeType: file.mime,
        sizeBytes: file.size,
        sha256: file.sha256,
        uploadedAt: file.uploadedAt,
        status: 'PENDING',
      });
      return created.toObject() as IdProofDoc;
    },

    updateIfStatus: (proof, set) =>
      IdProof.findOneAndUpdate({ _id: proof._id, status: proof.status }, { $set: set }, { returnDocument: 'after' }).lean<IdProofDoc>(),

    page: (status, email, page, size) =>
      IdProof.find(listFilter(status, email))
        .sort({ uploadedAt: -1, _id: -1 })
        .skip(page * size)
        .limit(size)
        .lean<IdProofDoc[]>(),

    countByStatus: (email) =>
      IdProof.aggregate<{ _id: ReviewStatus; count: number }>([
        { $match: listFilter(undefined, email) },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]),

    async currentStatuses(userIds) {
      const valid = userIds.filter((id) => isValidObjectId(id));
      const proofs = await IdProof.find({ activeKey: { $in: valid } }, { activeKey: 1, status: 1 }).lean<IdProofDoc[]>();
      return new Map(proofs.map((p) => [p.activeKey, p.status as IdProofStatus]));
    },
  };
}
