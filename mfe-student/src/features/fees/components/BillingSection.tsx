/** /student-main/billing: Fee Bill (SPEC §2), the student's invoices with View and Download; open once step 2 (Fee Paid) is done. */
import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import type { ColumnsType } from 'antd/es/table';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoneyGrouped } from '@portal/domain/money';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { formatDate } from '@portal/shared-ui/lib/format';
import { invoicesQuery, type Invoice } from '../api/get-invoices';
import { useFeeSteps } from '../hooks/use-fee-steps';
import { useInvoiceFile } from '../hooks/use-invoice-file';

export function BillingSection() {
  const { steps, reload: reloadSteps } = useFeeSteps();
  const invoices = useQuery(invoicesQuery);
  const file = useInvoiceFile();

  const refresh = () => {
    void invoices.refetch();
    void reloadSteps();
  };

  const columns: ColumnsType<Invoice> = [
    { title: 'Invoice #', dataIndex: 'invoiceNumber', key: 'number' },
    { title: 'Issued', key: 'issued', render: (_, inv) => formatDate(inv.issuedAt) },
    { title: 'Total', key: 'total', render: (_, inv) => formatMoneyGrouped(inv.amountMinor, inv.currency ?? 'INR') },
    {
      title: 'Status',
      key: 'status',
      render: (_, inv) =>
        inv.status === 'CANCELLED' ? <StatusTag tone="danger">Cancelled</StatusTag> : <StatusTag tone="success">Issued</StatusTag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, inv) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            onClick={() => void file.view(inv)}
            loading={file.isBusy(inv, 'view')}
            aria-label={`View invoice ${inv.invoiceNumber}`}
          >
            View
          </Button>
          <Button
            size="small"
            onClick={() => void file.download(inv)}
            loading={file.isBusy(inv, 'download')}
            aria-label={`Download invoice ${inv.invoiceNumber}`}
          >
            Download
          </Button>
        </Flex>
      ),
    },
  ];

  const list = invoices.data ?? [];
  const lockedWithoutInvoices = steps?.billingLocked && invoices.isSuccess && list.length === 0;

  return (
    <Panel>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Text tone="secondary">Your GST tax invoices. View opens the PDF in a new tab.</Text>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={refresh} loading={invoices.isFetching && invoices.data !== undefined}>
          Refresh
        </Button>
      </Flex>
      {invoices.isError && !invoices.isFetching && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={messageOf(invoices.error, MESSAGES.invoicesLoadFailed)}
          action={
            <Button size="small" onClick={() => void invoices.refetch()}>
              Retry
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {!steps || (invoices.isFetching && invoices.data === undefined) ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : lockedWithoutInvoices ? (
        <PageText>
          <LockOutlined aria-hidden /> Fee Bill opens once your fee is verified (step 2, Fee Paid). Your invoice appears here then.
        </PageText>
      ) : (
        <DataTable<Invoice>
          label="Your invoices"
          rowKey="id"
          columns={columns}
          dataSource={list}
          size="middle"
          scroll={{ x: 560 }}
          locale={{ emptyText: MESSAGES.noInvoices }}
        />
      )}
    </Panel>
  );
}
