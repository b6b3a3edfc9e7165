/** The gateway's documents as the admin's screens see them (domain/views/payment-gateway). */
import type { GatewayEvent, GatewayLink, GatewayPayment } from '@portal/domain/views/payment-gateway';
import type { GatewayEventOutcome, GatewayEventSource } from '@portal/domain/payment-gateway';
import { isoOrNull } from '../../lib/dates.ts';
import type { GatewayEventDoc } from '../../models/gateway-event.ts';
import type { GatewayLinkDoc } from '../../models/gateway-link.ts';
import type { StoredGatewayPayment } from './gateway-repository.ts';

export function paymentView(p: StoredGatewayPayment): GatewayPayment {
  return {
    paymentId: p.paymentId,
    method: p.method ?? null,
    amountMinor: p.amountMinor,
    currency: p.currency,
    paidAt: isoOrNull(p.paidAt),
    bankReference: p.bankReference ?? null,
    paymentLinkId: p.paymentLinkId ?? null,
    recordedAt: isoOrNull(p.recordedAt),
  };
}

export function linkView(l: GatewayLinkDoc): GatewayLink {
  return {
    id: l._id,
    url: l.url,
    referenceId: l.referenceId,
    amountMinor: l.amountMinor,
    status: l.status,
    createdAt: l.createdAt.toISOString(),
    expireBy: isoOrNull(l.expireBy),
    paymentId: l.paymentId ?? null,
  };
}

export function eventView(e: GatewayEventDoc, studentEmail: string | null): GatewayEvent {
  return {
    id: String(e._id),
    eventId: e.eventId,
    source: e.source as GatewayEventSource,
    event: e.event,
    receivedAt: e.receivedAt.toISOString(),
    paymentLinkId: e.paymentLinkId ?? null,
    paymentId: e.paymentId ?? null,
    studentId: e.studentId ? String(e.studentId) : null,
    studentEmail,
    outcome: (e.outcome ?? null) as GatewayEventOutcome | null,
    attention: e.attention ?? null,
    processedAt: isoOrNull(e.processedAt),
    resolvedAt: isoOrNull(e.resolvedAt),
    body: e.body,
  };
}
