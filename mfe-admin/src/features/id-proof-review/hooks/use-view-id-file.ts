/** View file: a new tab with the uploaded document, or the SPEC §8 message for what went wrong. */
import { App } from 'antd';
import { useCallback } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { openTabForBlob } from '@portal/shared-ui/lib/blob-files';
import { getIdProofFile } from '../api/id-proofs-api';
import { fileErrorMessage } from '../lib/file-error-message';

export function useViewIdFile(): (proofId: string) => Promise<void> {
  const { message } = App.useApp();
  return useCallback(
    async (proofId: string) => {
      let tab: ReturnType<typeof openTabForBlob>;
      try {
        tab = openTabForBlob(MESSAGES.allowPopupsDocument);
      } catch (err) {
        void message.error((err as Error).message);
        return;
      }
      try {
        tab.show(await getIdProofFile(proofId));
      } catch (err) {
        tab.close();
        void message.error(fileErrorMessage(err));
      }
    },
    [message],
  );
}
