/**
 * Payments confirmed by the gateway (Razorpay payment links): the states a student's payment is
 * in, what each outcome of a gateway event means, and the words the screens and mails use for
 * them. The API decides; the screens only show (views/payment-gateway.ts holds the shapes).
 */
import { formatMoneyGrouped } from './money.ts';

export const GATEWAY_EVENT_SOURCES = ['webhook', 'reconcile'] as const;
export type GatewayEventSource = (typeof GATEWAY_EVENT_SOURCES)[number];

/**
 * recorded: a payment of the student's current link for the fee, kept and the fee marked paid;
 * attention: kept for an admin (an amount that differs, a link no longer current, an unknown
 * reference, a refund); link-status: a link expired or was cancelled; ignored: an event the portal
 * does not act on.
 */
export const GATEWAY_EVENT_OUTCOMES = ['recorded', 'attention', 'link-status', 'ignored'] as const;
export type GatewayEventOutcome = (typeof GATEWAY_EVENT_OUTCOMES)[number];

/** Razorpay's statuses of a payment link (created, partially_paid, paid, expired, cancelled) after which it takes no more payments. */
export const CLOSED_LINK_STATUSES: readonly string[] = ['paid', 'expired', 'cancelled'];

/** The state of a student's payment as the admin's list shows it, most advanced first. */
export const PAYMENT_STATES = ['verified', 'needs-attention', 'paid', 'link-expired', 'link-sent', 'no-link'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  verified: 'Fee verified',
  'needs-attention': 'Needs attention',
  paid: 'Paid, not verified',
  'link-expired': 'Link expired',
  'link-sent': 'Link sent',
  'no-link': 'No link',
};

export interface PaymentStateInput {
  feeVerified: boolean;
  feePaid: boolean;
  paymentLinkUrl: string | null;
  paymentLinkStatus: string | null;
  /** Gateway events of this student an admin has not resolved yet. */
  openAttention: number;
}

/** One rule for the state a row shows: a verified fee wins; then anything an admin must look at; then paid, expired, sent. */
export function paymentStateOf(p: PaymentStateInput): PaymentState {
  if (p.feeVerified) return 'verified';
  if (p.openAttention > 0) return 'needs-attention';
  if (p.feePaid) return 'paid';
  if (p.paymentLinkUrl && (p.paymentLinkStatus === 'expired' || p.paymentLinkStatus === 'cancelled')) return 'link-expired';
  return p.paymentLinkUrl ? 'link-sent' : 'no-link';
}

/** Razorpay's payment methods as a person reads them ("Paid by UPI"). */
const METHOD_LABELS: Readonly<Record<string, string>> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
  cardless_emi: 'cardless EMI',
  paylater: 'pay later',
  bank_transfer: 'bank transfer',
};

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return 'Razorpay';
  return (Object.hasOwn(METHOD_LABELS, method) && METHOD_LABELS[method]) || method.replace(/_/g, ' ');
}

/** "Paid by UPI, ref 412345678901 (pay_…)": how an invoice, a mail or a screen names a gateway payment. */
export function paidByLabel(p: { method: string | null; paymentId: string; bankReference: string | null }): string {
  const ref = p.bankReference ? `, ref ${p.bankReference}` : '';
  return `Paid by ${paymentMethodLabel(p.method)}${ref} (Razorpay ${p.paymentId})`;
}

/** Why an event waits for an admin, in their words. */
export const ATTENTION_REASONS = {
  amountDiffers: (paidMinor: number, paidCurrency: string, feeMinor: number) =>
    `Paid ${formatMoneyGrouped(paidMinor, paidCurrency)}, but the fee is ${formatMoneyGrouped(feeMinor)}: not verified automatically.`,
  notCurrentLink: 'Paid through a link that is no longer the student’s current one: not verified automatically.',
  unknownReference: 'A payment for a link or reference the portal did not make: no student matched.',
  refundProcessed: (amount: string) => `Razorpay processed a refund of ${amount}: use Unverify (or Refund) to issue the credit note.`,
  alreadyPaid: 'A second payment for a student whose fee is already paid: refund one of them at Razorpay.',
} as const;

/** What the student reads on Pay Fee. */
export const GATEWAY_STUDENT_MESSAGES = {
  paymentReceived: 'Payment received — verification in progress.',
  paymentReceivedNow: 'Payment received. We are confirming it with the bank; this page updates by itself.',
  linkExpired: 'This link has expired; a new one will be sent.',
} as const;
