/**
 * Intake of Razorpay events: a webhook's signature checked, and every event (a webhook's, or one the
 * reconciliation writes) stored once (unique indexes on its id and on its dedupe key, the payment or
 * refund it names or its body's hash: a repeat delivery, on any API process, under the same or
 * another event id, finds it stored and does nothing) and answered at once; processing is the
 * worker's. A signed event created more than STALE_EVENT_MS ago is a replay, not a retry (Razorpay
 * retries for 24 hours after the event's creation): it is answered without being stored.
 */
import type { GatewayDeps } from './gateway-deps.ts';
import { paymentFactsBody } from './gateway-event-body.ts';
import { bodyEventId, createdAtOf, dedupeKeyOf, factOf, namesOf, type GatewayFact } from './gateway-events.ts';
import { isWebhookSigned } from './razorpay-signatures.ts';

/** The age past which a webhook's event is refused as a replay: a week, well beyond Razorpay's 24 hours of retries. */
const STALE_EVENT_MS = 7 * 24 * 3600_000;

export type ReceiveResult = 'stored' | 'repeat' | 'stale' | 'unsigned' | 'not-configured';

export interface GatewayEventIntake {
  /** A webhook secret is set: events are accepted. */
  readonly webhooksEnabled: boolean;
  receive(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<ReceiveResult>;
  /** Stores the event unless one with its id or dedupe key is stored; true when this call stored it. */
  store(eventId: string, source: 'webhook' | 'reconcile', body: string): Promise<boolean>;
}

/** True when the body says Razorpay created it more than STALE_EVENT_MS ago (a body that does not say is not judged here). */
function isStale(rawBody: Buffer): boolean {
  let createdAt: Date | null;
  try {
    createdAt = createdAtOf(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return false;
  }
  return createdAt !== null && Date.now() - createdAt.getTime() > STALE_EVENT_MS;
}

/** `stored` is told of each event stored from a webhook (the worker is woken for it). */
export function gatewayEventIntake(deps: Pick<GatewayDeps, 'config' | 'repository'>, stored: () => void): GatewayEventIntake {
  const { config, repository: repo } = deps;
  const webhooksEnabled = config.webhookSecrets.length > 0;

  async function store(eventId: string, source: 'webhook' | 'reconcile', body: string): Promise<boolean> {
    let event = 'unknown';
    let fact: GatewayFact = { kind: 'other' };
    try {
      const parsed = JSON.parse(body) as { event?: unknown };
      if (typeof parsed.event === 'string') event = parsed.event.slice(0, 100);
      fact = factOf(parsed);
    } catch {
      // Kept as it came; processing marks it ignored.
    }
    return repo.storeEvent({ eventId, dedupeKey: dedupeKeyOf(fact, body), source, event, body: paymentFactsBody(body), ...namesOf(fact) });
  }

  return {
    webhooksEnabled,
    store,
    async receive(rawBody, signature, eventId) {
      if (!webhooksEnabled) return 'not-configured';
      if (!isWebhookSigned(rawBody, signature, config.webhookSecrets)) return 'unsigned';
      if (isStale(rawBody)) return 'stale';
      const isNew = await store(eventId?.trim() || bodyEventId(rawBody), 'webhook', rawBody.toString('utf8'));
      if (isNew) stored();
      return isNew ? 'stored' : 'repeat';
    },
  };
}
