/**
 * SPEC §8 for student screens: the server's error text first, the screen's message as the
 * fallback. An HTTP error whose body carried no text (the client's generic 'HTTP {status}')
 * falls back to the screen's message, which says more to a student.
 */
import { httpStatusMessage } from '@portal/domain/messages';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';

export function studentErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message === httpStatusMessage(err.status)) return fallback;
  return messageOf(err, fallback);
}
