/**
 * View (new tab) and Download of invoice PDFs, and the CSV export, with the SPEC §8 invoice
 * messages. The tab is opened inside the click so pop-up blockers allow it; object URLs are
 * released after 60 s (shared-ui blob helpers).
 */
import { App } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { invoiceCsvFileName } from '@portal/domain/invoice-queries';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PopupBlockedError, downloadBlob, invoiceFileName, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { exportInvoicesCsv } from '../api/export-invoices-csv';
import { getInvoicePdf } from '../api/get-invoice-pdf';
import type { InvoiceFilter } from '../lib/dashboard-query';
import type { InvoiceView } from '@portal/domain/views/invoice';

/** Not a SPEC message: the export is this dashboard's own addition. */
export const EXPORT_FAILED = 'Failed to export invoices.';

type Busy = { invoiceId: string; action: 'view' | 'download' } | { action: 'export' } | null;

export function useInvoiceFiles() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<Busy>(null);

  async function run(next: Exclude<Busy, null>, work: () => Promise<void>, failure: string) {
    setBusy(next);
    try {
      await work();
    } catch (err) {
      void message.error(err instanceof PopupBlockedError ? err.message : messageOf(err, failure));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    view(invoice: InvoiceView) {
      return run(
        { invoiceId: invoice.id, action: 'view' },
        () => showInNewTab(MESSAGES.invoicePopupBlocked, () => getInvoicePdf(invoice)),
        MESSAGES.invoiceOpenFailed,
      );
    },
    download(invoice: InvoiceView) {
      return run(
        { invoiceId: invoice.id, action: 'download' },
        async () => {
          downloadBlob(await getInvoicePdf(invoice), invoiceFileName(invoice));
        },
        MESSAGES.invoiceDownloadFailed,
      );
    },
    exportCsv(filter: InvoiceFilter) {
      return run(
        { action: 'export' },
        async () => {
          downloadBlob(await exportInvoicesCsv(filter), invoiceCsvFileName(filter));
        },
        EXPORT_FAILED,
      );
    },
  };
}
