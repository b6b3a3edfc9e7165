/**
 * Razorpay's two signatures, as its SDKs compute them (razorpay-node utils validateWebhookSignature
 * and validatePaymentVerification): a webhook is HMAC-SHA256 of the raw body with the webhook
 * secret; the redirect back from a paid payment link is HMAC-SHA256 of
 * "payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id" with the key
 * secret. Both hex; compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when `signature` signs `rawBody` under any of `secrets` (the current one, then the one before a rotation). */
export function isWebhookSigned(rawBody: Buffer, signature: string | undefined, secrets: readonly string[]): boolean {
  if (!signature || !secrets.length) return false;
  // Every secret is tried (no early exit), so the time taken does not tell which one matched.
  return secrets.map((secret) => sameHex(hmacHex(secret, rawBody), signature)).some(Boolean);
}

export interface CallbackQuery {
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function callbackPayload(q: Omit<CallbackQuery, 'razorpay_signature'>): string {
  return `${q.razorpay_payment_link_id}|${q.razorpay_payment_link_reference_id}|${q.razorpay_payment_link_status}|${q.razorpay_payment_id}`;
}

export function isCallbackSigned(q: CallbackQuery, keySecret: string): boolean {
  return sameHex(hmacHex(keySecret, callbackPayload(q)), q.razorpay_signature);
}
