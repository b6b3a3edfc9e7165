/**
 * /admin, ID proof verification (SPEC §2, §4, §8): the uploaded IDs filtered by status (with
 * counts) and by e-mail, paged by the server, with Approve, Reject, Unverify, View file and each
 * row's history.
 */
import { Alert, Button, Flex, Radio } from 'antd';
import { SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import Search from 'antd/es/input/Search';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { QUEUE_PAGE_SIZES, useIdProofQueue, type StatusFilter } from '../hooks/use-id-proof-queue';
import { useIdProofActions } from '../hooks/use-id-proof-actions';
import { AuditHistory } from './AuditHistory';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

export function IdProofQueue() {
  const queue = useIdProofQueue();
  const idActions = useIdProofActions();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [emailDraft, setEmailDraft] = useState('');

  const toggleHistory = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));

  const columns: ColumnsType<AdminIdProof> = [
    {
      title: 'Student',
      key: 'student',
      render: (_, row) => (
        <Flex vertical>
          {/* The student's page: profile, ID history, payment, fee, letters. */}
          <Link to={`/admin/students/${row.userId}`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.name ?? row.userEmail}
          </Link>
          {row.name && <Text style={{ overflowWrap: 'anywhere' }}>{row.userEmail}</Text>}
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
      render: (_, row) => (
        <Flex wrap gap={4}>
          {idActions.buttons(row)}
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
      ),
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

      {idActions.dialog}
    </section>
  );
}
