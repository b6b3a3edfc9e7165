/** What the admin screens show of the gateway (a student's payment, links and events; the events needing attention) and the resolving of one. */
import { Types } from 'mongoose';
import type { AttentionList, StudentGateway } from '@portal/domain/views/payment-gateway';
import type { AuditActor } from '../../types.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { eventView, linkView, paymentView } from './gateway-views.ts';

const EVENTS_SHOWN = 50;
const ATTENTION_SHOWN = 200;

export interface GatewayAdmin {
  studentView(studentId: Types.ObjectId): Promise<StudentGateway>;
  attention(): Promise<AttentionList>;
  /** Marks an attention event resolved (recorded); false when there is no such open event. */
  resolve(actor: AuditActor, eventId: string): Promise<boolean>;
}

/** `linksEnabled`: Razorpay keys are set (shown on the student's page). */
export function gatewayAdmin(deps: Pick<GatewayDeps, 'repository' | 'audit'>, linksEnabled: boolean): GatewayAdmin {
  const { repository: repo, audit } = deps;
  return {
    async studentView(studentId) {
      const [student, links, events] = await Promise.all([
        repo.findStudent(studentId),
        repo.linksOfStudent(studentId),
        repo.eventsOfStudent(studentId, EVENTS_SHOWN),
      ]);
      return {
        enabled: linksEnabled,
        payment: student?.gatewayPayment ? paymentView(student.gatewayPayment) : null,
        links: links.map(linkView),
        events: events.map((e) => eventView(e, student?.email ?? null)),
      };
    },

    async attention() {
      const events = await repo.openAttention(ATTENTION_SHOWN);
      const emails = new Map<string, string>();
      for (const e of events) {
        if (!e.studentId || emails.has(String(e.studentId))) continue;
        const s = await repo.findStudent(e.studentId);
        if (s) emails.set(String(e.studentId), s.email);
      }
      return { items: events.map((e) => eventView(e, e.studentId ? (emails.get(String(e.studentId)) ?? null) : null)) };
    },

    async resolve(actor, eventId) {
      if (!Types.ObjectId.isValid(eventId)) return false;
      const event = await repo.resolveEvent(new Types.ObjectId(eventId), actor.email ?? 'admin');
      if (!event?.resolvedAt) return false;
      if (event.studentId) await repo.refreshAttention(event.studentId);
      await audit.record(
        actor,
        { action: 'payment.attention-resolved', targetType: 'gateway-event', targetId: eventId, after: { attention: event.attention } },
        `payment.attention-resolved:${eventId}`,
      );
      return true;
    },
  };
}
