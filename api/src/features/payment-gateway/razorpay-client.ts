/**
 * The Razorpay Payment Links API the portal calls (https://razorpay.com/docs/api/payments/payment-links/):
 * create a Standard Payment Link, cancel one, fetch one, with HTTP Basic auth of the key id and
 * secret. A small typed client rather than the `razorpay` package: that package fixes its base URL
 * (https://api.razorpay.com) in its constructor, and the tests point RAZORPAY_API_URL at a local double.
 */

/** The fields of a payment link entity the portal reads (Razorpay sends more). */
export interface RazorpayPaymentLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  short_url: string;
  /** created, partially_paid, paid, expired, cancelled. */
  status: string;
  accept_partial: boolean;
  expire_by: number;
  created_at: number;
  /** A fetched link lists its payments (Razorpay's summary of each). */
  payments?: RazorpayLinkPayment[] | null;
}

export interface RazorpayLinkPayment {
  payment_id: string;
  amount: number;
  method: string | null;
  status: string;
  created_at: number;
}

export interface CreatePaymentLinkInput {
  amountMinor: number;
  currency: string;
  referenceId: string;
  description: string;
  customer: { name: string; email: string; contact?: string };
  callbackUrl: string;
  expireBy: Date;
  notes?: Record<string, string>;
}

/** Razorpay refused a call: its own description (shown to the admin), its error code and the HTTP status. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

export interface RazorpayClient {
  createPaymentLink(input: CreatePaymentLinkInput): Promise<RazorpayPaymentLink>;
  cancelPaymentLink(id: string): Promise<RazorpayPaymentLink>;
  fetchPaymentLink(id: string): Promise<RazorpayPaymentLink>;
}

export interface RazorpayClientOptions {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** How long one call may take before it is given up (Razorpay answers in well under a second). */
  timeoutMs?: number;
}

export function createRazorpayClient({ apiUrl, keyId, keySecret, timeoutMs = 15_000 }: RazorpayClientOptions): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new RazorpayError(`Razorpay could not be reached (${(err as Error).message}). Nothing was changed; try again.`, 502, null);
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): reported below with the status.
    }
    if (!res.ok) {
      const error = (parsed as { error?: { description?: string; code?: string } } | null)?.error;
      throw new RazorpayError(error?.description || `Razorpay answered ${res.status}.`, res.status, error?.code ?? null);
    }
    if (!parsed || typeof parsed !== 'object') throw new RazorpayError(`Razorpay answered ${res.status} without a JSON body.`, 502, null);
    return parsed as T;
  }

  return {
    createPaymentLink(input) {
      return call<RazorpayPaymentLink>('POST', '/v1/payment_links', {
        amount: input.amountMinor,
        currency: input.currency,
        accept_partial: false,
        reference_id: input.referenceId,
        description: input.description,
        customer: input.customer,
        // Razorpay mails and texts the link itself; the portal mails it too, so the student gets it either way.
        notify: { sms: false, email: false },
        reminder_enable: true,
        notes: input.notes ?? {},
        callback_url: input.callbackUrl,
        callback_method: 'get',
        expire_by: Math.floor(input.expireBy.getTime() / 1000),
      });
    },
    cancelPaymentLink: (id) => call<RazorpayPaymentLink>('POST', `/v1/payment_links/${encodeURIComponent(id)}/cancel`),
    fetchPaymentLink: (id) => call<RazorpayPaymentLink>('GET', `/v1/payment_links/${encodeURIComponent(id)}`),
  };
}
