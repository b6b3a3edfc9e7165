/** View (new tab) and Download of an invoice PDF with the SPEC §8 invoice messages; object URLs live 60 s. */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PopupBlockedError, downloadBlob, invoiceFileName, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { fetchInvoiceFile, type Invoice } from '../api/get-invoices';

export function useInvoiceFile() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);

  const view = useCallback(
    async (invoice: Invoice) => {
      setBusy(`${invoice.id}:view`);
      try {
        await showInNewTab(MESSAGES.invoicePopupBlocked, () => fetchInvoiceFile(invoice));
      } catch (err) {
        void message.error(err instanceof PopupBlockedError ? err.message : messageOf(err, MESSAGES.invoiceOpenFailed));
      } finally {
        setBusy(null);
      }
    },
    [message],
  );

  const download = useCallback(
    async (invoice: Invoice) => {
      setBusy(`${invoice.id}:download`);
      try {
        downloadBlob(await fetchInvoiceFile(invoice), invoiceFileName(invoice));
      } catch (err) {
        void message.error(messageOf(err, MESSAGES.invoiceDownloadFailed));
      } finally {
        setBusy(null);
      }
    },
    [message],
  );

  return { view, download, isBusy: (invoice: Invoice, what: 'view' | 'download') => busy === `${invoice.id}:${what}` };
}
