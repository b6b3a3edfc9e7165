/**
 * fastify.payments: a student's fee and its payment (SPEC §7). The rules live here with their side
 * effects: the payment link (fixed at the cohort's fee; set and cleared with an audit entry, the
 * student mailed when it changes), the paid mark, and fee Verify, Unverify and refunds, which run
 * through the fee lease this service owns (fee-changes.ts) so that one change of a student's fee
 * runs at a time on any number of API processes. Routes and other areas (the payment gateway) call
 * these methods with the actor they act for; each answers the student after the change, or why it
 * was refused. Payments calls no other payment area: the gateway gives it its link release.
 */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { validatePaymentLink } from '@portal/domain/validation';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { UserDoc } from '../../lib/models.ts';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../../lib/messages.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { FastifyInstance } from 'fastify';
import type { IdProofService } from '../id-proofs/id-proof-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { istDay } from '@portal/domain/calendar';
import { refundProblems, refundReasonOf } from '@portal/domain/refunds';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import {
  FEE_EVIDENCE_MESSAGES,
  feeEvidenceOf,
  feeEvidenceProblem,
  isFeeEvidenceGiven,
  type FeeEvidence,
  type FeeEvidenceInput,
} from '@portal/domain/fee-evidence';
import { RefundRefusedError } from './fee-change-steps.ts';
import { FeeChangeBusyError, type FeeChanges, type RefundOutcome } from './fee-changes.ts';
import type { PaymentRepository } from './payment-repository.ts';
import { paymentReportOf, paymentState, toStudentRow } from './payment-views.ts';

/**
 * Why a payment action was refused (payment-errors.ts turns it into a status): invalid (400), a link
 * or amount the rules refuse; not-ready (409), a step before it is not done or the fee's state does
 * not allow it (a refund of more than is left); busy (409), another change of this fee holds the
 * lease past the wait; gateway (502), the payment gateway refused to release the link being replaced.
 */
export type PaymentRefusal = 'invalid' | 'not-ready' | 'busy' | 'gateway';
type Refused = { ok: false; reason: PaymentRefusal; message: string };
export type PaymentResult = { ok: true; student: UserDoc } | Refused;
export type RefundResult = ({ ok: true } & RefundOutcome) | Refused;

/**
 * The payment gateway's part of replacing or clearing a student's link (features/payment-gateway:
 * their Razorpay link is cancelled at Razorpay first): null once released, or why the gateway
 * refused, in its words (then nothing changes).
 */
export type LinkRelease = (student: UserDoc) => Promise<{ refused: string } | null>;

export interface PaymentLinkInput {
  url: string;
  /** Must equal the fee of the student's cohort, in rupees. */
  amountMajor: number;
  currency: string;
}

/**
 * Each action takes the student as the caller has just read it (findStudent) and starts from that
 * document: a request reads its student once.
 */
