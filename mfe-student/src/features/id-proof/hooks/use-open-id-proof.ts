/** View: opens the uploaded document in a new tab from a blob (SPEC §7 file handling, §8 messages). */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { openTabForBlob } from '@portal/shared-ui/lib/blob-files';
import { getIdProofFile } from '../api/id-proof-api';

export function useOpenIdProof(): { open(): Promise<void>; opening: boolean } {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);

  const open = useCallback(async () => {
    let tab: ReturnType<typeof openTabForBlob>;
    try {
      // Opened inside the click, before the download, so pop-up blockers allow it.
      tab = openTabForBlob(MESSAGES.allowPopupsDocument);
    } catch (err) {
      void message.error((err as Error).message);
      return;
    }
    setOpening(true);
    try {
      tab.show(await getIdProofFile());
    } catch (err) {
      tab.close();
      void message.error(messageOf(err, MESSAGES.documentOpenFailed));
    } finally {
      setOpening(false);
    }
  }, [message]);

  return { open, opening };
}
