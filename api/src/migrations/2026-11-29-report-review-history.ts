import type { Types } from 'mongoose';
import type { Migration } from './migration.ts';

/** A weekly report as earlier releases stored it: the one latest review in fields of the report. */
interface EarlierReport {
  _id: Types.ObjectId;
  decision?: string | null;
  reviewComment?: string | null;
  reviewedBy?: Types.ObjectId | null;
  reviewedAt?: Date | null;
}

export const reportReviewHistory: Migration = {
  id: '2026-11-29-report-review-history',
  description:
    'Weekly reports stored with only their latest review get the history of reviews, that review its first entry (a report ' +
    'written again after a request for changes, its decision cleared since, keeps it as that request), and the single ' +
    "review's fields go",
  async up(models, log) {
    // The single review's fields are no longer the model's: read and remove them on the collection.
    const reports = models.WeeklyReport.collection;
    const earlier = (await reports
      .find({ reviews: { $exists: false } }, { projection: { decision: 1, reviewComment: 1, reviewedBy: 1, reviewedAt: 1 } })
      .toArray()) as EarlierReport[];
    const reviewerIds = [...new Set(earlier.flatMap((r) => (r.reviewedBy ? [String(r.reviewedBy)] : [])))];
    const [profiles, accounts] = await Promise.all([
      models.MentorProfile.find({ _id: { $in: reviewerIds } }, { name: 1 }).lean<{ _id: Types.ObjectId; name: string }[]>(),
      models.User.find({ _id: { $in: reviewerIds } }, { email: 1 }).lean<{ _id: Types.ObjectId; email: string }[]>(),
    ]);
    // The reviewer's profile name, as new reviews record it; their address for an account without a profile.
    const nameOf = new Map<string, string>([
      ...accounts.map((a): [string, string] => [String(a._id), a.email]),
      ...profiles.map((p): [string, string] => [String(p._id), p.name]),
    ]);
    let reviewed = 0;
    for (const report of earlier) {
      const { reviewedBy: by, reviewedAt: at } = report;
      const reviews =
        by && at
          ? [
              {
                decision: report.decision ?? 'CHANGES_REQUESTED',
                comment: report.reviewComment ?? null,
                by,
                byName: nameOf.get(String(by)) ?? '',
                at,
              },
            ]
          : [];
      await reports.updateOne(
        { _id: report._id, reviews: { $exists: false } },
        { $set: { reviews }, $unset: { reviewComment: '', reviewedBy: '', reviewedAt: '' } },
      );
      reviewed += reviews.length;
    }
    log(`${earlier.length} report(s) given a history of reviews, ${reviewed} holding the review they had`);
  },
};
