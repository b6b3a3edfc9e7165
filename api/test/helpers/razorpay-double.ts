/**
 * A local double of the Razorpay Payment Links API the portal calls, written from Razorpay's API
 * reference (https://razorpay.com/docs/api/payments/payment-links/): POST /v1/payment_links (create
 * a Standard link), POST /v1/payment_links/{id}/cancel, GET /v1/payment_links/{id}, with HTTP Basic
 * auth of the key id and secret, and errors in Razorpay's shape ({ error: { code, description } }).
 * The test plays the customer (pay) and the gateway (expire); the webhook bodies it makes are
 * shaped like the published samples and signed as Razorpay signs them (HMAC-SHA256 of the body
 * with the webhook secret, hex), and so is the redirect query (HMAC-SHA256 of
 * "link id|reference id|status|payment id" with the key secret).
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig } from '../../src/config.ts';

export const TEST_KEY_ID = 'rzp_test_PortalDouble01';
export const TEST_KEY_SECRET = 'test-key-secret-0123456789';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 base62 characters ("plink_Fc8lXILABzQL7M"). */
export function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => B62[b % 62]).join('')}`;
}

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

const now = () => Math.floor(Date.now() / 1000);

function error(res: http.ServerResponse, status: number, description: string, code = 'BAD_REQUEST_ERROR') {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        code,
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: null,
      },
    }),
  );
}

export async function startRazorpayDouble(keyId = TEST_KEY_ID, keySecret = TEST_KEY_SECRET): Promise<RazorpayDouble> {
  const links = new Map<string, DoubleLink>();
  const calls: RazorpayDouble['calls'] = [];
  let failure: { status: number; description: string; code: string } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown>;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return error(res, 400, 'The request body is not valid JSON.');
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      calls.push({ method: req.method ?? '', path, body });
      if (req.headers.authorization !== expectedAuth) return error(res, 401, 'Authentication failed', 'BAD_REQUEST_ERROR');
      if (failure) {
        const f = failure;
        failure = null;
        return error(res, f.status, f.description, f.code);
      }
      const send = (link: DoubleLink) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(link));
      };

      if (req.method === 'POST' && (path === '/v1/payment_links' || path === '/v1/payment_links/')) {
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(res, 400, 'The amount must be atleast INR 1.00.');
        const reference = typeof body.reference_id === 'string' ? body.reference_id : '';
        if (reference.length > 40) return error(res, 400, 'The reference id may not be greater than 40 characters.');
        if (reference && [...links.values()].some((l) => l.reference_id === reference))
          return error(res, 400, `Payment Link with reference id ${reference} already exists`);
        const expireBy = typeof body.expire_by === 'number' ? body.expire_by : 0;
        if (expireBy && expireBy < now() + 15 * 60)
          return error(res, 400, 'The expire by date should be at least 15 minutes after the current time.');
        if (body.callback_url && body.callback_method !== 'get') return error(res, 400, 'The callback method should be get.');
        const id = razorpayId('plink');
        const link: DoubleLink = {
          id,
          amount,
          amount_paid: 0,
          currency: typeof body.currency === 'string' ? body.currency : 'INR',
          accept_partial: body.accept_partial === true,
          reference_id: reference,
          description: String(body.description ?? ''),
          customer: (body.customer as DoubleLink['customer']) ?? {},
          notify: (body.notify as DoubleLink['notify']) ?? { sms: false, email: false },
          notes: (body.notes as Record<string, string>) ?? {},
          callback_url: String(body.callback_url ?? ''),
          callback_method: String(body.callback_method ?? ''),
          expire_by: expireBy,
          expired_at: 0,
          cancelled_at: 0,
          created_at: now(),
          updated_at: now(),
          short_url: `https://rzp.io/i/${id.slice(6, 13)}`,
          status: 'created',
          payments: null,
          reminder_enable: body.reminder_enable === true,
          upi_link: false,
          user_id: '',
        };
        links.set(id, link);
        return send(link);
      }
      const match = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
      const link = match ? links.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (match && !link) return error(res, 400, 'The id provided does not exist');
      if (link && req.method === 'GET' && !match?.[2]) return send(link);
      if (link && req.method === 'POST' && match?.[2]) {
        if (link.status !== 'created' && link.status !== 'partially_paid')
          return error(res, 400, `Payment Link cannot be cancelled as it is already ${link.status}`);
        link.status = 'cancelled';
        link.cancelled_at = now();
        link.updated_at = now();
        return send(link);
      }
      return error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    links,
    calls,
    failNext(statusCode, description, code = 'BAD_REQUEST_ERROR') {
      failure = { status: statusCode, description, code };
    },
    pay(linkId, options = {}) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      const method = options.method ?? 'upi';
      const payment: Payment = {
        id: razorpayId('pay'),
        amount: options.amount ?? link.amount,
        method,
        rrn: method === 'upi' ? null : String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)),
        upiTransactionId: method === 'upi' ? String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)) : null,
        createdAt: now(),
      };
      link.status = 'paid';
      link.amount_paid = payment.amount;
      link.updated_at = now();
      link.payments = [
        { payment_id: payment.id, amount: payment.amount, method, status: 'captured', created_at: payment.createdAt, plink_id: link.id },
      ];
      return payment;
    },
    expire(linkId) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      link.status = 'expired';
      link.expired_at = now();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a payment_link.paid webhook, shaped like Razorpay's published sample (payment_link, order, payment). */
