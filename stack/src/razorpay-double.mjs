/**
 * A local double of the Razorpay Payment Links API the portal calls, written from Razorpay's API
 * reference (https://razorpay.com/docs/api/payments/payment-links/): POST /v1/payment_links (create
 * a Standard link), GET /v1/payment_links (fetch all, by reference_id or payment_id),
 * POST /v1/payment_links/{id}/cancel, GET /v1/payment_links/{id}, with HTTP Basic auth of the key
 * id and secret, and errors in Razorpay's shape ({ error: { code, description } }).
 * The caller plays the customer (pay) and the gateway (expire); the webhook bodies it makes are
 * shaped like the published samples and signed as Razorpay signs them (HMAC-SHA256 of the body
 * with the webhook secret, hex), and so is the redirect query (HMAC-SHA256 of
 * "link id|reference id|status|payment id" with the key secret).
 *
 * Used in the API tests' process, and as a process of its own by the browser tests' stack
 * (serve-razorpay-double.mjs; types in razorpay-double.d.mts), where a browser test pays through POST /_double/payment_links/{id}/pay
 * (not Razorpay's API: the customer's payment on Razorpay's page) and the double delivers the signed
 * payment_link.paid webhook to the portal, as Razorpay does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

export const TEST_KEY_ID = 'rzp_test_PortalDouble01';
export const TEST_KEY_SECRET = 'test-key-secret-0123456789';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 base62 characters ("plink_Fc8lXILABzQL7M"). */
export function razorpayId(prefix) {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => B62[b % 62]).join('')}`;
}

/** The double's own route (not Razorpay's API): the customer pays the link on Razorpay's page. */
const PAY_PATH = /^\/_double\/payment_links\/([^/]+)\/pay$/;

const now = () => Math.floor(Date.now() / 1000);

function error(res, status, description, code = 'BAD_REQUEST_ERROR') {
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

function sendJson(res, value) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export async function startRazorpayDouble(options = {}) {
  const { keyId = TEST_KEY_ID, keySecret = TEST_KEY_SECRET, webhook } = options;
  const links = new Map();
  const calls = [];
  let failure = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function pay(linkId, { amount, method = 'upi' } = {}) {
    const link = links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const payment = {
      id: razorpayId('pay'),
      amount: amount ?? link.amount,
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
  }

  /** The customer pays, and Razorpay tells the portal: the signed payment_link.paid event to the webhook. */
  async function payAndReport(linkId, body) {
    const payment = pay(linkId, {
      amount: typeof body.amount === 'number' ? body.amount : undefined,
      method: typeof body.method === 'string' ? body.method : undefined,
    });
    if (!webhook) return { payment, webhookStatus: null };
    const event = paidEvent(links.get(linkId), payment);
    const delivery = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(event, webhook.secret),
        'x-razorpay-event-id': razorpayId('evt'),
      },
      body: event,
    });
    return { payment, webhookStatus: delivery.status };
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return error(res, 400, 'The request body is not valid JSON.');
      }
      const address = new URL(req.url ?? '/', 'http://double');
      const path = address.pathname;
      const paying = req.method === 'POST' ? PAY_PATH.exec(path) : null;
      if (paying) {
        const linkId = decodeURIComponent(paying[1] ?? '');
        if (!links.has(linkId)) return error(res, 400, 'The id provided does not exist');
        return void payAndReport(linkId, body).then(
          (paid) => sendJson(res, paid),
          (err) => error(res, 502, `The webhook could not be delivered: ${String(err)}`, 'SERVER_ERROR'),
        );
      }
      calls.push({ method: req.method ?? '', path, body });
      if (req.headers.authorization !== expectedAuth) return error(res, 401, 'Authentication failed', 'BAD_REQUEST_ERROR');
      if (failure) {
        const f = failure;
        failure = null;
        return error(res, f.status, f.description, f.code);
      }
      const send = (link) => sendJson(res, link);
      const listPath = path === '/v1/payment_links' || path === '/v1/payment_links/';

      if (req.method === 'GET' && listPath) {
        const reference = address.searchParams.get('reference_id');
        const paymentId = address.searchParams.get('payment_id');
        const found = [...links.values()]
          .filter((l) => reference === null || l.reference_id === reference)
          .filter((l) => paymentId === null || !!l.payments?.some((p) => p.payment_id === paymentId))
          .reverse();
        return sendJson(res, { payment_links: found });
      }
      if (req.method === 'POST' && listPath) {
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
        const link = {
          id,
          amount,
          amount_paid: 0,
          currency: typeof body.currency === 'string' ? body.currency : 'INR',
          accept_partial: body.accept_partial === true,
          reference_id: reference,
          description: String(body.description ?? ''),
          customer: body.customer ?? {},
          notify: body.notify ?? { sms: false, email: false },
          notes: body.notes ?? {},
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
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    links,
    calls,
    failNext(statusCode, description, code = 'BAD_REQUEST_ERROR') {
      failure = { status: statusCode, description, code };
    },
    pay,
    expire(linkId) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      link.status = 'expired';
      link.expired_at = now();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The body of a payment_link.paid webhook, shaped like Razorpay's published sample (payment_link, order, payment). */
export function paidEvent(link, payment, accountId = 'acc_PortalDouble01') {
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
export function linkStatusEvent(link, status) {
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
export function refundEvent(paymentId, amount) {
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
export function signWebhook(body, secret = TEST_WEBHOOK_SECRET) {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The query Razorpay adds to callback_url after a payment, signed with the key secret. */
export function callbackQuery(link, paymentId, secret = TEST_KEY_SECRET) {
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
export function razorpayEnv(double, extra = {}) {
  return {
    RAZORPAY_KEY_ID: TEST_KEY_ID,
    RAZORPAY_KEY_SECRET: TEST_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    RAZORPAY_API_URL: double.url,
    ...extra,
  };
}
