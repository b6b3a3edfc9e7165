/** The authorized signatures: every save is kept (the newest is current), because issued letters name the one they were drawn with. */
import type { Types } from 'mongoose';
import type { Models } from '../../lib/models.ts';
import type { AdminSignatureDoc } from '../../models/admin-signature.ts';

export interface AdminSignatureRepository {
  current(): Promise<AdminSignatureDoc | null>;
  byId(id: Types.ObjectId | string): Promise<AdminSignatureDoc | null>;
  insert(signature: Omit<AdminSignatureDoc, '_id'>): Promise<AdminSignatureDoc>;
}

export function createAdminSignatureRepository({ AdminSignature }: Pick<Models, 'AdminSignature'>): AdminSignatureRepository {
  return {
    current: () => AdminSignature.findOne({}).sort({ savedAt: -1, _id: -1 }).lean<AdminSignatureDoc>(),
    byId: (id) => AdminSignature.findById(id).lean<AdminSignatureDoc>(),
    async insert(signature) {
      const doc = await AdminSignature.create(signature);
      return doc.toObject() as AdminSignatureDoc;
    },
  };
}