export interface PaymentsService extends Pick<PaymentRepository, 'search' | 'page' | 'findStudent' | 'countFeesToVerify'> {
  /** The admin's row of one student: their ID status and their cohort's fee looked up. */
  rowOf(student: UserDoc): Promise<StudentPaymentRow>;
  /** Rows for a list: every student's ID status in one query and the cohorts' fees. */
  rowsOf(students: UserDoc[]): Promise<StudentPaymentRow[]>;
  /** Sets the link at the cohort's fee; a new or changed link is recorded and mailed to the student (once per link set). */
  setPaymentLink(actor: AuditActor, student: UserDoc, input: PaymentLinkInput): Promise<PaymentResult>;
  /** Clears the link and its amount (recorded); a student without one is answered as is. */
  clearPaymentLink(actor: AuditActor, student: UserDoc): Promise<PaymentResult>;
  /** Sets or clears the paid mark (a payment received, before or without an admin's verification); recorded when it changes. */
  setFeePaid(actor: AuditActor, student: UserDoc, paid: boolean): Promise<PaymentResult>;
  /**
   * Marks the fee verified and issues its one invoice (idempotent); refused (not-ready) until the
   * student's ID is verified. `evidence`, when any of it is given, is how a fee paid otherwise was
   * paid (domain/fee-evidence.ts; invalid when it breaks a rule, or when Razorpay confirmed the
   * payment): the invoice prints it and the audit entry records it.
   */
  verifyFee(actor: AuditActor, student: UserDoc, evidence?: FeeEvidenceInput): Promise<PaymentResult>;
  /**
   * Keeps the student's own report that they paid (a new one replaces the old), recorded; it
   * changes nothing else: only the gateway or an admin marks a fee paid or verified. Invalid when
   * it breaks the evidence rules; not-ready once the fee is verified.
   */
  reportPayment(actor: AuditActor, student: UserDoc, report: FeeEvidenceInput): Promise<PaymentResult>;
  /** Removes the fee mark and credits what is left of its invoice (the invoice stays issued). */
  unverifyFee(actor: AuditActor, student: UserDoc): Promise<PaymentResult>;
  /**
   * Records a refund (domain/refunds.ts): a credit note for the amount with GST in proportion, the
   * fee staying verified; a refund of all that is left is an Unverify. Recorded and mailed.
   */
  recordRefund(actor: AuditActor, student: UserDoc, input: RefundRequest): Promise<RefundResult>;
  /**
   * Given by the payment gateway when it registers: its part of replacing or clearing a link (the
   * student's Razorpay link is cancelled at Razorpay first). Without it, links are pasted ones only.
   */
  useLinkRelease(release: LinkRelease): void;
}

export interface RefundRequest {
  amountMinor: number;
  reason: string;
  /** YYYY-MM-DD. */
  refundedOn: string;
}

export interface PaymentsDeps {
  repository: PaymentRepository;
  feeChanges: FeeChanges;
  idProofs: Pick<IdProofService, 'findCurrent' | 'statusesOf'>;
  cohorts: Pick<FastifyInstance['cohorts'], 'ofStudent' | 'fees'>;
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
}

/** An erased account is a read-only record: no admin action changes it. */
function erasedRefusal(student: UserDoc): Refused | null {
  return student.erasedAt ? { ok: false, reason: 'not-ready', message: erasedAccountMessage(student.erasedAt) } : null;
}

