/**
 * View a document in a new tab (SPEC §7 file handling): the tab opens inside the click, so pop-up
 * blockers allow it, and shows the blob once it has arrived; a blocked tab says so, any other
 * failure says what `failure` makes of it.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { PopupBlockedError, showInNewTab } from '@portal/shared-ui/lib/blob-files';

export function useViewDocument(): (load: () => Promise<Blob>, failure: (err: unknown) => string, popupBlocked?: string) => Promise<void> {
  const { message } = App.useApp();
  return useCallback(
    async (load, failure, popupBlocked = MESSAGES.allowPopupsDocument) => {
      try {
        await showInNewTab(popupBlocked, load);
      } catch (err) {
        void message.error(err instanceof PopupBlockedError ? err.message : failure(err));
      }
    },
    [message],
  );
}
