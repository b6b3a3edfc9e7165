/**
 * fastify.adminSignature: the authorized signature printed on offer letters and certificates.
 * Saving one is recorded in the audit trail and wakes the letter worker (requests that waited for
 * a signature get their drafts); issued letters keep the one they were drawn with.
 */
import { Types } from 'mongoose';
import type { AdminSignatureStatus } from '@portal/domain/views/signature';
import type { AdminSignatureDoc } from '../../models/admin-signature.ts';
import type { FileStore, OpenedFile } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { AdminSignatureRepository } from './admin-signature-repository.ts';
import { toSignatureStatus } from './offer-letter-views.ts';

const SIGNATURE_FILE_NAME = 'authorized-signature.png';

export interface SavedSignature {
  saved: AdminSignatureDoc;
  /** Whether it replaced an earlier signature. */
  replaced: boolean;
}

export interface AdminSignatureService {
  current(): Promise<AdminSignatureDoc | null>;
  status(): Promise<AdminSignatureStatus>;
  byId(id: Types.ObjectId | string): Promise<AdminSignatureDoc | null>;
  /** Stores the (already checked) PNG as the new current signature, recorded as the actor's. */
  save(actor: AuditActor, png: Buffer): Promise<SavedSignature>;
  /** The PNG of a saved signature (the current one by default), or null. */
  open(signature?: AdminSignatureDoc | null): Promise<OpenedFile | null>;
  /** The PNG of a saved signature as a data URL, for a document. */
  dataUrl(signature: AdminSignatureDoc): Promise<string>;
}

const auditFields = (s: AdminSignatureDoc) => ({ id: String(s._id), sha256: s.sha256, savedAt: s.savedAt.toISOString() });

export function createAdminSignatureService(deps: {
  repository: AdminSignatureRepository;
  files: FileStore;
  audit: Pick<AuditService, 'record'>;
  /** Wakes the letter worker. */
  wake: () => void;
}): AdminSignatureService {
  const { repository } = deps;
  return {
    current: () => repository.current(),
    async status() {
      return toSignatureStatus(await repository.current());
    },
    byId: (id) => repository.byId(id),
    async save(actor, png) {
      const before = await repository.current();
      const savedBy = new Types.ObjectId(actor.id ?? undefined);
      const file = await deps.files.put('signatures', String(savedBy), png, 'image/png', SIGNATURE_FILE_NAME);
      const saved = await repository.insert({ fileId: file.id, sha256: file.sha256, savedAt: new Date(), savedBy });
      const replaced = !!before;
      await deps.audit.record(actor, {
        action: replaced ? 'signature.replace' : 'signature.save',
        targetType: 'admin-signature',
        targetId: String(saved._id),
        before: before ? auditFields(before) : null,
        after: auditFields(saved),
      });
      // Requests that waited for a signature can now get their drafts.
      deps.wake();
      return { saved, replaced };
    },
    async open(signature) {
      const doc = signature === undefined ? await repository.current() : signature;
      return doc ? deps.files.open('signatures', doc.fileId) : null;
    },
    async dataUrl(signature) {
      const read = await deps.files.read('signatures', signature.fileId);
      if (!read) throw new Error(`authorized signature file ${signature.fileId} is missing`);
      return `data:image/png;base64,${read.bytes.toString('base64')}`;
    },
  };
}