export function paidEvent(link: DoubleLink, payment: Payment, accountId = 'acc_PortalDouble01'): string {
  const orderId = razorpayId('order');
  return JSON.stringify({
    entity: 'event',
    account_id: accountId,
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { ...link, status: 'paid', amount_paid: payment.amount, order_id: orderId } },
      order: {
        entity: {
          id: orderId,
          entity: 'order',
          amount: link.amount,
          amount_paid: payment.amount,
          amount_due: link.amount - payment.amount,
          currency: link.currency,
          receipt: null,
          status: 'paid',
          attempts: 1,
          notes: link.notes,
          created_at: link.created_at,
        },
      },
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: link.currency,
          status: 'captured',
          order_id: orderId,
          invoice_id: null,
          international: false,
          method: payment.method,
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: link.description,
          card_id: null,
          bank: payment.method === 'netbanking' ? 'HDFC' : null,
          wallet: null,
          vpa: payment.method === 'upi' ? 'student@okhdfcbank' : null,
          email: link.customer.email ?? '',
          contact: link.customer.contact ?? '',
          notes: link.notes,
          fee: Math.round(payment.amount * 0.02),
          tax: Math.round(payment.amount * 0.0036),
          error_code: null,
          error_description: null,
          acquirer_data: payment.method === 'upi' ? { rrn: null, upi_transaction_id: payment.upiTransactionId } : { rrn: payment.rrn },
          created_at: payment.createdAt,
        },
      },
    },
    created_at: now(),
  });
}

/** payment_link.expired or payment_link.cancelled. */
export function linkStatusEvent(link: DoubleLink, status: 'expired' | 'cancelled'): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_PortalDouble01',
    event: `payment_link.${status}`,
    contains: ['payment_link'],
    payload: { payment_link: { entity: { ...link, status } } },
    created_at: now(),
  });
}

/** refund.processed for a payment. */
export function refundEvent(paymentId: string, amount: number): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_PortalDouble01',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: razorpayId('rfnd'),
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: paymentId,
          status: 'processed',
          speed_processed: 'normal',
          created_at: now(),
        },
      },
      payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'refunded' } },
    },
    created_at: now(),
  });
}

/** X-Razorpay-Signature of a body, as Razorpay computes it. */
export function signWebhook(body: string, secret = TEST_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The query Razorpay adds to callback_url after a payment, signed with the key secret. */
export function callbackQuery(link: DoubleLink, paymentId: string, secret = TEST_KEY_SECRET) {
  const q = {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
  };
  const signed = `${q.razorpay_payment_link_id}|${q.razorpay_payment_link_reference_id}|${q.razorpay_payment_link_status}|${q.razorpay_payment_id}`;
  return { ...q, razorpay_signature: createHmac('sha256', secret).update(signed).digest('hex') };
}

/** The settings that point the portal at the double. */
export function razorpayEnv(double: RazorpayDouble, extra: Record<string, string> = {}): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: TEST_KEY_ID,
    RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    RAZORPAY_API_URL: double.url,
    ...extra,
  };
}

/** The same settings as the app's configuration (for an app built in the test's process). */
export function razorpayConfig(double: RazorpayDouble, overrides: Partial<RazorpayConfig> = {}): RazorpayConfig {
  return {
    keyId: TEST_KEY_ID,
    keySecret: TEST_KEY_SECRET,
    webhookSecrets: [TEST_WEBHOOK_SECRET],
    apiUrl: double.url,
    linkExpiryDays: 7,
    autoVerify: false,
    ...overrides,
  };
}
