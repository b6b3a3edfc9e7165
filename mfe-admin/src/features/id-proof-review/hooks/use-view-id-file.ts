/** View file: a new tab with the uploaded document, or the SPEC §8 message for what went wrong. */
import { App } from 'antd';
import { useCallback } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { PopupBlockedError, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { getIdProofFile } from '../api/id-proofs-api';
import { fileErrorMessage } from '../lib/file-error-message';

export function useViewIdFile(): (proofId: string) => Promise<void> {
  const { message } = App.useApp();
  return useCallback(
    async (proofId: string) => {
      try {
        await showInNewTab(MESSAGES.allowPopupsDocument, () => getIdProofFile(proofId));
      } catch (err) {
        void message.error(err instanceof PopupBlockedError ? err.message : fileErrorMessage(err));
      }
    },
    [message],
  );
}
