// Types of razorpay-double.mjs for the TypeScript callers (the API tests, the browser tests).

export const TEST_KEY_ID: string;
export const TEST_KEY_SECRET: string;
export const TEST_WEBHOOK_SECRET: string;

/** Razorpay ids: a prefix and 14 base62 characters ("plink_Fc8lXILABzQL7M"). */
export function razorpayId(prefix: string): string;

export interface DoubleLink {
  id: string;
  entity?: string;
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notify: { sms: boolean; email: boolean };
  notes: Record<string, string>;
  callback_url: string;
  callback_method: string;
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  created_at: number;
  updated_at: number;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  payments: { payment_id: string; amount: number; method: string; status: string; created_at: number; plink_id: string }[] | null;
  reminder_enable: boolean;
  upi_link: boolean;
  user_id: string;
}

export interface Payment {
  id: string;
  amount: number;
  method: 'upi' | 'card' | 'netbanking' | 'wallet';
  rrn: string | null;
  upiTransactionId: string | null;
  createdAt: number;
}

export interface RazorpayDouble {
  url: string;
  links: Map<string, DoubleLink>;
  /** Every request the portal made: method, path and body. */
  calls: { method: string; path: string; body: unknown }[];
  /** The next call answers this status and description (Razorpay's error shape), once. */
  failNext(statusCode: number, description: string, code?: string): void;
  /** The customer pays the link (the amount of the link unless told): the link is paid; answers the payment. */
  pay(linkId: string, options?: { amount?: number; method?: Payment['method'] }): Payment;
  expire(linkId: string): void;
  close(): Promise<void>;
}

export interface RazorpayDoubleOptions {
  keyId?: string;
  keySecret?: string;
  /** The port it listens on (127.0.0.1); a free one when unset. */
  port?: number;
  /** Where a payment made through POST /_double/payment_links/{id}/pay is reported (the portal's webhook), with the webhook's secret. */
  webhook?: { url: string; secret: string };
}

/** The customer's payment of a link, and the status the portal answered its webhook with (null: no webhook set). */
export interface DoublePayment {
  payment: Payment;
  webhookStatus: number | null;
}

export function startRazorpayDouble(options?: RazorpayDoubleOptions): Promise<RazorpayDouble>;

/** The body of a payment_link.paid webhook, shaped like Razorpay's published sample (payment_link, order, payment). */
export function paidEvent(link: DoubleLink, payment: Payment, accountId?: string): string;
/** payment_link.expired or payment_link.cancelled. */
export function linkStatusEvent(link: DoubleLink, status: 'expired' | 'cancelled'): string;
/** refund.processed for a payment. */
export function refundEvent(paymentId: string, amount: number): string;
/** X-Razorpay-Signature of a body, as Razorpay computes it. */
export function signWebhook(body: string, secret?: string): string;
/** The query Razorpay adds to callback_url after a payment, signed with the key secret. */
export function callbackQuery(
  link: DoubleLink,
  paymentId: string,
  secret?: string,
): {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: DoubleLink['status'];
  razorpay_signature: string;
};
/** The settings that point the portal at the double. */
export function razorpayEnv(double: Pick<RazorpayDouble, 'url'>, extra?: Record<string, string>): Record<string, string>;
