/** /student-main/billing: Fee Bill (SPEC §2), the student's invoices with View and Download; open once step 2 (Fee Paid) is done. */
import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { DocumentStatus, documentName } from '@portal/shared-ui/components/DocumentStatus';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import type { ColumnsType } from 'antd/es/table';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoneyGrouped } from '@portal/domain/money';
import { DOCUMENT_TYPE_LABEL, signedMinor } from '@portal/domain/fees';
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
    {
      title: 'Invoice #',
      dataIndex: 'invoiceNumber',
      key: 'number',
      render: (number: string, inv) => (
        <Flex vertical>
          <span>{number}</span>
          {inv.documentType === 'CREDIT_NOTE' && (
            <Text tone="secondary" style={{ fontSize: 12 }}>
              {DOCUMENT_TYPE_LABEL.CREDIT_NOTE} for invoice {inv.originalInvoiceNumber}
            </Text>
          )}
        </Flex>
      ),
    },
    { title: 'Issued', key: 'issued', render: (_, inv) => formatDate(inv.issuedAt) },
    {
      title: 'Total',
      key: 'total',
      render: (_, inv) => formatMoneyGrouped(signedMinor(inv.documentType, inv.amountMinor), inv.currency ?? 'INR'),
    },
    { title: 'Status', key: 'status', render: (_, inv) => <DocumentStatus document={inv} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, inv) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            onClick={() => void file.view(inv)}
            loading={file.isBusy(inv, 'view')}
            aria-label={`View ${documentName(inv)}`}
          >
            View
          </Button>
          <Button
            size="small"
            onClick={() => void file.download(inv)}
            loading={file.isBusy(inv, 'download')}
            aria-label={`Download ${documentName(inv)}`}
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
        <Text tone="secondary">Your GST tax invoices and any credit notes that reverse them. View opens the PDF in a new tab.</Text>
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
