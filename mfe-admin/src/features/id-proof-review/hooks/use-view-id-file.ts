/** View file: a new tab with the uploaded document, or the SPEC §8 message for what went wrong. */
import { useCallback } from 'react';
import { useViewDocument } from '@portal/shared-ui/hooks/use-view-document';
import { getIdProofFile } from '../api/id-proofs-api';
import { fileErrorMessage } from '../lib/file-error-message';

export function useViewIdFile(): (proofId: string) => Promise<void> {
  const viewDocument = useViewDocument();
  return useCallback((proofId: string) => viewDocument(() => getIdProofFile(proofId), fileErrorMessage), [viewDocument]);
}
