/** View: opens the uploaded document in a new tab from a blob (SPEC §7 file handling, §8 messages). */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PopupBlockedError, showInNewTab } from '@portal/shared-ui/lib/blob-files';
import { getIdProofFile } from '../api/id-proof-api';

export function useOpenIdProof(): { open(): Promise<void>; opening: boolean } {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);

  const open = useCallback(async () => {
    setOpening(true);
    try {
      await showInNewTab(MESSAGES.allowPopupsDocument, () => getIdProofFile());
    } catch (err) {
      void message.error(err instanceof PopupBlockedError ? err.message : messageOf(err, MESSAGES.documentOpenFailed));
    } finally {
      setOpening(false);
    }
  }, [message]);

  return { open, opening };
}
