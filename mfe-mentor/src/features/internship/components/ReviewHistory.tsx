/** The mentor's decisions on this internship, newest first: each week's last review with its comment, then the waived weeks with their reasons. */
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { lastReview } from '../lib/last-review';

export function ReviewHistory({ weeks }: { weeks: readonly WeekView[] }) {
  const reviews = weeks
    .flatMap((w) => {
      const review = lastReview(w.report);
      return review ? [{ week: w.number, ...review }] : [];
    })
    .sort((a, b) => b.at.localeCompare(a.at));
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
          {reviews.map((r) => (
            <li key={r.week}>
              Week {r.week}: {REPORT_STATE_LABELS[r.decision]} on {formatDateTime(r.at)}
              {r.comment ? ` — “${r.comment}”` : ''}
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
