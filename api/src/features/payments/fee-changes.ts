/**
 * The fee lease under Verify, Unverify and refunds (SPEC §7): one change of a student's fee at a
 * time, serialized through the database and finished even when the process dies half-way. Private
 * to the payments service (payments-service.ts), which is what routes and other areas call; the
 * steps of each change are fee-change-steps.ts, the queries payment-repository.ts.
 *
 * A change first takes the student's fee lease: a conditional update writes the intent (which
 * change, by whom, an event id, the state before) on the student's document, and only one holder
 * can hold it. Every step after it is idempotent: the invoice (one open invoice per current
 * fee, its unique idempotency key), the credit note that reverses it (one per invoice), the fee
 * mark, the audit entry (keyed by the event), the student's mail (recorded in the outbox, keyed by
 * the document). The lease is released last. A holder that died leaves its intent with an expired
 * lease; the next change of that student, or the periodic reconciliation, takes it over and
 * finishes it first. So on any number of API processes, after any interleaving or crash:
 * feeVerified ⇔ exactly one open invoice (issued, not credited), each verification has one
 * invoice, one PDF, one audit entry and one mail, and each Unverify one credit note per invoice.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import type { InvoiceDoc, UserDoc } from '../../lib/models.ts';
import { paymentState } from './payment-views.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import { feeChangeSteps, RefundRefusedError, type FeeChangePoint, type FeeChangeRun } from './fee-change-steps.ts';
import type { FeeChangeIntent, FeeChangeKind, PaymentRepository, RefundOrder, StudentWithChange } from './payment-repository.ts';
import type { FeeEvidence } from '@portal/domain/fee-evidence';

export class FeeChangeBusyError extends Error {
  constructor() {
    super('another change of this fee is in progress');
  }
}

export interface RefundOutcome {
  student: UserDoc;
  /** The credit note the refund issued (a refund of all that is left: the ones reversing the open invoice). */
  creditNotes: InvoiceDoc[];
  /** True when it reversed all that was left (as Unverify: the fee mark is removed). */
  full: boolean;
}

/**
 * Each change takes the student's id and, when the caller has just read it, the student: the first
 * attempt at the lease starts from that document instead of reading it again.
 */
export interface FeeChanges extends BackgroundLoop {
  /** `evidence`: how a fee paid otherwise was paid, kept on the intent so a change taken over issues the same invoice. */
  verify(studentId: Types.ObjectId, actor: AuditActor, student?: StudentWithChange, evidence?: FeeEvidence | null): Promise<UserDoc>;
  unverify(studentId: Types.ObjectId, actor: AuditActor, student?: StudentWithChange): Promise<UserDoc>;
  /**
   * Records a refund of the open invoice: a credit note for the amount, GST in proportion; a refund
   * of all that is left takes the Unverify path. One change per student at a time, so two admins
   * refunding at once never credit more than the invoice. Throws RefundRefusedError (nothing written).
   */
  refund(
    studentId: Types.ObjectId,
    actor: AuditActor,
    order: Pick<RefundOrder, 'amountMinor' | 'reason' | 'refundedOn'>,
    student?: StudentWithChange,
  ): Promise<RefundOutcome>;
  /** Finishes the changes whose holder died (their lease ran out); answers how many. */
  reconcile(): Promise<number>;
}

export interface FeeChangeOptions {
  /** How long a holder may take before another may take its change over. */
  leaseMs?: number;
  /** How long a change waits for the student's lease before answering busy. */
  waitMs?: number;
  pollMs?: number;
  /** Test seam: runs at each step boundary; throwing there stands for the process dying. */
  fault?: (point: FeeChangePoint, kind: FeeChangeKind) => Promise<void>;
}

export const FEE_LEASE_MS = 30_000;

export type FeeChangeDeps = Pick<FastifyInstance, 'invoices' | 'outbox' | 'auditTrail' | 'log' | 'cohorts'> & {
  repository: PaymentRepository;
};

