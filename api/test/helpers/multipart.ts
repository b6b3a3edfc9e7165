/** multipart/form-data bodies for inject(), including broken ones (a cut-off body, two files). */
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import type { SignedInUser } from './factories.ts';

export interface FilePart {
  /** Form field name; `file` unless a test says otherwise. */
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

export function multipartBody(files: FilePart[], { cutAfter }: { cutAfter?: number } = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (cutAfter !== undefined) payload = payload.subarray(0, cutAfter);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /student/id-proof as `user` with these file parts. */
export function uploadId(app: App, user: Pick<SignedInUser, 'headers'>, files: FilePart[], options: { cutAfter?: number } = {}) {
  const { payload, headers } = multipartBody(files, options);
  return app.inject({ method: 'POST', url: '/student/id-proof', headers: { ...user.headers, ...headers }, payload });
}
