/** The consent records (models/privacy.ts) and the account's copy of the last consented version. */
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { ConsentDoc } from '../../models/privacy.ts';

export interface ConsentInput {
  userId: Types.ObjectId;
  noticeVersion: string;
  givenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface PrivacyRepository {
  /** Records the consent once per student and version (a repeat keeps the first record) and marks the account. */
  recordConsent(consent: ConsentInput): Promise<ConsentDoc>;
  /** The student's consent records, newest first. */
  consentsOf(userId: Types.ObjectId | string): Promise<ConsentDoc[]>;
  latestConsent(userId: Types.ObjectId | string, version: string): Promise<ConsentDoc | null>;
}

export function createPrivacyRepository({ Consent, User }: Pick<Models, 'Consent' | 'User'>): PrivacyRepository {
  const key = (userId: Types.ObjectId | string, version: string) => `${String(userId)}:${version}`;
  return {
    async recordConsent(consent) {
      let doc: ConsentDoc | null;
      try {
        doc = (await Consent.create({ ...consent, key: key(consent.userId, consent.noticeVersion) })).toObject() as ConsentDoc;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        doc = await Consent.findOne({ key: key(consent.userId, consent.noticeVersion) }).lean<ConsentDoc>();
      }
      await User.updateOne({ _id: consent.userId }, { $set: { privacyNoticeVersion: consent.noticeVersion } });
      return doc!;
    },
    consentsOf: (userId) => Consent.find({ userId }).sort({ givenAt: -1 }).lean<ConsentDoc[]>(),
    latestConsent: (userId, version) => Consent.findOne({ key: key(userId, version) }).lean<ConsentDoc>(),
  };
}
