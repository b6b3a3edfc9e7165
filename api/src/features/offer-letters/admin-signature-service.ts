/**
 * fastify.adminSignature: the authorized signature printed on offer letters. Every save is kept
 * (the newest is current) because issued letters name the signature they were drawn with.
 */
import type { Types } from 'mongoose';
import type { AdminSignatureStatus } from '@portal/domain/views/signature';
import type { Models } from '../../lib/models.ts';
import type { AdminSignatureDoc } from '../../models/admin-signature.ts';
import type { FileStore, OpenedFile } from '../../plugins/files.ts';

export const SIGNATURE_FILE_NAME = 'authorized-signature.png';

export interface AdminSignatureRepository {
  current(): Promise<AdminSignatureDoc | null>;
  status(): Promise<AdminSignatureStatus>;
  byId(id: Types.ObjectId | string): Promise<AdminSignatureDoc | null>;
  /** Stores the (already checked) PNG as the new current signature. */
  save(png: Buffer, savedBy: Types.ObjectId): Promise<AdminSignatureDoc>;
  /** The PNG of a saved signature (the current one by default), or null. */
  open(signature?: AdminSignatureDoc | null): Promise<OpenedFile | null>;
  /** The PNG of a saved signature as a data URL, for a document. */
  dataUrl(signature: AdminSignatureDoc): Promise<string>;
}

export function toSignatureStatus(doc: AdminSignatureDoc | null): AdminSignatureStatus {
  return { exists: !!doc, updatedAt: doc ? doc.savedAt.toISOString() : null };
}

export function createAdminSignatureRepository(deps: {
  models: Pick<Models, 'AdminSignature'>;
  files: FileStore;
}): AdminSignatureRepository {
  const { AdminSignature } = deps.models;
  const current = () => AdminSignature.findOne({}).sort({ savedAt: -1, _id: -1 }).lean<AdminSignatureDoc>();

  const repository: AdminSignatureRepository = {
    current,
    async status() {
      return toSignatureStatus(await current());
    },
    byId: (id) => AdminSignature.findById(id).lean<AdminSignatureDoc>(),
    async save(png, savedBy) {
      const file = await deps.files.put('signatures', String(savedBy), png, 'image/png', SIGNATURE_FILE_NAME);
      const doc = await AdminSignature.create({ fileId: file.id, sha256: file.sha256, savedAt: new Date(), savedBy });
      return doc.toObject() as AdminSignatureDoc;
    },
    async open(signature) {
      const doc = signature === undefined ? await current() : signature;
      return doc ? deps.files.open('signatures', doc.fileId) : null;
    },
    async dataUrl(signature) {
      const read = await deps.files.read('signatures', signature.fileId);
      if (!read) throw new Error(`authorized signature file ${signature.fileId} is missing`);
      return `data:image/png;base64,${read.bytes.toString('base64')}`;
    },
  };
  return repository;
}
