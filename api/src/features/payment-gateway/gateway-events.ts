/**
 * What a Razorpay event says, read from its body (https://razorpay.com/docs/webhooks/payment-links/
 * and the refund events): a payment link paid (its payment's id, method, amount, time and the
 * bank's reference), a link expired or cancelled, a refund processed, or something the portal does
 * not act on; the key an event is stored once under and when Razorpay created it. Pure: no
 * database, no clock.
 */
import { createHash } from 'node:crypto';

export type GatewayFact =
  | {
      kind: 'paid';
      linkId: string;
      referenceId: string | null;
      paymentId: string;
      amountMinor: number;
      currency: string;
      method: string | null;
      paidAt: Date | null;
      /** RRN (cards, net banking) or UPI transaction id, when Razorpay has it. */
      bankReference: string | null;
    }
  | { kind: 'link-status'; linkId: string; status: 'expired' | 'cancelled' }
  | { kind: 'refund'; paymentId: string; refundId: string; amountMinor: number; currency: string }
  | { kind: 'other' };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const entity = (payload: Obj, name: string) => obj(obj(payload[name]).entity);
const unixDate = (v: unknown) => (int(v) !== null ? new Date((v as number) * 1000) : null);

export function bankReferenceOf(payment: Obj): string | null {
  const acquirer = obj(payment.acquirer_data);
  return str(acquirer.rrn) ?? str(acquirer.upi_transaction_id) ?? str(acquirer.bank_transaction_id) ?? null;
}

/** The fact an event body states, or 'other' for an event (or a shape) the portal does not act on. */
export function factOf(body: unknown): GatewayFact {
  const event = obj(body);
  const payload = obj(event.payload);
  switch (event.event) {
    case 'payment_link.paid': {
      const link = entity(payload, 'payment_link');
      const payment = entity(payload, 'payment');
      const linkId = str(link.id);
      const paymentId = str(payment.id);
      const amountMinor = int(payment.amount);
      if (!linkId || !paymentId || amountMinor === null) return { kind: 'other' };
      return {
        kind: 'paid',
        linkId,
        referenceId: str(link.reference_id),
        paymentId,
        amountMinor,
        currency: str(payment.currency) ?? str(link.currency) ?? 'INR',
        method: str(payment.method),
        paidAt: unixDate(payment.created_at) ?? unixDate(event.created_at),
        bankReference: bankReferenceOf(payment),
      };
    }
    case 'payment_link.expired':
    case 'payment_link.cancelled': {
      const linkId = str(entity(payload, 'payment_link').id);
      if (!linkId) return { kind: 'other' };
      return { kind: 'link-status', linkId, status: event.event === 'payment_link.expired' ? 'expired' : 'cancelled' };
    }
    case 'refund.processed': {
      const refund = entity(payload, 'refund');
      const paymentId = str(refund.payment_id);
      const refundId = str(refund.id);
      const amountMinor = int(refund.amount);
      if (!paymentId || !refundId || amountMinor === null) return { kind: 'other' };
      return { kind: 'refund', paymentId, refundId, amountMinor, currency: str(refund.currency) ?? 'INR' };
    }
    default:
      return { kind: 'other' };
  }
}

/** The link and payment an event names, kept beside it for the admin's lists. */
export function namesOf(fact: GatewayFact): { paymentLinkId: string | null; paymentId: string | null } {
  switch (fact.kind) {
    case 'paid':
      return { paymentLinkId: fact.linkId, paymentId: fact.paymentId };
    case 'link-status':
      return { paymentLinkId: fact.linkId, paymentId: null };
    case 'refund':
      return { paymentLinkId: null, paymentId: fact.paymentId };
    default:
      return { paymentLinkId: null, paymentId: null };
  }
}

/** The name of an event by its exact bytes: "body:" and their SHA-256. */
export function bodyEventId(body: Buffer | string): string {
  return `body:${createHash('sha256').update(body).digest('hex')}`;
}

/**
 * The key an event is stored once under, whatever x-razorpay-event-id says (the signature does not
 * cover that header): the payment a paid link names, the refund a refund names, else the body's hash.
 */
export function dedupeKeyOf(fact: GatewayFact, body: string): string {
  if (fact.kind === 'paid') return `payment:${fact.paymentId}`;
  if (fact.kind === 'refund') return `refund:${fact.refundId}`;
  return bodyEventId(body);
}

/** When Razorpay created the event (its created_at, Unix seconds), or null when the body does not say. */
export function createdAtOf(body: unknown): Date | null {
  return unixDate(obj(body).created_at);
}
