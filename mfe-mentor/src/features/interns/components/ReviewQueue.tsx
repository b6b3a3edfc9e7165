/** The reports waiting for the mentor's review, oldest first, each a link to the intern's page. */
import { Link } from 'react-router-dom';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';

export function ReviewQueue({ queue }: { queue: MentorReviewsView['queue'] }) {
  return (
    <section aria-labelledby="mentor-review-queue" style={{ marginTop: 16 }}>
      <SectionHeading id="mentor-review-queue" fontSize={20}>
        Reports to review ({queue.length})
      </SectionHeading>
      {queue.length === 0 ? (
        <PageText secondary>No report is waiting for your review.</PageText>
      ) : (
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {queue.map((item) => (
            <li key={item.reportId} style={{ marginBottom: 6 }}>
              <Link to={`/mentor/interns/${encodeURIComponent(item.internId)}#week-${item.week}`} style={{ textDecoration: 'underline' }}>
                {item.internName ?? 'Unnamed intern'}, week {item.week}
              </Link>{' '}
              — submitted {formatDateTime(item.submittedAt)} {item.late && <StatusTag tone="warning">Late</StatusTag>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
