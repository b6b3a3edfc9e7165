/**
 * The account's own profile (SPEC §5): the rules of an update, including the lock a verified
 * Government ID holds on name, country and state.
 */
import { PROFILE_FIELD_ORDER, firstError, normalizeProfile, validateProfile, type ProfileInput } from '@portal/domain/validation';
import type { Profile } from '@portal/domain/views/profile';
import type { UserDoc } from '../../lib/models.ts';
import type { ProfileRepository } from './profile-repository.ts';
import { toProfile } from './profile-views.ts';

/**
 * Why an update was refused: `invalid` with the first message and every field's, or `locked` by the
 * verified ID. (A student's consent to the privacy notice is held by the route: plugins/authorization.ts.)
 */
export type ProfileUpdate =
  | { ok: true; profile: Profile }
  | { ok: false; reason: 'invalid'; message: string; errors: ReturnType<typeof validateProfile> }
  | { ok: false; reason: 'locked' };

export interface ProfileService {
  view(user: UserDoc): Profile;
  update(user: UserDoc, input: ProfileInput): Promise<ProfileUpdate>;
}

export function createProfileService(repository: ProfileRepository): ProfileService {
  return {
    view: toProfile,
    async update(user, input) {
      const errors = validateProfile(input);
      const message = firstError(errors, PROFILE_FIELD_ORDER);
      if (message) return { ok: false, reason: 'invalid', message, errors };
      const next = normalizeProfile(input);
      const changesLocked = next.name !== user.name || next.country !== user.country || next.state !== (user.state ?? null);
      if (user.idVerified && changesLocked) return { ok: false, reason: 'locked' };
      // Compare-and-set: if the ID was verified meanwhile, only an update keeping the locked fields goes through.
      const updated = await repository.updateUnlessLocked(user._id, next);
      if (!updated) return { ok: false, reason: 'locked' };
      return { ok: true, profile: toProfile(updated) };
    },
  };
}
