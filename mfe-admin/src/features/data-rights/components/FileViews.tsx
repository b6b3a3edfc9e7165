/**
 * Who opened which of a student's files and when, paged on the server: the table of the student
 * page's "Personal data" area, its own chunk (antd's table engine and pagination, ~33 KB gzip)
 * loaded when the admin asks to see it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { FileViewRow } from '@portal/domain/views/data-rights';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { FILE_VIEWS_PAGE_SIZE, fileViewsQuery } from '../api/data-rights';
import { DATA_PANEL_TEXT } from './data-panel-text';

export function FileViews({ userId }: { userId: string }) {
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
