/**
 * The reconciliation of payment links (`npm run payments:reconcile`): Razorpay is asked for the
 * status of every open link the portal made, and what changed is stored as the event Razorpay would
 * have sent and processed like a webhook (for a webhook that never arrived).
 */
import type { GatewayDeps } from './gateway-deps.ts';
import type { GatewayEventIntake } from './gateway-event-intake.ts';
import type { GatewayEventProcessing } from './gateway-event-processing.ts';
import type { RazorpayPaymentLink } from './razorpay-client.ts';

/** Asks Razorpay for every open link's status and processes what changed; answers the links asked about and the events stored. */
export type ReconcileLinks = () => Promise<{ checked: number; stored: number }>;

export function gatewayReconciliation(
  deps: Pick<GatewayDeps, 'repository' | 'client' | 'log'>,
  intake: Pick<GatewayEventIntake, 'store'>,
  processing: Pick<GatewayEventProcessing, 'processPending'>,
): ReconcileLinks {
  const { repository: repo, client, log } = deps;
  return async () => {
    if (!client) throw new Error('Razorpay keys are not set');
    let checked = 0;
    let storedCount = 0;
    for (const link of await repo.openLinks()) {
      checked++;
      let fetched: RazorpayPaymentLink;
      try {
        fetched = await client.fetchPaymentLink(link._id);
      } catch (err) {
        log.error({ err, linkId: link._id }, 'a payment link could not be fetched from Razorpay');
        continue;
      }
      const body = reconcileBody(fetched);
      if (!body) continue;
      if (await intake.store(`reconcile:${fetched.id}:${fetched.status}`, 'reconcile', JSON.stringify(body))) storedCount++;
    }
    await processing.processPending();
    return { checked, stored: storedCount };
  };
}

/**
 * What the reconciliation found, written as the event Razorpay would have sent: a paid link as
 * payment_link.paid with the payment Razorpay lists on it, an expired or cancelled one as its
 * event; a link still open gives nothing.
 */
function reconcileBody(link: RazorpayPaymentLink): Record<string, unknown> | null {
  const wrap = (event: string, payload: Record<string, unknown>) => ({
    entity: 'event',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  if (link.status === 'expired' || link.status === 'cancelled')
    return wrap(`payment_link.${link.status}`, { payment_link: { entity: link } });
  if (link.status !== 'paid') return null;
  const paid = (link.payments ?? []).find((p) => p.status === 'captured') ?? link.payments?.[0];
  if (!paid) return null;
  return wrap('payment_link.paid', {
    payment_link: { entity: link },
    payment: {
      entity: {
        id: paid.payment_id,
        entity: 'payment',
        amount: paid.amount,
        currency: link.currency,
        status: paid.status,
        method: paid.method,
        created_at: paid.created_at,
      },
    },
  });
}
