/** View (new tab) and Download of an offer-letter PDF the screen holds, with the SPEC §8 messages. */
import { App } from 'antd';
import { useCallback } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { letterDownloadName, type LetterKind } from '@portal/domain/offer-letter';
import { downloadBlob, openTabForBlob } from '@portal/shared-ui/lib/blob-files';

export function useLetterFileActions(kind: LetterKind, studentId: string | null) {
  const { message } = App.useApp();
  const view = useCallback(
    (pdf: Blob) => {
      try {
        openTabForBlob(MESSAGES.allowPopupsDocument).show(pdf);
      } catch (err) {
        void message.error(err instanceof Error && err.name === 'PopupBlockedError' ? err.message : MESSAGES.pdfOpenFailed);
      }
    },
    [message],
  );
  const download = useCallback((pdf: Blob) => downloadBlob(pdf, letterDownloadName(kind, studentId)), [kind, studentId]);
  return { view, download };
}
