/**
 * Intake of Razorpay events: a webhook's signature checked, and every event (a webhook's, or one the
 * reconciliation writes) stored once by its id (a unique index: a repeat delivery, on any API
 * process, finds it stored and does nothing) and answered at once; processing is the worker's.
 * Only the body's payment facts are stored (gateway-event-body.ts).
 */
import type { GatewayDeps } from './gateway-deps.ts';
import { paymentFactsBody } from './gateway-event-body.ts';
import { factOf, namesOf } from './gateway-events.ts';
import { bodyEventId } from './gateway-repository.ts';
import { isWebhookSigned } from './razorpay-signatures.ts';

export type ReceiveResult = 'stored' | 'repeat' | 'unsigned' | 'not-configured';

export interface GatewayEventIntake {
  /** A webhook secret is set: events are accepted. */
  readonly webhooksEnabled: boolean;
  receive(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<ReceiveResult>;
  /** Stores the event unless one with its id is stored; true when this call stored it. */
  store(eventId: string, source: 'webhook' | 'reconcile', body: string): Promise<boolean>;
}

/** `stored` is told of each event stored from a webhook (the worker is woken for it). */
export function gatewayEventIntake(deps: Pick<GatewayDeps, 'config' | 'repository'>, stored: () => void): GatewayEventIntake {
  const { config, repository: repo } = deps;
  const webhooksEnabled = config.webhookSecrets.length > 0;

  async function store(eventId: string, source: 'webhook' | 'reconcile', body: string): Promise<boolean> {
    let event = 'unknown';
    let names: ReturnType<typeof namesOf> = { paymentLinkId: null, paymentId: null };
    try {
      const parsed = JSON.parse(body) as { event?: unknown };
      if (typeof parsed.event === 'string') event = parsed.event.slice(0, 100);
      names = namesOf(factOf(parsed));
    } catch {
      // Kept as it came; processing marks it ignored.
    }
    return repo.storeEvent({ eventId, source, event, body: paymentFactsBody(body), ...names });
  }

  return {
    webhooksEnabled,
    store,
    async receive(rawBody, signature, eventId) {
      if (!webhooksEnabled) return 'not-configured';
      if (!isWebhookSigned(rawBody, signature, config.webhookSecrets)) return 'unsigned';
      const isNew = await store(eventId?.trim() || bodyEventId(rawBody), 'webhook', rawBody.toString('utf8'));
      if (isNew) stored();
      return isNew ? 'stored' : 'repeat';
    },
  };
}
