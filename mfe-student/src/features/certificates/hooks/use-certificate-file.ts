/** View (new tab) and Download of a certificate's signed PDF, with a message when either fails. */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { CERTIFICATE_MESSAGES } from '@portal/domain/certificate';
import { MESSAGES } from '@portal/domain/messages';
import type { CertificateView } from '@portal/domain/views/certificate';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PopupBlockedError, downloadBlob, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { certificateFileName, fetchCertificateFile } from '../api/certificates-api';

export function useCertificateFile() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);

  const view = useCallback(
    async (c: CertificateView) => {
      setBusy(`${c.id}:view`);
      try {
        await showInNewTab(MESSAGES.allowPopupsDocument, () => fetchCertificateFile(c.id));
      } catch (err) {
        void message.error(err instanceof PopupBlockedError ? err.message : messageOf(err, CERTIFICATE_MESSAGES.openFailed));
      } finally {
        setBusy(null);
      }
    },
    [message],
  );

  const download = useCallback(
    async (c: CertificateView) => {
      setBusy(`${c.id}:download`);
      try {
        downloadBlob(await fetchCertificateFile(c.id), certificateFileName(c));
      } catch (err) {
        void message.error(messageOf(err, CERTIFICATE_MESSAGES.downloadFailed));
      } finally {
        setBusy(null);
      }
    },
    [message],
  );

  return { view, download, isBusy: (c: CertificateView, what: 'view' | 'download') => busy === `${c.id}:${what}` };
}
