/** The students table of /admin/students (SPEC §2 columns), paged by the server. */
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { CopyableText } from '@portal/shared-ui/components/CopyableText';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import type { ColumnsType } from 'antd/es/table';
import { MESSAGES, type PaymentAdminAction } from '@portal/domain/messages';
import { erasedOnLabel } from '@portal/domain/data-rights';
import type { StudentPage, StudentRow } from '../api/get-student-page';
import { formatAmount, formatDateTime } from '../lib/format';
import { PAGE_SIZES } from '../lib/student-page-params';
import { PaymentStateCell } from './PaymentStateCell';
import { StudentPaymentActions } from './StudentPaymentActions';

export interface StudentPaymentsTableProps {
  data: StudentPage | null;
  loading: boolean;
  onPage(page: number, size: number): void;
  onSetLink(row: StudentRow): void;
  onClearLink(row: StudentRow): void;
  onVerify(row: StudentRow): void;
  onUnverify(row: StudentRow): void;
  isBusy(row: StudentRow, action?: PaymentAdminAction): boolean;
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
      // An erased account's address is a replacement nobody can write to: the day it was erased instead.
      render: (email: string, row) =>
        row.erasedAt ? (
          <Text tone="secondary">{erasedOnLabel(new Date(row.erasedAt))}</Text>
        ) : (
          <CopyableText text={email} label={`e-mail ${email}`} />
        ),
    },
    {
      title: 'Name',
      key: 'name',
      // The student's page: profile, ID history, invoices, letters.
      render: (_, row) => (
        <Link to={`/admin/students/${row.id}`} aria-label={`Details of ${row.name || row.email}`} style={{ overflowWrap: 'anywhere' }}>
          {row.name || 'Details'}
        </Link>
      ),
    },
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
      title: 'Payment',
      key: 'payment',
      render: (_, row) => <PaymentStateCell row={row} />,
    },
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
      render: (_, row) =>
        row.erasedAt ? (
          <Text tone="secondary">Read-only record</Text>
        ) : (
          <Flex gap={6} wrap>
            <StudentPaymentActions
              row={row}
              isBusy={isBusy}
              onSetLink={onSetLink}
              onClearLink={onClearLink}
              onVerify={onVerify}
              onUnverify={onUnverify}
            />
          </Flex>
        ),
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
      scroll={{ x: 1240 }}
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
