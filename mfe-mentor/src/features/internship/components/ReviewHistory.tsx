/** The mentor's decisions on this internship, newest first: each review with its comment, then the waived weeks with their reasons. */
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';

export function ReviewHistory({ weeks }: { weeks: readonly WeekView[] }) {
  const reviews = weeks
    .flatMap((w) => (w.report?.decision && w.report.reviewedAt ? [{ ...w.report, reviewedAt: w.report.reviewedAt }] : []))
    .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt));
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
            <li key={r.id}>
              Week {r.week}: {REPORT_STATE_LABELS[r.decision!]} on {formatDateTime(r.reviewedAt)}
              {r.reviewComment ? ` — “${r.reviewComment}”` : ''}
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
