/**
 * fastify.offerLetters: the student's side of the offer letter (SPEC §3-§4, journey steps 6-8):
 * the request with the mailing address, the issued draft and final PDFs, and the e-signature with
 * its evidence. Each step is taken once while it is open; the letter worker (letter-worker.ts)
 * issues the PDFs and is woken by a request and a signature.
 */
import type { Types } from 'mongoose';
import { normalizeOfferAddress, validateOfferAddress } from '@portal/domain/validation';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import { checkSignatureDataUrl, type SignatureProblem } from '../../lib/signature-png.ts';
import type { OfferLetterDoc, OfferLetterKind } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';
import type { FileStore, OpenedFile } from '../../plugins/files.ts';
import type { OfferLetterRepository } from './offer-letter-repository.ts';
import type { AdminSignatureService } from './admin-signature-service.ts';
import { toOfferLetterStatus } from './offer-letter-views.ts';

/** The journey facts of steps 6-8. */
export interface OfferLetterFacts {
  offerDraftAvailable: boolean;
  signatureFinalized: boolean;
  finalLetterAvailable: boolean;
}

/** Who signed from where, as the evidence records it. */
export interface SigningContext {
  ip: string | null;
  userAgent: string | null;
}

export type RequestResult =
  | { ok: true; status: OfferLetterStatus }
  | { ok: false; reason: 'already-requested' | 'unconfirmed' }
  | { ok: false; reason: 'invalid'; message: string };
export type SignResult =
  | { ok: true; status: OfferLetterStatus; signature: OfferSignatureDoc }
  | { ok: false; reason: 'already-signed' | 'unconfirmed' | 'no-draft' }
  | { ok: false; reason: 'bad-signature'; problem: SignatureProblem };

export interface OfferLetterService {
  status(userId: Types.ObjectId | string): Promise<OfferLetterStatus>;
  facts(userId: Types.ObjectId | string): Promise<OfferLetterFacts>;
  findRequest(userId: Types.ObjectId | string): Promise<OfferLetterRequestDoc | null>;
  /** Records the (valid) address and with it the draft job; null when the letter was already requested. */
  request(userId: Types.ObjectId, addressLine: string): Promise<OfferLetterRequestDoc | null>;
  /** The student's own request with the step's rules, once; wakes the letter worker. */
  requestOwn(user: UserDoc, addressLine: string | null | undefined, confirmed: boolean): Promise<RequestResult>;
  letter(userId: Types.ObjectId | string, kind: OfferLetterKind): Promise<OfferLetterDoc | null>;
  /** The student's own issued PDF, or null. */
  openLetter(userId: Types.ObjectId | string, kind: OfferLetterKind): Promise<OpenedFile | null>;
  /** The student's e-signature of the draft (a 640×220 PNG data URL) with its evidence, once; wakes the letter worker. */
  signOwn(user: UserDoc, signatureDataUrl: string | null | undefined, confirmed: boolean, context: SigningContext): Promise<SignResult>;
  /** The students holding a final letter, in the order the letters were recorded, after `after`. */
  finalHolders(after: Types.ObjectId | null, limit: number): Promise<{ _id: Types.ObjectId; userId: Types.ObjectId }[]>;
  /** Requests whose letters are not issued yet (the worker's open jobs). */
  countOpenRequests(): Promise<number>;
}

function signatureFileName(studentId: string): string {
  return `signature-${studentId}.png`;
}

export function createOfferLetterService(deps: {
  repository: OfferLetterRepository;
  files: FileStore;
  /** Whether the program's authorized signature is saved: without it requested drafts wait. */
  adminSignature: Pick<AdminSignatureService, 'current'>;
  /** Wakes the letter worker. */
  wake: () => void;
}): OfferLetterService {
  const { repository } = deps;

  async function status(userId: Types.ObjectId | string): Promise<OfferLetterStatus> {
    const [request, kinds, signature, adminSignature] = await Promise.all([
      repository.findRequest(userId),
      repository.issuedKinds(userId),
      repository.findSignature(userId),
      deps.adminSignature.current(),
    ]);
    return toOfferLetterStatus(request, kinds, signature, !!adminSignature);
  }

  async function request(userId: Types.ObjectId, addressLine: string): Promise<OfferLetterRequestDoc | null> {
    try {
      return await repository.insertRequest(userId, addressLine, new Date());
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /** Stores the signature PNG with the evidence of the draft it signs, once. */
  async function sign(user: UserDoc, png: Buffer, context: SigningContext) {
    if (await repository.findSignature(user._id)) return { ok: false, reason: 'already-signed' } as const;
    const draft = await repository.letter(user._id, 'draft');
    if (!draft) return { ok: false, reason: 'no-draft' } as const;
    const file = await deps.files.put('signatures', String(user._id), png, 'image/png', signatureFileName(user.studentId));
    try {
      const signature = await repository.insertSignature({
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
      return { ok: true, signature } as const;
    } catch (err) {
      // A concurrent sign won: this request's image is nobody's evidence.
      await deps.files.remove('signatures', file.id);
      if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-signed' } as const;
      throw err;
    }
  }

  return {
    countOpenRequests: () => repository.countOpenRequests(),
    status,
    async facts(userId) {
      const [kinds, signature] = await Promise.all([repository.issuedKinds(userId), repository.findSignature(userId)]);
      return { offerDraftAvailable: kinds.has('draft'), signatureFinalized: !!signature, finalLetterAvailable: kinds.has('final') };
    },
    findRequest: (userId) => repository.findRequest(userId),
    request,
    async requestOwn(user, addressLine, confirmed) {
      if (await repository.findRequest(user._id)) return { ok: false, reason: 'already-requested' };
      const invalid = validateOfferAddress(addressLine);
      if (invalid) return { ok: false, reason: 'invalid', message: invalid };
      if (!confirmed) return { ok: false, reason: 'unconfirmed' };
      if (!(await request(user._id, normalizeOfferAddress(addressLine)))) return { ok: false, reason: 'already-requested' };
      deps.wake();
      return { ok: true, status: await status(user._id) };
    },
    letter: (userId, kind) => repository.letter(userId, kind),
    async openLetter(userId, kind) {
      const doc = await repository.letter(userId, kind);
      return doc ? deps.files.open('letters', doc.fileId, String(userId)) : null;
    },
    async signOwn(user, signatureDataUrl, confirmed, context) {
      if (await repository.findSignature(user._id)) return { ok: false, reason: 'already-signed' };
      const check = checkSignatureDataUrl(signatureDataUrl);
      if (!check.ok) return { ok: false, reason: 'bad-signature', problem: check.problem };
      if (!confirmed) return { ok: false, reason: 'unconfirmed' };
      const signed = await sign(user, check.png, context);
      if (!signed.ok) return signed;
      deps.wake();
      return { ok: true, status: await status(user._id), signature: signed.signature };
    },
    finalHolders: (after, limit) => repository.finalHolders(after, limit),
  };
}
