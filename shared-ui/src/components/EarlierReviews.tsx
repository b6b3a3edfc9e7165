import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { ReportView, ReviewView } from '@portal/domain/views/internship';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';

/** A review as one line: the decision, when, who, and the comment. */
export function reviewLine(review: ReviewView): string {
  return `${REPORT_STATE_LABELS[review.decision]} on ${formatDateTime(review.at)} by ${review.by}${review.comment ? ` — “${review.comment}”` : ''}`;
}

/** The reviews of a report before its latest one (which the week shows on its own), newest first; nothing when there are none. */
export function EarlierReviews({ report }: { report: ReportView }) {
  const earlier = report.reviews.slice(0, -1).reverse();
  if (earlier.length === 0) return null;
  const headingId = `earlier-reviews-${report.id}`;
  return (
    <div>
      <Text strong id={headingId}>
        Earlier reviews of week {report.week}
      </Text>
      <ul aria-labelledby={headingId} style={{ paddingInlineStart: 20, margin: '4px 0 0' }}>
        {earlier.map((review) => (
          <li key={review.at}>{reviewLine(review)}</li>
        ))}
      </ul>
    </div>
  );
}
