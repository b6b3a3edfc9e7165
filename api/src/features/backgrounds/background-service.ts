/**
 * fastify.backgrounds: the student's background (SPEC §3, journey step 5), submitted once while
 * the step is open.
 */
import type { Types } from 'mongoose';
import {
  normalizeBackground,
  validateBackground,
  type Background,
  type BackgroundField,
  type BackgroundInput,
} from '@portal/domain/background';
import type { FieldErrors } from '@portal/domain/validation';
import type { BackgroundView } from '@portal/domain/views/background';
import type { UserDoc } from '../../lib/models.ts';
import type { BackgroundDoc } from '../../models/background.ts';
import type { BackgroundRepository } from './background-repository.ts';
import { toBackgroundView } from './background-views.ts';

/** The student's own submission (its route refuses it while step 5 is locked): refused once submitted, when invalid or unconfirmed. */
export type SubmitResult =
  | { ok: true; view: BackgroundView; background: BackgroundDoc }
  | { ok: false; reason: 'already-submitted' | 'unconfirmed' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors<BackgroundField> };

export interface BackgroundService {
  find(userId: Types.ObjectId | string): Promise<BackgroundDoc | null>;
  view(userId: Types.ObjectId | string): Promise<BackgroundView>;
  /** Saves a (valid) background; null when one was already submitted. */
  submit(userId: Types.ObjectId, background: Background): Promise<BackgroundDoc | null>;
  /** The student's own background with the step's rules, once. */
  submitOwn(user: UserDoc, input: BackgroundInput, confirmed: boolean): Promise<SubmitResult>;
}

export function createBackgroundService(deps: { repository: BackgroundRepository }): BackgroundService {
  const { repository } = deps;
  const submit = (userId: Types.ObjectId, background: Background) => repository.insert(userId, background, new Date());
  return {
    find: (userId) => repository.find(userId),
    async view(userId) {
      return toBackgroundView(await repository.find(userId));
    },
    submit,
    async submitOwn(user, input, confirmed) {
      if (await repository.find(user._id)) return { ok: false, reason: 'already-submitted' };
      const errors = validateBackground(input);
      if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors };
      if (!confirmed) return { ok: false, reason: 'unconfirmed' };
      const saved = await submit(user._id, normalizeBackground(input));
      if (!saved) return { ok: false, reason: 'already-submitted' };
      return { ok: true, view: toBackgroundView(saved), background: saved };
    },
  };
}
