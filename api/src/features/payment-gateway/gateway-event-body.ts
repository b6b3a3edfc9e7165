/**
 * The part of a Razorpay event body that is kept: the payment facts the accounts, the processing
 * (gateway-events.ts reads nothing else) and the admin's view need — ids, amounts, currency,
 * status, method, times and the bank's reference. What Razorpay sends beside them (the link's
 * customer: name, e-mail and phone; the payer's card, bank, UPI address, e-mail and phone; notes
 * and descriptions) is personal data the portal has no use for, so it is never stored. Pure.
 */

type Obj = Record<string, unknown>;

/** The top-level fields of an event. */
const EVENT_FIELDS = ['entity', 'account_id', 'event', 'contains', 'created_at'];

/** The fields kept of each entity an event carries; an entity not named here is dropped. */
const ENTITY_FIELDS: Record<string, string[]> = {
  payment_link: ['id', 'entity', 'amount', 'amount_paid', 'currency', 'status', 'reference_id', 'created_at', 'updated_at', 'expire_by'],
  payment: [
    'id',
    'entity',
    'amount',
    'currency',
    'status',
    'method',
    'order_id',
    'captured',
    'amount_refunded',
    'refund_status',
    'fee',
    'tax',
    'created_at',
    'acquirer_data',
  ],
  order: ['id', 'entity', 'amount', 'amount_paid', 'amount_due', 'currency', 'status', 'attempts', 'created_at'],
  refund: ['id', 'entity', 'payment_id', 'amount', 'currency', 'status', 'speed_processed', 'created_at'],
};

/** The bank's references of a payment (bankReferenceOf); the rest of acquirer_data can name the payer's account. */
const ACQUIRER_FIELDS = ['rrn', 'upi_transaction_id', 'bank_transaction_id', 'auth_code'];

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function pick(source: Obj, fields: string[]): Obj {
  return Object.fromEntries(fields.filter((f) => source[f] !== undefined).map((f) => [f, source[f]]));
}

/** The body with only its payment facts, as JSON; a body that is not a JSON object is kept as it came (processing ignores it). */
export function paymentFactsBody(body: string): string {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return body;
  }
  if (!isObj(event)) return body;
  const payload: Obj = {};
  const source = isObj(event.payload) ? event.payload : {};
  for (const [name, fields] of Object.entries(ENTITY_FIELDS)) {
    const wrapper = source[name];
    if (!isObj(wrapper) || !isObj(wrapper.entity)) continue;
    const entity = pick(wrapper.entity, fields);
    if (isObj(entity.acquirer_data)) entity.acquirer_data = pick(entity.acquirer_data, ACQUIRER_FIELDS);
    payload[name] = { entity };
  }
  return JSON.stringify({ ...pick(event, EVENT_FIELDS), payload });
}
