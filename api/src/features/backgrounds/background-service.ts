/**
 * fastify.backgrounds: the student's background (SPEC §3), submitted once: the unique userId
 * admits one insert however often or concurrently it is sent.
 */
import type { Types } from 'mongoose';
import type { Background } from '@portal/domain/background';
import type { BackgroundView } from '@portal/domain/views/background';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { BackgroundDoc } from '../../models/background.ts';

export interface BackgroundRepository {
  find(userId: Types.ObjectId | string): Promise<BackgroundDoc | null>;
  view(userId: Types.ObjectId | string): Promise<BackgroundView>;
  /** Saves the background; null when one was already submitted. */
  submit(userId: Types.ObjectId, background: Background): Promise<BackgroundDoc | null>;
}

export function toBackgroundView(doc: BackgroundDoc | null): BackgroundView {
  return {
    status: doc ? 'SUBMITTED' : 'NOT_SUBMITTED',
    finalized: !!doc,
    profileType: (doc?.profileType as Background['profileType'] | undefined) ?? null,
    educationalLevel: (doc?.educationalLevel as Background['educationalLevel'] | undefined) ?? null,
    graduationYear: doc?.graduationYear ?? null,
    college: doc?.college ?? null,
    branch: doc?.branch ?? null,
    jobTitle: doc?.jobTitle ?? null,
    company: doc?.company ?? null,
    experienceMonths: doc?.experienceMonths ?? null,
    linkedinProfile: doc?.linkedinProfile ?? null,
    submittedAt: doc ? doc.submittedAt.toISOString() : null,
  };
}

export function createBackgroundRepository({ models }: { models: Pick<Models, 'Background'> }): BackgroundRepository {
  const { Background } = models;
  const find = (userId: Types.ObjectId | string) => Background.findOne({ userId }).lean<BackgroundDoc>();
  return {
    find,
    async view(userId) {
      return toBackgroundView(await find(userId));
    },
    async submit(userId, background) {
      try {
        const doc = await Background.create({ userId, ...background, submittedAt: new Date() });
        return doc.toObject() as BackgroundDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
  };
}
