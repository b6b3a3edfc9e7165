/** View (new tab) and Download of a certificate's signed PDF, with a message when either fails. */
import { CERTIFICATE_MESSAGES, certificateFileName } from '@portal/domain/certificate';
import { MESSAGES } from '@portal/domain/messages';
import type { CertificateView } from '@portal/domain/views/certificate';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { fetchCertificateFile } from '../api/certificates-api';

const OPTIONS = {
  idOf: (c: CertificateView) => c.id,
  load: (c: CertificateView) => fetchCertificateFile(c.id),
  fileNameOf: certificateFileName,
  messages: {
    popupBlocked: MESSAGES.allowPopupsDocument,
    openFailed: CERTIFICATE_MESSAGES.openFailed,
    downloadFailed: CERTIFICATE_MESSAGES.downloadFailed,
  },
};

export function useCertificateFile() {
  return useDocumentFile<CertificateView>(OPTIONS);
}
