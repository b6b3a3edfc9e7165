/** The paged invoice list (server-side paging; SPEC §2 /ca columns), with View and Download of each PDF. */
import { Button, Flex, type TableColumnsType } from 'antd';
import { DocumentStatus, documentName } from '@portal/shared-ui/components/DocumentStatus';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { formatRupees } from '@portal/domain/money';
import { DOCUMENT_TYPE_LABEL, signedMinor } from '@portal/domain/fees';
import { INVOICE_PAGE_SIZES } from '@portal/domain/constants';
import { isInvoicePageSize } from '@portal/domain/invoice-queries';
import type { DashboardQuery } from '../lib/dashboard-query';
import type { useInvoiceFiles } from '../hooks/use-invoice-files';
import { DescriptionCell } from './DescriptionCell';
import { EmailText } from './EmailText';
import type { InvoicePage, InvoiceView } from '@portal/domain/views/invoice';

export interface InvoiceTableProps {
  page: InvoicePage | null;
  loading: boolean;
  query: DashboardQuery;
  files: ReturnType<typeof useInvoiceFiles>;
  onChangePage(page: number, size: DashboardQuery['size']): void;
}

/** A credit note's amounts with a minus sign: they take away what its invoice added. */
const money = (minor: number, doc: InvoiceView) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(signedMinor(doc.documentType, minor))}</span>
);
const secondary = { color: 'rgba(0,0,0,0.65)', fontSize: 12 } as const;

/** "25 Nov 2026, 00:55 IST", wrapping (if at all) between the day and the time. */
function IssuedCell({ at }: { at: string }) {
  const [day, time] = formatDateTime(at).split(', ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{day},</span> <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}

export function InvoiceTable({ page, loading, query, files, onChangePage }: InvoiceTableProps) {
  const busyOn = (invoice: InvoiceView, action: 'view' | 'download') =>
    files.busy !== null && 'invoiceId' in files.busy && files.busy.invoiceId === invoice.id && files.busy.action === action;

  const columns: TableColumnsType<InvoiceView> = [
    {
      title: 'Invoice #',
      dataIndex: 'invoiceNumber',
      key: 'invoiceNumber',
      fixed: 'start',
      render: (n: string, doc) => (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{n}</span>
          {doc.documentType === 'CREDIT_NOTE' && (
            // Wraps before the number, so a credit note does not widen the column past the invoice numbers.
            <span style={secondary}>
              {DOCUMENT_TYPE_LABEL.CREDIT_NOTE} for{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{doc.originalInvoiceNumber ?? 'an invoice'}</span>
            </span>
          )}
        </Flex>
      ),
    },
    { title: 'Issued', dataIndex: 'issuedAt', key: 'issuedAt', render: (at: string) => <IssuedCell at={at} /> },
    {
      title: 'Buyer',
      key: 'buyer',
      render: (_, inv) => (
        <Flex vertical>
          <span>{inv.buyerName ?? '—'}</span>
          {inv.buyerEmail && <EmailText email={inv.buyerEmail} style={secondary} />}
        </Flex>
      ),
    },
    { title: 'State', key: 'state', render: (_, inv) => inv.buyerState ?? inv.buyerCountry ?? '—' },
    { title: 'Description', dataIndex: 'description', key: 'description', render: (d: string | null) => <DescriptionCell text={d} /> },
    { title: 'Amount', dataIndex: 'amountMinor', key: 'amountMinor', align: 'right', render: money },
    { title: 'CGST', dataIndex: 'cgstMinor', key: 'cgstMinor', align: 'right', render: money },
    { title: 'SGST', dataIndex: 'sgstMinor', key: 'sgstMinor', align: 'right', render: money },
    { title: 'IGST', dataIndex: 'igstMinor', key: 'igstMinor', align: 'right', render: money },
    { title: 'Status', key: 'status', render: (_, doc) => <DocumentStatus document={doc} /> },
    {
      title: 'PDF',
      key: 'actions',
      render: (_, inv) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => void files.view(inv)} loading={busyOn(inv, 'view')} aria-label={`View ${documentName(inv)}`}>
            View
          </Button>
          <Button
            size="small"
            onClick={() => void files.download(inv)}
            loading={busyOn(inv, 'download')}
            aria-label={`Download ${documentName(inv)}`}
          >
            Download
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <PagedDataTable<InvoiceView>
      label="Invoices"
      rowKey="id"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      size="middle"
      // Every column fits a 1366 px screen, wrapping long buyers and days; narrower screens scroll
      // the table sideways (the invoice number stays), phones show cards.
      scroll={{ x: 1100 }}
      tableLayout="auto"
      locale={{
        emptyText: loading ? 'Loading invoices…' : 'No invoices match these filters. Try a wider date range or a different search.',
      }}
      pagination={{
        current: query.page + 1,
        pageSize: query.size,
        total: page?.totalItems ?? 0,
        pageSizeOptions: INVOICE_PAGE_SIZES,
        showTotal: (total, [first, last]) => `${first}–${last} of ${total} documents`,
        onChange: (current, size) => onChangePage(current - 1, isInvoicePageSize(size) ? size : query.size),
      }}
    />
  );
}
