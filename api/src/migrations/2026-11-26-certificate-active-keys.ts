import type { Model } from 'mongoose';
import { activeCertificateKey, revokedCertificateKey, type CertificateDoc } from '../models/certificate.ts';
import { dropIndexIfPresent } from './drop-index.ts';
import type { Migration } from './migration.ts';

/** The unique index of one certificate per student and type, revoked or not, of an earlier release. */
const ONE_PER_TYPE_INDEX = 'userId_1_type_1';

export const certificateActiveKeys: Migration = {
  id: '2026-11-26-certificate-active-keys',
  description:
    'Certificates stored before activeKey get theirs (one valid certificate per student and type), its unique index is built, ' +
    'and the one-per-type index, which refused issuing a revoked type again, goes',
  async up(models, log) {
    const Certificate = models.Certificate as unknown as Model<CertificateDoc>;
    const unkeyed = await Certificate.find({ activeKey: { $exists: false } }, { userId: 1, type: 1, revokedAt: 1 }).lean<
      CertificateDoc[]
    >();
    for (const c of unkeyed) {
      const activeKey = c.revokedAt ? revokedCertificateKey(c._id) : activeCertificateKey(c.userId, c.type);
      await Certificate.updateOne({ _id: c._id, activeKey: { $exists: false } }, { $set: { activeKey } });
    }
    // createModels could not build the unique activeKey index while two certificates had none.
    await Certificate.createIndexes();
    await dropIndexIfPresent(Certificate.collection, ONE_PER_TYPE_INDEX);
    log(`${unkeyed.length} certificate(s) keyed`);
  },
};
