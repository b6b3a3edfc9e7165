import { MESSAGES } from '@portal/domain/messages';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';

/** SPEC §8 admin file viewing: a fixed message for 403, 410 and 404, else the server's text or 'Failed to open file.' */
export function fileErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return MESSAGES.fileForbidden;
    if (err.status === 410) return MESSAGES.fileGone;
    if (err.status === 404) return MESSAGES.viewerNotFound;
  }
  return messageOf(err, MESSAGES.fileOpenFailed);
}
