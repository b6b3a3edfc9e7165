/** The backgrounds: one per student (a unique userId admits one insert however often or concurrently it is sent). */
import type { Types } from 'mongoose';
import type { Background } from '@portal/domain/background';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { BackgroundDoc } from '../../models/background.ts';

export interface BackgroundRepository {
  find(userId: Types.ObjectId | string): Promise<BackgroundDoc | null>;
  /** Inserts the student's background; null when they have one already. */
  insert(userId: Types.ObjectId, background: Background, at: Date): Promise<BackgroundDoc | null>;
}

export function createBackgroundRepository({ Background }: Pick<Models, 'Background'>): BackgroundRepository {
  return {
    find: (userId) => Background.findOne({ userId }).lean<BackgroundDoc>(),
    async insert(userId, background, at) {
      try {
        const doc = await Background.create({ userId, ...background, submittedAt: at });
        return doc.toObject() as BackgroundDoc;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
  };
}
