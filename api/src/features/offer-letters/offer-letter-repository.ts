/**
 * The offer-letter requests, the issued letters and the students' e-signatures: one of each per
 * student (a unique userId; letters a unique {userId, kind}), so each irreversible step is one
 * insert that happens once however often or concurrently it is sent.
 */
import type { Types } from 'mongoose';
import type { Models } from '../../lib/models.ts';
import type { OfferLetterDoc, OfferLetterKind } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';

export type NewOfferLetter = Omit<OfferLetterDoc, '_id'>;
export type NewOfferSignature = Pick<
  OfferSignatureDoc,
  'userId' | 'email' | 'fileId' | 'signatureSha256' | 'draftLetterId' | 'draftSha256' | 'signedAt' | 'ip' | 'userAgent'
>;

export interface OfferLetterRepository {
  findRequest(userId: Types.ObjectId | string): Promise<OfferLetterRequestDoc | null>;
  /** Inserts the request, which is also the draft's job (code 11000 when the student has one). */
  insertRequest(userId: Types.ObjectId, addressLine: string, at: Date): Promise<OfferLetterRequestDoc>;
  /** Requests whose letters are not issued yet (the worker's open jobs). */
  countOpenRequests(): Promise<number>;
  letter(userId: Types.ObjectId | string, kind: OfferLetterKind): Promise<OfferLetterDoc | null>;
  /** The kinds of letter issued to the student. */
  issuedKinds(userId: Types.ObjectId | string): Promise<Set<OfferLetterKind>>;
  /** Records an issued letter (code 11000 when the student's letter of that kind is recorded already). */
  insertLetter(letter: NewOfferLetter): Promise<void>;
  /** The students holding a final letter, in the order the letters were recorded, after `after`. */
  finalHolders(after: Types.ObjectId | null, limit: number): Promise<{ _id: Types.ObjectId; userId: Types.ObjectId }[]>;
  findSignature(userId: Types.ObjectId | string): Promise<OfferSignatureDoc | null>;
  /** Inserts the e-signature, which is also the final's job (code 11000 when the student has signed). */
  insertSignature(signature: NewOfferSignature): Promise<OfferSignatureDoc>;
}

export function createOfferLetterRepository({
  OfferLetterRequest,
  OfferLetter,
  OfferSignature,
}: Pick<Models, 'OfferLetterRequest' | 'OfferLetter' | 'OfferSignature'>): OfferLetterRepository {
  return {
    findRequest: (userId) => OfferLetterRequest.findOne({ userId }).lean<OfferLetterRequestDoc>(),
    async insertRequest(userId, addressLine, at) {
      const doc = await OfferLetterRequest.create({ userId, addressLine, requestedAt: at });
      return doc.toObject() as OfferLetterRequestDoc;
    },
    countOpenRequests: () => OfferLetterRequest.countDocuments({ jobDone: false }),
    letter: (userId, kind) => OfferLetter.findOne({ userId, kind }).lean<OfferLetterDoc>(),
    async issuedKinds(userId) {
      return new Set((await OfferLetter.find({ userId }, { kind: 1 }).lean<{ kind: OfferLetterKind }[]>()).map((l) => l.kind));
    },
    async insertLetter(letter) {
      await OfferLetter.create(letter);
    },
    finalHolders: (after, limit) =>
      OfferLetter.find({ kind: 'final', ...(after ? { _id: { $gt: after } } : {}) }, { userId: 1 })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<{ _id: Types.ObjectId; userId: Types.ObjectId }[]>(),
    findSignature: (userId) => OfferSignature.findOne({ userId }).lean<OfferSignatureDoc>(),
    async insertSignature(signature) {
      const doc = await OfferSignature.create(signature);
      return doc.toObject() as OfferSignatureDoc;
    },
  };
}
