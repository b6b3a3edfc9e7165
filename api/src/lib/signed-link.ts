/**
 * Signed single-purpose link tokens: "<id>.<expiry ms>.<HMAC-SHA256>" over the purpose, the id, the
 * account it is for and the expiry, under a key derived from a configured secret for that purpose
 * only (HKDF), so a token of one purpose or account is worthless for another. The id names a record
 * the caller re-reads, so a token is also useless once that record is gone.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  sign(id: string, accountId: string, expiresAt: Date): string;
  /** The token's id and expiry when its signature holds for `accountId(id)`, else null (expiry is the caller's check). */
  verify(token: string, accountOf: (id: string) => Promise<string | null>): Promise<{ id: string; expiresAt: Date } | null>;
}

/** A key for one purpose from a configured secret (HKDF-SHA256 with the purpose as its info). */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `career-portal:${purpose}`, 32));
}

export function linkSigner(secret: string, purpose: string): LinkSigner {
  const key = purposeKey(secret, purpose);
  const mac = (id: string, accountId: string, expiresMs: number) =>
    createHmac('sha256', key).update(`${purpose}|${id}|${accountId}|${expiresMs}`).digest('base64url');
  return {
    sign(id, accountId, expiresAt) {
      const expiresMs = expiresAt.getTime();
      return `${id}.${expiresMs}.${mac(id, accountId, expiresMs)}`;
    },
    async verify(token, accountOf) {
      const match = /^([0-9a-f]{24})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, expires, given] = match as unknown as [string, string, string, string];
      const accountId = await accountOf(id);
      if (!accountId) return null;
      const expected = Buffer.from(mac(id, accountId, Number(expires)));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      return { id, expiresAt: new Date(Number(expires)) };
    },
  };
}

/** A keyed hash of a value (HMAC-SHA256 under the purpose's key), hex. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', purposeKey(secret, purpose)).update(value).digest('hex');
}
