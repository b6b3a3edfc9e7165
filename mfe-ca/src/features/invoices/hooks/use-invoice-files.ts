/**
 * View (new tab) and Download of invoice PDFs, the invoice list's CSV and the GSTR-1 and GSTR-3B downloads, with the SPEC §8 invoice
 * messages. The tab is opened inside the click so pop-up blockers allow it; object URLs are
 * released after 60 s (shared-ui blob helpers).
 */
import { App } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import {
  gstr1FileName,
  gstr1SectionFileName,
  gstr3bFileName,
  invoiceCsvFileName,
  type Gstr1CsvSection,
} from '@portal/domain/invoice-queries';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PopupBlockedError, downloadBlob, invoiceFileName, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { exportGstr1, exportGstr1Section, type Gstr1Format } from '../api/export-gstr1';
import { exportGstr3bCsv } from '../api/export-gstr3b';
import { exportInvoicesCsv } from '../api/export-invoices-csv';
import { getInvoicePdf } from '../api/get-invoice-pdf';
import type { InvoiceFilter } from '../lib/dashboard-query';
import type { InvoiceView } from '@portal/domain/views/invoice';

/** Not SPEC messages: the exports are this dashboard's own additions. */
export const EXPORT_FAILED = 'Failed to export invoices.';
export const GSTR1_EXPORT_FAILED = 'Failed to export GSTR-1.';
export const GSTR3B_EXPORT_FAILED = 'Failed to export GSTR-3B.';

type Busy =
  | { invoiceId: string; action: 'view' | 'download' }
  | { action: 'export' }
  | { action: 'gstr1'; format: Gstr1Format | Gstr1CsvSection }
  | { action: 'gstr3b' }
  | null;

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
    exportGstr1(month: string, format: Gstr1Format) {
      return run(
        { action: 'gstr1', format },
        async () => {
          downloadBlob(await exportGstr1(month, format), gstr1FileName(month, format));
        },
        GSTR1_EXPORT_FAILED,
      );
    },
    exportGstr1Section(month: string, section: Gstr1CsvSection) {
      return run(
        { action: 'gstr1', format: section },
        async () => {
          downloadBlob(await exportGstr1Section(month, section), gstr1SectionFileName(month, section));
        },
        GSTR1_EXPORT_FAILED,
      );
    },
    exportGstr3b(month: string) {
      return run(
        { action: 'gstr3b' },
        async () => {
          downloadBlob(await exportGstr3bCsv(month), gstr3bFileName(month));
        },
        GSTR3B_EXPORT_FAILED,
      );
    },
  };
}
