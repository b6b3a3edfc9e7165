/** Opens a PDF blob the screen already holds in a new tab ('Failed to open PDF.' when that fails). */
import { App } from 'antd';
import { useCallback } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { openTabForBlob } from '@portal/shared-ui/lib/blob-files';

export function useOpenPdfTab(): (pdf: Blob) => void {
  const { message } = App.useApp();
  return useCallback(
    (pdf: Blob) => {
      try {
        openTabForBlob(MESSAGES.allowPopupsDocument).show(pdf);
      } catch (err) {
        void message.error(err instanceof Error && err.name === 'PopupBlockedError' ? err.message : MESSAGES.pdfOpenFailed);
      }
    },
    [message],
  );
}
