import type { Models, UserDoc } from '../../lib/models.ts';

export interface ProfileFields {
  name: string | null;
  phone: string | null;
  country: string | null;
  state: string | null;
}

export interface ProfileRepository {
  /**
   * Writes the fields unless the ID was verified meanwhile with other locked fields (compare-and-set);
   * the account after, or null when the lock refused the change.
   */
  updateUnlessLocked(userId: UserDoc['_id'], fields: ProfileFields): Promise<UserDoc | null>;
}

export function createProfileRepository({ User }: Pick<Models, 'User'>): ProfileRepository {
  return {
    updateUnlessLocked(userId, fields) {
      const lockedFieldsUnchanged = { name: fields.name, country: fields.country, state: fields.state };
      return User.findOneAndUpdate(
        { _id: userId, $or: [{ idVerified: false }, lockedFieldsUnchanged] },
        { $set: fields },
        { returnDocument: 'after' },
      ).lean<UserDoc>();
    },
  };
}
