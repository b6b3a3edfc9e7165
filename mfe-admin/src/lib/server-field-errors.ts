/** The server's field messages (a 400's `errors`), to show on their fields. */
import { ApiError } from '@portal/shared-ui/api/api-client';

export function serverFieldErrors<K extends string>(err: unknown): Partial<Record<K, string>> {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return {};
  const errors = (err.body as { errors?: unknown }).errors;
  return errors && typeof errors === 'object' ? (errors as Partial<Record<K, string>>) : {};
}