export function createFeeChanges(app: FeeChangeDeps, options: FeeChangeOptions = {}): FeeChanges {
  const { repository } = app;
  const leaseMs = options.leaseMs ?? FEE_LEASE_MS;
  const waitMs = options.waitMs ?? 20_000;
  const fault = options.fault ?? (async () => undefined);
  const run = feeChangeSteps({ ...app, fault });
  const loadStudent = (studentId: Types.ObjectId) => repository.studentForChange(studentId);
  const claim = (studentId: Types.ObjectId, condition: Record<string, unknown>, intent: FeeChangeIntent) =>
    repository.claimFeeLease(studentId, condition, intent);
  const release = (studentId: Types.ObjectId, holder: string) => repository.releaseFeeLease(studentId, holder);

  async function finish(studentId: Types.ObjectId, intent: FeeChangeIntent, student?: UserDoc): Promise<FeeChangeRun> {
    await fault('leased', intent.kind);
    let ran: FeeChangeRun;
    try {
      ran = await run(studentId, intent, student);
    } catch (err) {
      // A refused refund wrote nothing: give the lease back at once.
      if (err instanceof RefundRefusedError) await release(studentId, intent.holder);
      throw err;
    }
    await release(studentId, intent.holder);
    return { ...ran, updated: { ...ran.updated, feeChange: null } as UserDoc };
  }

  /** Takes over a change whose holder's lease ran out and finishes it; false when another took it first. */
  async function takeOver(studentId: Types.ObjectId, stale: FeeChangeIntent): Promise<boolean> {
    const at = new Date();
    if (new Date(stale.leaseUntil) > at) return false;
    const intent: FeeChangeIntent = { ...stale, holder: randomUUID(), leaseUntil: new Date(at.getTime() + leaseMs) };
    if (!(await claim(studentId, { 'feeChange.holder': stale.holder, 'feeChange.leaseUntil': { $lte: at } }, intent))) return false;
    app.log.warn(
      { studentId: String(studentId), kind: stale.kind, eventId: stale.eventId },
      'finishing a fee change whose process stopped',
    );
    try {
      await finish(studentId, intent);
    } catch (err) {
      // A refund whose holder stopped before deciding and that is refused now is over: nothing was written.
      if (!(err instanceof RefundRefusedError)) throw err;
      app.log.warn(
        { studentId: String(studentId), eventId: stale.eventId, reason: err.message },
        'a stopped refund was refused on taking it over',
      );
    }
    return true;
  }

  async function change(
    kind: FeeChangeKind,
    studentId: Types.ObjectId,
    actor: AuditActor,
    loaded: StudentWithChange | undefined,
    order: Pick<FeeChangeIntent, 'refund' | 'evidence'> = {},
  ): Promise<FeeChangeRun> {
    const deadline = Date.now() + waitMs;
    let known = loaded;
    for (;;) {
      // The caller's document for the first attempt; after a wait, the student as it is now.
      const student = known ?? (await loadStudent(studentId));
      known = undefined;
      const held = student.feeChange;
      if (!held) {
        const at = new Date();
        const intent: FeeChangeIntent = {
          kind,
          eventId: randomUUID(),
          holder: randomUUID(),
          leaseUntil: new Date(at.getTime() + leaseMs),
          startedAt: at,
          actor,
          before: paymentState(student),
          ...(order.refund ? { refund: order.refund } : {}),
          ...(order.evidence ? { evidence: order.evidence } : {}),
        };
        if (await claim(studentId, { feeChange: null }, intent)) return finish(studentId, intent, student);
      } else if (await takeOver(studentId, held)) {
        continue;
      }
      if (Date.now() > deadline) throw new FeeChangeBusyError();
      // Another change of this student runs: wait a moment (with jitter, so waiters do not move in step).
      await sleep(15 + Math.floor(Math.random() * 35));
    }
  }

  async function reconcile(): Promise<number> {
    const stale = await repository.staleFeeChanges(new Date());
    let finished = 0;
    for (const { _id, feeChange } of stale) {
      try {
        if (await takeOver(_id, feeChange)) finished++;
      } catch (err) {
        app.log.error({ err, studentId: String(_id) }, 'a stopped fee change could not be finished; it is tried again later');
      }
    }
    return finished;
  }

  const loop = backgroundLoop(reconcile, { pollMs: options.pollMs ?? 60_000, name: 'fee change reconciliation', log: app.log });
  return {
    ...loop,
    verify: async (studentId, actor, student, evidence) => (await change('verify', studentId, actor, student, { evidence })).updated,
    unverify: async (studentId, actor, student) => (await change('unverify', studentId, actor, student)).updated,
    async refund(studentId, actor, { amountMinor, reason, refundedOn }, student) {
      const ran = await change('refund', studentId, actor, student, { refund: { amountMinor, reason: reason.trim(), refundedOn } });
      return { student: ran.updated, creditNotes: ran.notes, full: !!ran.full };
    },
    reconcile,
  };
}
