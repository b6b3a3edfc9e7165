/** Each intern's week states at a glance (one tag a week, week 1 first), overdue interns marked, a page at a time. */
import { Link } from 'react-router-dom';
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import { PagedDataTable, type TablePaging } from '@portal/shared-ui/components/PagedDataTable';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { STATE_TONES } from '@portal/shared-ui/lib/internship-labels';

type InternRow = MentorReviewsView['interns'][number];

export function WeekStatesTable({
  rows,
  overdueIds,
  loading,
  pagination,
}: {
  rows: readonly InternRow[];
  overdueIds: ReadonlySet<string>;
  loading: boolean;
  pagination: TablePaging;
}) {
  const columns = [
    {
      title: 'Intern',
      key: 'name',
      render: (_: unknown, row: InternRow) => (
        <>
          <Link to={`/mentor/interns/${encodeURIComponent(row.internId)}`}>{row.name ?? row.email}</Link>
          {overdueIds.has(row.internId) && (
            <>
              {' '}
              <StatusTag tone="danger">Overdue</StatusTag>
            </>
          )}
        </>
      ),
    },
    { title: 'Specialization', dataIndex: 'specialization', key: 'specialization' },
    {
      title: 'Weeks',
      key: 'weeks',
      render: (_: unknown, row: InternRow) => (
        <ol
          aria-label={`Weeks of ${row.name ?? row.email}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 4, padding: 0, margin: 0, listStyle: 'none' }}
        >
          {row.states.map((state, i) => (
            <li key={i}>
              <StatusTag tone={STATE_TONES[state]}>
                W{i + 1}: {REPORT_STATE_LABELS[state]}
              </StatusTag>
            </li>
          ))}
        </ol>
      ),
    },
    { title: 'Evaluation', key: 'evaluated', render: (_: unknown, row: InternRow) => (row.evaluated ? 'Given' : 'Not yet') },
  ];
  return (
    <PagedDataTable<InternRow>
      label="Week states"
      columns={columns}
      dataSource={rows}
      rowKey="internId"
      loading={loading}
      locale={{ emptyText: 'No interns are assigned to you yet.' }}
      pagination={pagination}
    />
  );
}
