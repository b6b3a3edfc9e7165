/** What the payment gateway's parts are built from (payment-gateway-plugin.ts gives it; each part takes what it uses). */
import type { FastifyBaseLogger } from 'fastify';
import type { RazorpayConfig } from '../../config.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { PaymentsService } from '../payments/payments-service.ts';
import type { GatewayRepository } from './gateway-repository.ts';
import type { RazorpayClient } from './razorpay-client.ts';

/** Test seam: runs at each step boundary of processing; throwing there stands for the process dying. */
export type GatewayFaultPoint = 'claimed' | 'recorded';

export interface GatewayDeps {
  config: RazorpayConfig;
  publicWebUrl: string;
  repository: GatewayRepository;
  /** Null without Razorpay keys: links are only pasted then. */
  client: RazorpayClient | null;
  /** The gateway acts on a student's fee only through payments (payments never calls the gateway). */
  payments: Pick<PaymentsService, 'findStudent' | 'setPaymentLink' | 'setFeePaid' | 'verifyFee'>;
  /** The fee of the student's cohort (fastify.cohorts). */
  cohorts: { ofStudent(user: Pick<UserDoc, 'cohortId'>): Promise<{ feeMinor: number }> };
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  log: FastifyBaseLogger;
  pollMs?: number;
  fault?: (point: GatewayFaultPoint) => Promise<void>;
}
