/**
 * View (a new tab) and Download of a document's PDF (an invoice, a certificate), with a message when
 * either fails and which one is busy; object URLs live 60 s.
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { useViewDocument } from '@portal/shared-ui/hooks/use-view-document';

export interface DocumentFileOptions<D> {
  idOf(doc: D): string;
  load(doc: D): Promise<Blob>;
  fileNameOf(doc: D): string;
  messages: { popupBlocked: string; openFailed: string; downloadFailed: string };
}

export function useDocumentFile<D>({ idOf, load, fileNameOf, messages }: DocumentFileOptions<D>) {
  const { message } = App.useApp();
  const viewDocument = useViewDocument();
  const [busy, setBusy] = useState<string | null>(null);

  const view = useCallback(
    async (doc: D) => {
      setBusy(`${idOf(doc)}:view`);
      try {
        await viewDocument(
          () => load(doc),
          (err) => messageOf(err, messages.openFailed),
          messages.popupBlocked,
        );
      } finally {
        setBusy(null);
      }
    },
    [idOf, load, messages, viewDocument],
  );

  const download = useCallback(
    async (doc: D) => {
      setBusy(`${idOf(doc)}:download`);
      try {
        downloadBlob(await load(doc), fileNameOf(doc));
      } catch (err) {
        void message.error(messageOf(err, messages.downloadFailed));
      } finally {
        setBusy(null);
      }
    },
    [idOf, load, fileNameOf, messages, message],
  );

  return { view, download, isBusy: (doc: D, what: 'view' | 'download') => busy === `${idOf(doc)}:${what}` };
}