export function createPaymentsService({ repository, feeChanges, idProofs, cohorts, audit, outbox }: PaymentsDeps): PaymentsService {
  let releaseLink: LinkRelease | null = null;

  /** Releases the student's gateway link before a change of link; answers the gateway's refusal, if any. */
  async function release(student: UserDoc): Promise<Refused | null> {
    const outcome = releaseLink ? await releaseLink(student) : null;
    return outcome && { ok: false, reason: 'gateway', message: outcome.refused };
  }

  /** Runs a change of the fee under its lease; busy when another change holds it past the wait. */
  async function underLease<T>(run: () => Promise<T>): Promise<({ ok: true } & T) | Refused> {
    try {
      return { ok: true, ...(await run()) };
    } catch (err) {
      if (err instanceof FeeChangeBusyError) return { ok: false, reason: 'busy', message: API_MESSAGES.feeChangeBusy };
      if (err instanceof RefundRefusedError) return { ok: false, reason: 'not-ready', message: err.message };
      throw err;
    }
  }

  return {
    useLinkRelease(given) {
      releaseLink = given;
    },
    search: (text, limit) => repository.search(text, limit),
    page: (query) => repository.page(query),
    findStudent: (id) => repository.findStudent(id),
    countFeesToVerify: () => repository.countFeesToVerify(),

    async rowOf(student) {
      const [proof, cohort] = await Promise.all([idProofs.findCurrent(String(student._id)), cohorts.ofStudent(student)]);
      return toStudentRow(student, (proof?.status as IdProofStatus | undefined) ?? 'NOT_UPLOADED', cohort.feeMinor);
    },

    async rowsOf(students) {
      const [statuses, cohortFees] = await Promise.all([idProofs.statusesOf(students.map((u) => String(u._id))), cohorts.fees()]);
      return students.map((u) => toStudentRow(u, statuses.get(String(u._id)) ?? 'NOT_UPLOADED', cohortFees.of(u)));
    },

    async setPaymentLink(actor, student, { url, amountMajor, currency }) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      const problem = validatePaymentLink(url);
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      const { feeMinor } = await cohorts.ofStudent(student);
      if (Math.round(amountMajor * 100) !== feeMinor || currency !== DEFAULT_CURRENCY)
        return { ok: false, reason: 'invalid', message: API_MESSAGES.paymentAmountFixed(feeMinor) };

      const link = url.trim();
      const changed = student.paymentLinkUrl !== link;
      if (changed) {
        const refused = await release(student);
        if (refused) return refused;
      }
      const updated =
        changed || student.paymentAmountMinor !== feeMinor ? await repository.setPaymentLink(student._id, link, feeMinor) : student;
      if (changed) {
        await audit.record(actor, {
          action: 'payment-link.set',
          targetType: 'user',
          targetId: String(student._id),
          before: paymentState(student),
          after: paymentState(updated),
        });
        // One mail per link set (its assignment time names the event); the outbox sends it.
        await outbox.enqueue({
          key: `payment-link:${String(student._id)}:${updated.paymentAssignedAt?.getTime() ?? Date.now()}`,
          template: 'payment-link',
          to: updated.email,
          data: { name: updated.name ?? null, url: link, changed: !!student.paymentLinkUrl, amountMinor: feeMinor },
        });
      }
      return { ok: true, student: updated };
    },

    async clearPaymentLink(actor, student) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      if (!student.paymentLinkUrl && student.paymentAmountMinor === null) return { ok: true, student };
      const refused = await release(student);
      if (refused) return refused;
      const updated = await repository.clearPaymentLink(student._id);
      await audit.record(actor, {
        action: 'payment-link.clear',
        targetType: 'user',
        targetId: String(student._id),
        before: paymentState(student),
        after: paymentState(updated),
      });
      return { ok: true, student: updated };
    },

    async setFeePaid(actor, student, paid) {
      if (!!student.feePaid === paid) return { ok: true, student };
      const updated = await repository.setFeePaid(student._id, paid);
      await audit.record(actor, {
        action: paid ? 'fee.paid' : 'fee.unpaid',
        targetType: 'user',
        targetId: String(student._id),
        before: { feePaid: !!student.feePaid },
        after: { feePaid: paid },
      });
      return { ok: true, student: updated };
    },

    async verifyFee(actor, student, given = {}) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      let evidence: FeeEvidence | null = null;
      if (isFeeEvidenceGiven(given)) {
        if (student.gatewayPayment) return { ok: false, reason: 'invalid', message: FEE_EVIDENCE_MESSAGES.gatewayPaid };
        const problem = feeEvidenceProblem(given, { today: istDay(new Date()) });
        if (problem) return { ok: false, reason: 'invalid', message: problem };
        evidence = feeEvidenceOf(given);
      }
      if (!student.idVerified) return { ok: false, reason: 'not-ready', message: MESSAGES.feeNeedsIdVerified };
      return underLease(async () => ({ student: await feeChanges.verify(student._id, actor, student, evidence) }));
    },

    async reportPayment(actor, student, report) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      if (student.feeVerified) return { ok: false, reason: 'not-ready', message: FEE_EVIDENCE_MESSAGES.alreadyVerified };
      const problem = feeEvidenceProblem(report, { today: istDay(new Date()) });
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      const updated = await repository.setPaymentReport(student._id, { ...feeEvidenceOf(report), reportedAt: new Date() });
      await audit.record(actor, {
        action: 'fee.payment-reported',
        targetType: 'user',
        targetId: String(student._id),
        before: { paymentReport: paymentReportOf(student) },
        after: { paymentReport: paymentReportOf(updated) },
      });
      return { ok: true, student: updated };
    },

    async unverifyFee(actor, student) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      return underLease(async () => ({ student: await feeChanges.unverify(student._id, actor, student) }));
    },

    async recordRefund(actor, student, input) {
      const erased = erasedRefusal(student);
      if (erased) return erased;
      // The form's rules first; what is left and the invoice's day are checked again under the lease.
      const problems = refundProblems(input, { today: istDay(new Date()) });
      const problem = problems.amount ?? problems.reason ?? problems.refundedOn;
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      return underLease(() => feeChanges.refund(student._id, actor, { ...input, reason: refundReasonOf(input.reason) }, student));
    },
  };
}
