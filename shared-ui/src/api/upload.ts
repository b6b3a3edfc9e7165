/**
 * File uploads with progress (fetch cannot report upload progress, XMLHttpRequest can), with the
 * same contract as apiFetch: bearer token, one refresh-and-retry on 401, `data` unwrapping and
 * the same ApiError messages (the server's text first, SPEC §8).
 */
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, apiUrl, errorMessageFrom, parseBody, refreshAccessToken, unwrap } from '@portal/shared-ui/api/api-client';
import { useSession } from '@portal/shared-ui/session/session-store';

export interface UploadOptions {
  /** The multipart field name (default `file`). */
  fieldName?: string;
  /** Called with 0-100 while the bytes travel. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  text: string;
}

function sendOnce(path: string, file: File, options: UploadOptions, token: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(MESSAGES.networkError, 0));
    xhr.ontimeout = () => reject(new ApiError(MESSAGES.networkError, 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.fieldName ?? 'file', file, file.name);
    xhr.send(form);
  });
}

/** POSTs `file` as multipart/form-data to `path`; resolves with the JSON answer. */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  let res = await sendOnce(path, file, options, useSession.getState().accessToken);
  if (res.status === 401) {
    const token = await refreshAccessToken();
    options.onProgress?.(0);
    res = await sendOnce(path, file, options, token);
  }
  const body = parseBody(res.text);
  if (res.status < 200 || res.status >= 300) throw new ApiError(errorMessageFrom(body, res.status), res.status, body);
  return unwrap<T>(body);
}
