/**
 * fastify.paymentGateway: Razorpay payment links made from the portal, and the events Razorpay
 * sends about them. Composed of one part per job: the links (payment-links.ts), the intake of
 * events (gateway-event-intake.ts), their processing by a leased worker
 * (gateway-event-processing.ts), the reconciliation with Razorpay (gateway-reconciliation.ts) and
 * the admin's views (gateway-admin.ts). The gateway acts on a fee only through fastify.payments.
 */
import type { Types } from 'mongoose';
import type { BackgroundLoop } from '../../lib/background-loop.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { gatewayAdmin, type GatewayAdmin } from './gateway-admin.ts';
import { gatewayEventIntake, type GatewayEventIntake } from './gateway-event-intake.ts';
import { gatewayEventProcessing, type GatewayEventProcessing } from './gateway-event-processing.ts';
import { gatewayReconciliation, type ReconcileLinks } from './gateway-reconciliation.ts';
import { paymentLinks, type PaymentLinks } from './payment-links.ts';

export interface PaymentGateway
  extends
    BackgroundLoop,
    PaymentLinks,
    Pick<GatewayEventIntake, 'webhooksEnabled' | 'receive'>,
    Pick<GatewayEventProcessing, 'processPending'>,
    GatewayAdmin {
  /** Razorpay keys are set: links can be made and cancelled from the portal. */
  readonly linksEnabled: boolean;
  reconcileLinks: ReconcileLinks;
  /** The student's erasure: their stored events keep only the payment facts (events stored whole by an earlier release). */
  forgetStudent(studentId: Types.ObjectId): Promise<void>;
}

export function createPaymentGateway(deps: GatewayDeps): PaymentGateway {
  const linksEnabled = deps.client !== null;
  const processing = gatewayEventProcessing(deps);
  const intake = gatewayEventIntake(deps, () => processing.kick());
  return {
    ...processing,
    ...paymentLinks(deps),
    ...gatewayAdmin(deps, linksEnabled),
    linksEnabled,
    webhooksEnabled: intake.webhooksEnabled,
    receive: intake.receive,
    reconcileLinks: gatewayReconciliation(deps, intake, processing),
    forgetStudent: (studentId) => deps.repository.reduceEventsOfStudent(studentId),
  };
}
