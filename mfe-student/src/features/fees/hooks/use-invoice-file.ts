/** View (new tab) and Download of an invoice PDF with the SPEC §8 invoice messages. */
import { MESSAGES } from '@portal/domain/messages';
import { invoiceFileName } from '@portal/shared-ui/lib/blob-files';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { fetchInvoiceFile, type Invoice } from '../api/get-invoices';

const OPTIONS = {
  idOf: (invoice: Invoice) => invoice.id,
  load: fetchInvoiceFile,
  fileNameOf: invoiceFileName,
  messages: {
    popupBlocked: MESSAGES.invoicePopupBlocked,
    openFailed: MESSAGES.invoiceOpenFailed,
    downloadFailed: MESSAGES.invoiceDownloadFailed,
  },
};

export function useInvoiceFile() {
  return useDocumentFile<Invoice>(OPTIONS);
}
