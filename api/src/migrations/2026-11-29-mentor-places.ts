import type { Types } from 'mongoose';
import type { Migration } from './migration.ts';

export const mentorPlaces: Migration = {
  id: '2026-11-29-mentor-places',
  description:
    'Mentor profiles hold a place per intern (places: intern and when) instead of a count, so a place left by a stopped write is ' +
    'found and given back: each profile gets the places of its assignments and loses internCount',
  async up(models, log) {
    // internCount is no longer in the model's schema: read the collection as it is.
    const profiles = await models.MentorProfile.collection
      .find<{ _id: Types.ObjectId }>({ internCount: { $exists: true } }, { projection: { _id: 1 } })
      .toArray();
    for (const { _id } of profiles) {
      const assignments = await models.MentorAssignment.find({ mentorId: _id }, { _id: 1, assignedAt: 1 }).lean<
        { _id: Types.ObjectId; assignedAt: Date }[]
      >();
      await models.MentorProfile.collection.updateOne(
        { _id },
        { $set: { places: assignments.map((a) => ({ intern: a._id, at: a.assignedAt })) }, $unset: { internCount: '' } },
      );
    }
    log(`${profiles.length} mentor profile(s) given their places`);
  },
};
