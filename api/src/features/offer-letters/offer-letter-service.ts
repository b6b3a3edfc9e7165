/**
 * fastify.offerLetters: the student's side of the offer letter (SPEC §3-§4): the request with
 * the mailing address, the issued draft and final PDFs, and the e-signature with its evidence.
 * Each irreversible step is one insert under a unique userId, so it happens once however often
 * or concurrently it is sent. The letter worker (letter-worker.ts) issues the PDFs.
 */
import type { Types } from 'mongoose';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import type { OfferLetterDoc, OfferLetterKind } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';
import type { FileStore, OpenedFile } from '../../plugins/files.ts';

export const LETTER_FILE_PATHS: Record<OfferLetterKind, string> = {
  draft: '/student/offer-letter/draft/file',
  final: '/student/offer-letter/final/file',
};

/** The journey facts of steps 6-8. */
export interface OfferLetterFacts {
  offerDraftAvailable: boolean;
  signatureFinalized: boolean;
  finalLetterAvailable: boolean;
}

export interface SigningContext {
  ip: string | null;
  userAgent: string | null;
}

export type SignResult = { ok: true; signature: OfferSignatureDoc } | { ok: false; reason: 'already-signed' | 'no-draft' };

export interface OfferLetterRepository {
  status(userId: Types.ObjectId | string): Promise<OfferLetterStatus>;
  facts(userId: Types.ObjectId | string): Promise<OfferLetterFacts>;
  findRequest(userId: Types.ObjectId | string): Promise<OfferLetterRequestDoc | null>;
  /** Records the address (and with it the draft job); null when the letter was already requested. */
  request(userId: Types.ObjectId, addressLine: string): Promise<OfferLetterRequestDoc | null>;
  letter(userId: Types.ObjectId | string, kind: OfferLetterKind): Promise<OfferLetterDoc | null>;
  /** The student's own issued PDF, or null. */
  openLetter(userId: Types.ObjectId | string, kind: OfferLetterKind): Promise<OpenedFile | null>;
  findSignature(userId: Types.ObjectId | string): Promise<OfferSignatureDoc | null>;
  /** Stores the (already checked) signature PNG with the evidence of the draft it signs, once. */
  sign(user: UserDoc, png: Buffer, context: SigningContext): Promise<SignResult>;
  /** Requests whose letters are not issued yet (the worker's open jobs). */
  countOpenRequests(): Promise<number>;
}

export function signatureFileName(studentId: string): string {
  return `signature-${studentId}.png`;
}

export function createOfferLetterRepository(deps: { models: Models; files: FileStore }): OfferLetterRepository {
  const { OfferLetterRequest, OfferLetter, OfferSignature } = deps.models;

  const findRequest = (userId: Types.ObjectId | string) => OfferLetterRequest.findOne({ userId }).lean<OfferLetterRequestDoc>();
  const letter = (userId: Types.ObjectId | string, kind: OfferLetterKind) => OfferLetter.findOne({ userId, kind }).lean<OfferLetterDoc>();
  const findSignature = (userId: Types.ObjectId | string) => OfferSignature.findOne({ userId }).lean<OfferSignatureDoc>();
  const issuedKinds = async (userId: Types.ObjectId | string) =>
    new Set((await OfferLetter.find({ userId }, { kind: 1 }).lean<{ kind: OfferLetterKind }[]>()).map((l) => l.kind));

  const repository: OfferLetterRepository = {
    countOpenRequests: () => OfferLetterRequest.countDocuments({ jobDone: false }),
    async status(userId) {
      const [request, kinds, signature] = await Promise.all([findRequest(userId), issuedKinds(userId), findSignature(userId)]);
      return {
        requested: !!request,
        address: request?.addressLine ?? null,
        draftAvailable: kinds.has('draft'),
        draftDownloadUrl: kinds.has('draft') ? LETTER_FILE_PATHS.draft : null,
        signatureUploaded: !!signature,
        signedAt: signature ? signature.signedAt.toISOString() : null,
        finalAvailable: kinds.has('final'),
        finalDownloadUrl: kinds.has('final') ? LETTER_FILE_PATHS.final : null,
      };
    },
    async facts(userId) {
      const [kinds, signature] = await Promise.all([issuedKinds(userId), findSignature(userId)]);
      return { offerDraftAvailable: kinds.has('draft'), signatureFinalized: !!signature, finalLetterAvailable: kinds.has('final') };
    },
    findRequest,
    async request(userId, addressLine) {
      try {
        const doc = await OfferLetterRequest.create({ userId, addressLine, requestedAt: new Date() });
        return doc.toObject() as OfferLetterRequestDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    letter,
    async openLetter(userId, kind) {
      const doc = await letter(userId, kind);
      return doc ? deps.files.open('letters', doc.fileId, String(userId)) : null;
    },
    findSignature,
    async sign(user, png, context) {
      if (await findSignature(user._id)) return { ok: false, reason: 'already-signed' };
      const draft = await letter(user._id, 'draft');
      if (!draft) return { ok: false, reason: 'no-draft' };
      const file = await deps.files.put('signatures', String(user._id), png, 'image/png', signatureFileName(user.studentId));
      try {
        const doc = await OfferSignature.create({
          userId: user._id,
          email: user.email,
          fileId: file.id,
          signatureSha256: file.sha256,
          draftLetterId: draft._id,
          draftSha256: draft.sha256,
          signedAt: new Date(),
          ip: context.ip,
          userAgent: context.userAgent,
        });
        return { ok: true, signature: doc.toObject() as OfferSignatureDoc };
      } catch (err) {
        // A concurrent sign won: this request's image is nobody's evidence.
        await deps.files.remove('signatures', file.id);
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-signed' };
        throw err;
      }
    },
  };
  return repository;
}
