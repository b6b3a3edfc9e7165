/** The mentor's decisions on this internship, newest first: every review of every week with who gave it and its comment, then the waived weeks with their reasons. */
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { reviewLine } from '@portal/shared-ui/components/EarlierReviews';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';

export function ReviewHistory({ weeks }: { weeks: readonly WeekView[] }) {
  const reviews = weeks
    .flatMap((w) => (w.report?.reviews ?? []).map((review) => ({ week: w.number, review })))
    .sort((a, b) => b.review.at.localeCompare(a.review.at));
  const waivers = weeks.filter((w) => w.waiverReason);
  return (
    <section aria-labelledby="review-history" style={{ marginTop: 24 }}>
      <SectionHeading id="review-history" fontSize={20}>
        Review history
      </SectionHeading>
      {reviews.length === 0 && waivers.length === 0 ? (
        <PageText secondary>No report has been reviewed yet.</PageText>
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {reviews.map(({ week, review }) => (
            <li key={`${week}-${review.at}`}>
              Week {week}: {reviewLine(review)}
            </li>
          ))}
          {waivers.map((w) => (
            <li key={`waived-${w.number}`}>
              Week {w.number}: {REPORT_STATE_LABELS.WAIVED} — “{w.waiverReason}”
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
