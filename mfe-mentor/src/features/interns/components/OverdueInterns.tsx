/** The weeks whose report is missing after its due minute: a warning with a link to each intern. */
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import { formatDateTime } from '@portal/shared-ui/lib/format';

export function OverdueInterns({ overdue }: { overdue: MentorReviewsView['overdue'] }) {
  if (overdue.length === 0) return null;
  return (
    <section aria-label="Overdue reports" style={{ marginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={`Overdue reports (${overdue.length})`}
        description={
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {overdue.map((item) => (
              <li key={`${item.internId}-${item.week}`}>
                <Link to={`/mentor/interns/${encodeURIComponent(item.internId)}#week-${item.week}`} style={{ textDecoration: 'underline' }}>
                  {item.internName ?? 'Unnamed intern'}, week {item.week}
                </Link>{' '}
                — was due {formatDateTime(item.dueAt)}
              </li>
            ))}
          </ul>
        }
      />
    </section>
  );
}
