/**
 * /admin, ID proof verification (SPEC §2, §4, §8): the uploaded IDs filtered by status (with
 * counts) and by e-mail, paged by the server, with Approve, Reject, Unverify, View file and each
 * row's history.
 */
import { Alert, App, Button, Flex, Radio } from 'antd';
import { SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import Search from 'antd/es/input/Search';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { QUEUE_PAGE_SIZES, useIdProofQueue, type StatusFilter } from '../hooks/use-id-proof-queue';
import { useReviewActions } from '../hooks/use-review-actions';
import { useViewIdFile } from '../hooks/use-view-id-file';
import { AuditHistory } from './AuditHistory';

// The dialog (a form with a counted text area) loads with the first Reject, not with the page.
const RejectDialog = lazy(() => import('./RejectDialog').then((m) => ({ default: m.RejectDialog })));

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

const who = (row: AdminIdProof) => row.name || row.userEmail;

export function IdProofQueue() {
  const { modal } = App.useApp();
  const queue = useIdProofQueue();
  const actions = useReviewActions();
  const viewFile = useViewIdFile();
  const [rejecting, setRejecting] = useState<AdminIdProof | null>(null);
  const [rejectLoaded, setRejectLoaded] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [emailDraft, setEmailDraft] = useState('');

  const confirmUnverify = (row: AdminIdProof) => {
    modal.confirm({
      title: `Move the ID of ${who(row)} back to PENDING?`,
      content: "The student's name, country and state unlock again, and the student is told by e-mail.",
      okText: 'Unverify',
      cancelText: 'Cancel',
      onOk: () => actions.unverify(row),
    });
  };
  const openReject = (row: AdminIdProof) => {
    setRejectLoaded(true);
    setRejecting(row);
  };
  const toggleHistory = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));

  const columns: ColumnsType<AdminIdProof> = [
    {
      title: 'Student',
      key: 'student',
      render: (_, row) => (
        <Flex vertical>
          <Text strong>{row.name ?? '—'}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{row.userEmail}</Text>
        </Flex>
      ),
    },
    { title: 'Student ID', dataIndex: 'studentId', key: 'studentId', render: (v: string | null) => v ?? '—' },
    {
      title: 'Country / State',
      key: 'place',
      render: (_, row) => [row.country, row.state].filter(Boolean).join(' / ') || '—',
    },
    {
      title: 'Uploaded',
      key: 'uploaded',
      render: (_, row) => (
        <Flex vertical>
          <span>{formatDateTime(row.uploadedAt)}</span>
          <Text tone="secondary" style={{ overflowWrap: 'anywhere' }}>
            {row.fileName} ({formatFileSize(row.sizeBytes)})
          </Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <IdProofStatusTag status={row.status} />
          {row.reviewedBy && row.reviewedAt && (
            <Text tone="secondary">
              {row.reviewedBy}, {formatDateTime(row.reviewedAt)}
            </Text>
          )}
        </Flex>
      ),
    },
    { title: 'Note', dataIndex: 'reviewNote', key: 'note', render: (v: string | null) => v ?? '—' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => {
        const busy = actions.busyId === row.id;
        const reviewable = row.status === 'PENDING' || row.status === 'REJECTED';
        return (
          <Flex wrap gap={4}>
            <Button size="small" onClick={() => void viewFile(row.id)} aria-label={`View file of ${row.userEmail}`}>
              View file
            </Button>
            {reviewable && (
              <Button
                size="small"
                type="primary"
                loading={busy}
                onClick={() => void actions.approve(row)}
                aria-label={`Approve ${row.userEmail}`}
              >
                Approve
              </Button>
            )}
            {reviewable && (
              <Button size="small" danger disabled={busy} onClick={() => openReject(row)} aria-label={`Reject ${row.userEmail}`}>
                Reject
              </Button>
            )}
            {row.status === 'VERIFIED' && (
              <Button size="small" loading={busy} onClick={() => confirmUnverify(row)} aria-label={`Unverify ${row.userEmail}`}>
                Unverify
              </Button>
            )}
            <Button
              size="small"
              type="link"
              aria-expanded={expanded.includes(row.id)}
              onClick={() => toggleHistory(row.id)}
              aria-label={`History of ${row.userEmail}`}
            >
              History
            </Button>
          </Flex>
        );
      },
    },
  ];

  const counts = queue.counts;
  return (
    <section aria-labelledby="id-queue-title">
      <SectionHeading id="id-queue-title" style={{ fontSize: 20 }}>
        ID proof verification
      </SectionHeading>
      <Flex gap={16} wrap align="end" style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label="Filter by status"
          optionType="button"
          value={queue.status}
          onChange={(e) => queue.setStatus(e.target.value as StatusFilter)}
          options={FILTERS.map((f) => ({
            value: f.value,
            label: counts ? `${f.label} (${f.value === 'ALL' ? counts.all : counts[f.value]})` : f.label,
          }))}
        />
        <Flex vertical gap={4} style={{ minWidth: 260, flex: '0 1 360px' }}>
          <label htmlFor="id-queue-email">Filter by e-mail</label>
          <Search
            id="id-queue-email"
            placeholder="e-mail or part of it"
            allowClear
            value={emailDraft}
            onChange={(e) => {
              setEmailDraft(e.target.value);
              if (!e.target.value) queue.setEmail('');
            }}
            onSearch={(value) => queue.setEmail(value)}
            enterButton="Filter"
          />
        </Flex>
        <Button onClick={() => void queue.reload()}>Refresh</Button>
      </Flex>

      {queue.list.error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={MESSAGES.idProofsLoadFailed}
          description={messageOf(queue.list.error, '') || undefined}
          action={
            <Button size="small" onClick={() => void queue.reload()}>
              Retry
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}

      <PagedDataTable<AdminIdProof>
        label="ID proofs"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.list.data ?? []}
        loading={queue.list.loading}
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'No ID proofs match the current filter.' }}
        expandable={{ expandedRowKeys: expanded, expandedRowRender: (row) => <AuditHistory targetId={row.id} /> }}
        pagination={{
          current: queue.page + 1,
          pageSize: queue.size,
          total: queue.total ?? (queue.list.data?.length ?? 0) + queue.page * queue.size,
          pageSizeOptions: QUEUE_PAGE_SIZES,
          showTotal: (total) => `${total} in all`,
          onChange: (page, size) => queue.setPaging(page - 1, size),
        }}
      />

      {rejectLoaded && (
        <Suspense fallback={null}>
          <RejectDialog proof={rejecting} onCancel={() => setRejecting(null)} onReject={actions.reject} />
        </Suspense>
      )}
    </section>
  );
}
