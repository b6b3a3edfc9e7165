/**
 * The student page's "Personal data" area: the student's erasure request and, once erased, the
 * invoices and credit notes retained for tax law (and until when) and a signed letter kept until the
 * internship ends; then who opened which of the student's files and when, paged on the server.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminErasureRow, FileViewRow } from '@portal/domain/views/data-rights';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDate, formatDateTime } from '@portal/shared-ui/lib/format';
import { FILE_VIEWS_PAGE_SIZE, fileViewsQuery, studentDataRightsQuery } from '../api/data-rights';

export const DATA_PANEL_TEXT = {
  loadFailed: 'Failed to load the personal data panel.',
  viewsLoadFailed: 'Failed to load who opened the files.',
  noViews: 'No admin or CA has opened this student’s files.',
  retainedHeading: 'Retained for tax law',
} as const;

function ErasureState({ erasure }: { erasure: AdminErasureRow }) {
  const decided = erasure.decidedAt ? ` on ${formatDate(erasure.decidedAt)} by ${erasure.decidedBy ?? 'an admin'}` : '';
  switch (erasure.status) {
    case 'PENDING':
      return (
        <Alert
          type={erasure.overdue ? 'error' : 'warning'}
          showIcon
          title={`Asked to erase the account on ${formatDate(erasure.requestedAt)}: answer by ${formatDate(erasure.dueAt)} (on /admin).`}
        />
      );
    case 'REFUSED':
      return <Alert type="info" showIcon title={`Erasure refused${decided}.`} description={`Reason: ${erasure.reason ?? ''}`} />;
    default:
      return (
        <Alert
          type="info"
          showIcon
          title={erasure.status === 'COMPLETED' ? `Account erased${decided}.` : `Erasure approved${decided}; being carried out.`}
          description={
            erasure.heldLetter
              ? `Signed offer letter kept until ${formatDate(`${erasure.heldLetter.until}T12:00:00+05:30`)}. ${erasure.heldLetter.reason}`
              : undefined
          }
        />
      );
  }
}

function FileViews({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const views = useQuery({ ...fileViewsQuery(userId, page), placeholderData: keepPreviousData });
  const columns: TableColumnsType<FileViewRow> = [
    { title: 'When', key: 'at', render: (_, row) => formatDateTime(row.at) },
    { title: 'Who', key: 'who', render: (_, row) => `${row.actorEmail ?? '—'} (${row.actorRole ?? '—'})` },
    { title: 'File', key: 'file', render: (_, row) => (row.detail ? `${row.file} ${row.detail}` : row.file) },
  ];
  if (views.isError && !views.data)
    return <LoadError message={DATA_PANEL_TEXT.viewsLoadFailed} error={views.error} onRetry={() => void views.refetch()} />;
  if (!views.data) return <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading who opened the files" />;
  if (views.data.totalItems === 0) return <PageText style={{ margin: 0 }}>{DATA_PANEL_TEXT.noViews}</PageText>;
  return (
    <PagedDataTable<FileViewRow>
      label="Who opened the student's files"
      rowKey={(row) => `${row.at}|${row.actorEmail}|${row.file}|${row.detail}`}
      size="small"
      columns={columns}
      dataSource={views.data.items}
      loading={views.isFetching}
      pagination={{
        current: page + 1,
        pageSize: FILE_VIEWS_PAGE_SIZE,
        total: views.data.totalItems,
        hideOnSinglePage: true,
        onChange: (next) => setPage(next - 1),
      }}
    />
  );
}

export function StudentDataRights({ userId }: { userId: string }) {
  const panel = useQuery(studentDataRightsQuery(userId));
  const data = panel.data;
  return (
    <Flex vertical gap={12}>
      {panel.isError && !data ? (
        <LoadError message={DATA_PANEL_TEXT.loadFailed} error={panel.error} onRetry={() => void panel.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the personal data panel" />
      ) : (
        <>
          {data.erasure ? (
            <ErasureState erasure={data.erasure} />
          ) : (
            <PageText style={{ margin: 0 }}>The student has not asked to erase their account.</PageText>
          )}
          {data.retained.length > 0 && (
            <section aria-label={DATA_PANEL_TEXT.retainedHeading}>
              <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{DATA_PANEL_TEXT.retainedHeading}</h3>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {data.retained.map((doc) => (
                  <li key={doc.id}>
                    {doc.number} <StatusTag tone="info">Retained for tax law</StatusTag> until {formatDate(`${doc.until}T12:00:00+05:30`)}.{' '}
                    {doc.reason}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <h3 style={{ fontSize: 16, margin: '8px 0 0' }}>Who opened the files</h3>
      <FileViews userId={userId} />
    </Flex>
  );
}
