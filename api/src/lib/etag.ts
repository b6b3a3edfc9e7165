/** Strong ETags of answers and the If-None-Match check, for the public answers browsers and CDNs keep. */
import { createHash } from 'node:crypto';

/** A strong ETag: the hash of the body, so every worker sends the same for the same answer. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (or is `*`); the weak comparison RFC 9110 asks for this header. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
