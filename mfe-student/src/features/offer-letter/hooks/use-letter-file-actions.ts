/** View (new tab) and Download of an offer-letter PDF the screen holds, with the SPEC §8 messages. */
import { useCallback } from 'react';
import { letterDownloadName, type LetterKind } from '@portal/domain/offer-letter';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { useOpenPdfTab } from '../../../hooks/use-open-pdf-tab';

export function useLetterFileActions(kind: LetterKind, studentId: string | null) {
  const view = useOpenPdfTab();
  const download = useCallback((pdf: Blob) => downloadBlob(pdf, letterDownloadName(kind, studentId)), [kind, studentId]);
  return { view, download };
}
