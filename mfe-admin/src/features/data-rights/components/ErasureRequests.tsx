/**
 * Erasure requests on /admin: the students who asked to erase their account, oldest due first,
 * each with its due date (30 days after the request), Approve (confirmed, saying what is erased
 * and what is kept) and Refuse (with a reason the student is mailed).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ERASURE_ERASED, ERASURE_KEPT } from '@portal/domain/data-rights';
import type { AdminErasureRow } from '@portal/domain/views/data-rights';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDate, formatDateTime } from '@portal/shared-ui/lib/format';
import { adminKeys } from '../../../lib/query-keys';
import { ERASURES_PAGE_SIZE, approveErasure, pendingErasuresQuery, refuseErasure } from '../api/data-rights';

const ReasonDialog = lazy(() => import('../../../components/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));

export const ERASURE_TEXT = {
  heading: 'Erasure requests',
  none: 'No student is waiting for an answer to an erasure request.',
  loadFailed: 'Failed to load erasure requests.',
  approved: 'Approved: the account is being erased.',
  refused: 'Refused: the student has been told why.',
  actionFailed: 'Action failed.',
} as const;
const REASON_MAX = 1000;
/** The heading the admin home's count and the staff digest mail lead to (domain/waiting-work). */
const ERASURE_REQUESTS_HEADING_ID = 'erasure-requests-title';

const who = (row: AdminErasureRow) => row.name ?? row.email ?? row.studentId ?? 'this student';

export function ErasureRequests() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [refusing, setRefusing] = useState<AdminErasureRow | null>(null);
  const requests = useQuery({ ...pendingErasuresQuery(page), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.dataRights });
  const approve = useMutation({ mutationFn: (row: AdminErasureRow) => approveErasure(row.id), onSettled: refresh });

  async function onApprove(row: AdminErasureRow) {
    const confirmed = await confirm({
      danger: true,
      title: `Erase the account of ${who(row)}?`,
      content: (
        <>
          <p style={{ margin: 0 }}>Erased: {ERASURE_ERASED.join('; ')}.</p>
          <p style={{ margin: '8px 0 0' }}>Kept: {ERASURE_KEPT.join(' ')}</p>
        </>
      ),
      okText: 'Yes, approve',
      irreversible: true,
    });
    if (!confirmed) return;
    try {
      await approve.mutateAsync(row);
      void message.success(ERASURE_TEXT.approved);
    } catch (err) {
      void message.error(messageOf(err, ERASURE_TEXT.actionFailed));
    }
  }

  const columns: TableColumnsType<AdminErasureRow> = [
    {
      title: 'Student',
      key: 'student',
      render: (_, row) => <Link to={`/admin/students/${row.userId}`}>{who(row)}</Link>,
    },
    { title: 'E-mail', key: 'email', render: (_, row) => row.email ?? '—' },
    { title: 'Asked', key: 'requestedAt', render: (_, row) => formatDateTime(row.requestedAt) },
    {
      title: 'Due',
      key: 'dueAt',
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          {formatDate(row.dueAt)}
          {row.overdue && <StatusTag tone="danger">Overdue</StatusTag>}
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Flex gap={8} wrap>
          <Button size="small" danger loading={approve.isPending && approve.variables?.id === row.id} onClick={() => void onApprove(row)}>
            Approve
          </Button>
          <Button size="small" onClick={() => setRefusing(row)}>
            Refuse
          </Button>
        </Flex>
      ),
    },
  ];

  const data = requests.data;
  return (
    <Panel
      role="region"
      aria-labelledby={ERASURE_REQUESTS_HEADING_ID}
      title={
        <SectionHeading id={ERASURE_REQUESTS_HEADING_ID} style={{ margin: 0, fontSize: 18 }}>
          {ERASURE_TEXT.heading}
        </SectionHeading>
      }
    >
      {requests.isError && !data ? (
        <LoadError message={ERASURE_TEXT.loadFailed} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading erasure requests" />
      ) : data.totalItems === 0 ? (
        <PageText style={{ margin: 0 }}>{ERASURE_TEXT.none}</PageText>
      ) : (
        <Flex vertical gap={12}>
          <div role="status">
            <PageText style={{ margin: 0 }}>
              {data.totalItems === 1 ? '1 student is' : `${data.totalItems} students are`} waiting for an answer. The law gives 30 days.
            </PageText>
          </div>
          <PagedDataTable<AdminErasureRow>
            label="Erasure requests"
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.items}
            loading={requests.isFetching}
            pagination={{
              current: page + 1,
              pageSize: ERASURES_PAGE_SIZE,
              total: data.totalItems,
              hideOnSinglePage: true,
              onChange: (next) => setPage(next - 1),
            }}
          />
        </Flex>
      )}
      {refusing && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={`Refuse the erasure request of ${who(refusing)}?`}
            description="The student is mailed this reason and may ask again."
            okText="Refuse"
            maxLength={REASON_MAX}
            onCancel={() => setRefusing(null)}
            onSubmit={async (reason) => {
              await refuseErasure(refusing.id, reason);
              void message.success(ERASURE_TEXT.refused);
              await refresh();
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
