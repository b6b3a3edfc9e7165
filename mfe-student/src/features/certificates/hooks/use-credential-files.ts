/** Download of a certificate's verifiable credential: its JSON, and the badge image with it baked in. */
import { CREDENTIAL_MESSAGES, credentialFileName } from '@portal/domain/credential';
import { MESSAGES } from '@portal/domain/messages';
import type { CertificateView } from '@portal/domain/views/certificate';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { fetchCredentialFile } from '../api/certificates-api';

const optionsFor = (kind: 'json' | 'png') => ({
  idOf: (c: CertificateView) => c.id,
  load: (c: CertificateView) => fetchCredentialFile(c.id, kind),
  fileNameOf: (c: CertificateView) => credentialFileName(c, kind),
  messages: {
    popupBlocked: MESSAGES.allowPopupsDocument,
    openFailed: CREDENTIAL_MESSAGES.downloadFailed,
    downloadFailed: CREDENTIAL_MESSAGES.downloadFailed,
  },
});
const JSON_FILE = optionsFor('json');
const BADGE_IMAGE = optionsFor('png');

export function useCredentialFiles() {
  return { json: useDocumentFile<CertificateView>(JSON_FILE), badge: useDocumentFile<CertificateView>(BADGE_IMAGE) };
}
