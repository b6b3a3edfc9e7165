/** The students table of /admin/students (SPEC §2 columns), paged by the server. */
import { Button, Flex, Tooltip } from 'antd';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import '@portal/shared-ui/styles/a11y.css';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { CopyableText } from '@portal/shared-ui/components/CopyableText';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import type { ColumnsType } from 'antd/es/table';
import { MESSAGES } from '@portal/domain/messages';
import type { StudentPage, StudentRow } from '../api/get-student-page';
import { formatAmount, formatDateTime } from '../lib/format';
import { PAGE_SIZES } from '../lib/student-page-params';

export interface StudentPaymentsTableProps {
  data: StudentPage | null;
  loading: boolean;
  onPage(page: number, size: number): void;
  onSetLink(row: StudentRow): void;
  onClearLink(row: StudentRow): void;
  onVerify(row: StudentRow): void;
  onUnverify(row: StudentRow): void;
  isBusy(row: StudentRow, action?: 'saveLink' | 'clearLink' | 'verify' | 'unverify'): boolean;
}

/** Why Verify is not offered for a student whose ID is not verified yet (step 1 comes first). */
export const VERIFY_NEEDS_ID = 'The fee can be verified once the ID is verified (step 1).';

/** Verify, disabled with its reason (tooltip and screen readers) until the student's ID is verified. */
function VerifyButton({
  row,
  busy,
  loading,
  onVerify,
}: {
  row: StudentRow;
  busy: boolean;
  loading: boolean;
  onVerify(row: StudentRow): void;
}) {
  const needsId = !row.feeVerified && row.idStatus !== 'VERIFIED';
  const reasonId = `verify-reason-${row.id}`;
  const button = (
    <Button
      size="small"
      onClick={() => onVerify(row)}
      disabled={busy || row.feeVerified || needsId}
      loading={loading}
      aria-label={`Verify fee of ${row.email}`}
      aria-describedby={needsId ? reasonId : undefined}
    >
      Verify
    </Button>
  );
  if (!needsId) return button;
  return (
    <>
      <Tooltip title={VERIFY_NEEDS_ID}>
        {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
      </Tooltip>
      <span id={reasonId} className="portal-visually-hidden">
        {VERIFY_NEEDS_ID}
      </span>
    </>
  );
}

export function StudentPaymentsTable({
  data,
  loading,
  onPage,
  onSetLink,
  onClearLink,
  onVerify,
  onUnverify,
  isBusy,
}: StudentPaymentsTableProps) {
  const columns: ColumnsType<StudentRow> = [
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <CopyableText text={email} label={`e-mail ${email}`} />,
    },
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string | null) => name || '—' },
    { title: 'Student ID', dataIndex: 'studentId', key: 'studentId', render: (id: string | null) => id || '—' },
    { title: 'ID Status', key: 'idStatus', render: (_, row) => <IdProofStatusTag status={row.idStatus} /> },
    {
      title: 'Payment Link',
      key: 'link',
      render: (_, row) =>
        row.paymentLinkUrl ? (
          <a
            href={row.paymentLinkUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open payment link of ${row.email}`}
            title={row.paymentLinkUrl}
          >
            Open
          </a>
        ) : (
          <Text tone="secondary">Not added</Text>
        ),
    },
    { title: 'Amount', key: 'amount', render: (_, row) => formatAmount(row.paymentAmountMinor, row.paymentCurrency) },
    { title: 'Assigned', key: 'assigned', render: (_, row) => formatDateTime(row.paymentAssignedAt) },
    {
      title: 'Fee Status',
      key: 'fee',
      render: (_, row) =>
        row.feeVerified ? (
          <Flex vertical align="start" gap={2}>
            <StatusTag tone="success">Verified</StatusTag>
            <Text tone="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(row.feeVerifiedAt)}
            </Text>
          </Flex>
        ) : (
          <StatusTag tone="neutral">Unverified</StatusTag>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => {
        const rowBusy = isBusy(row);
        return (
          <Flex gap={6} wrap>
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => onSetLink(row)}
              disabled={rowBusy}
              aria-label={`${row.paymentLinkUrl ? 'Update' : 'Set'} payment link of ${row.email}`}
            >
              {row.paymentLinkUrl ? 'Update' : 'Set'}
            </Button>
            <Button
              size="small"
              onClick={() => onClearLink(row)}
              disabled={rowBusy || !row.paymentLinkUrl}
              loading={isBusy(row, 'clearLink')}
              aria-label={`Clear payment link of ${row.email}`}
            >
              Clear
            </Button>
            <VerifyButton row={row} busy={rowBusy} loading={isBusy(row, 'verify')} onVerify={onVerify} />
            <Button
              size="small"
              danger
              onClick={() => onUnverify(row)}
              disabled={rowBusy || !row.feeVerified}
              loading={isBusy(row, 'unverify')}
              aria-label={`Unverify fee of ${row.email}`}
            >
              Unverify
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <PagedDataTable<StudentRow>
      label="Students"
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      size="middle"
      scroll={{ x: 1100 }}
      locale={{ emptyText: MESSAGES.noStudentsMatch }}
      pagination={{
        current: (data?.page ?? 0) + 1,
        pageSize: data?.size ?? PAGE_SIZES[0],
        total: data?.totalItems ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
        onChange: (page, size) => onPage(page - 1, size),
      }}
    />
  );
}
