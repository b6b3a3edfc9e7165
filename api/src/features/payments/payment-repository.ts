/**
 * The queries of the payments area, and nothing else: the admin payment screen's search with
 * filters, counts and pages done by the server (SPEC §2 /admin/students), a student's payment
 * fields (link, amount, paid mark), and the fee lease a Verify, Unverify or refund holds on the
 * student's document (fee-changes.ts decides when each is written).
 */
import { isValidObjectId, Types } from 'mongoose';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { FeeFilter, LinkFilter } from '@portal/domain/fees';
import type { FeeEvidence } from '@portal/domain/fee-evidence';
import type { StudentCounts } from '@portal/domain/views/student-payments';
import type { InvoiceDoc, Models, UserDoc } from '../../lib/models.ts';
import type { AuditActor } from '../../types.ts';
import type { paymentState, StoredPaymentReport } from './payment-views.ts';
import { nameOrEmailMatch } from '../../lib/name-or-email-match.ts';

export interface StudentPageQuery {
  text: string;
  link: LinkFilter;
  fee: FeeFilter;
  /** Only erased accounts (read-only records) instead of the working list, which leaves them out. */
  erased: boolean;
  page: number;
  size: number;
}

export interface StudentPage {
  items: UserDoc[];
  totalItems: number;
  counts: StudentCounts;
}

export interface PaymentRepository {
  /** Students whose e-mail or name contains `text` (as text, not a pattern), newest first, at most `limit`; no erased account. */
  search(text: string, limit: number): Promise<UserDoc[]>;
  page(query: StudentPageQuery): Promise<StudentPage>;
  /** The student with this id, or null (unknown id, malformed id, or not a student). */
  findStudent(id: string): Promise<UserDoc | null>;
  setPaymentLink(studentId: Types.ObjectId, url: string, amountMinor: number, now?: Date): Promise<UserDoc>;
  clearPaymentLink(studentId: Types.ObjectId): Promise<UserDoc>;
  setFeePaid(studentId: Types.ObjectId, paid: boolean): Promise<UserDoc>;
  /** Keeps the student's report that they paid, replacing an earlier one. */
  setPaymentReport(studentId: Types.ObjectId, report: StoredPaymentReport): Promise<UserDoc>;
  /** Students with a payment link and no fee verification: the fees an admin has to verify. */
  countFeesToVerify(): Promise<number>;

  /** The student with the fee change it holds now (null when none); throws when the student is gone. */
  studentForChange(studentId: Types.ObjectId): Promise<StudentWithChange>;
  /** Writes `intent` when `condition` still holds; true when it did (this holder won the lease). */
  claimFeeLease(studentId: Types.ObjectId, condition: Record<string, unknown>, intent: FeeChangeIntent): Promise<boolean>;
  releaseFeeLease(studentId: Types.ObjectId, holder: string): Promise<void>;
  /** Keeps the plan of the refund `holder` runs on its intent (for a holder that takes it over). */
  planRefund(studentId: Types.ObjectId, holder: string, plan: Pick<RefundOrder, 'plan' | 'invoiceId'>): Promise<void>;
  /** The fee fields, written only while `holder` holds the lease (a holder that lost it changes nothing: throws). */
  setFeeUnderLease(studentId: Types.ObjectId, holder: string, fields: FeeFields): Promise<UserDoc>;
  /** Students whose fee change's lease ran out (its holder stopped). */
  staleFeeChanges(now: Date): Promise<{ _id: Types.ObjectId; feeChange: FeeChangeIntent }[]>;
  /** The student's credit notes issued at exactly `at` (a change's own, found again when it is taken over), in number order. */
  creditNotesIssuedAt(studentId: Types.ObjectId, at: Date): Promise<InvoiceDoc[]>;
}

export type FeeChangeKind = 'verify' | 'unverify' | 'refund';

/** A refund an admin records: the amount paid back, why, and the day (YYYY-MM-DD). */
export interface RefundOrder {
  amountMinor: number;
  reason: string;
  refundedOn: string;
  /**
   * Decided once under the lease and kept, so a holder that takes the change over does the same:
   * partial (a credit note for the amount) or full (all that is left: the Unverify path).
   */
  plan?: 'partial' | 'full';
  invoiceId?: string;
}

/** What the student's document holds while a change runs (models/user.ts `feeChange`). */
export interface FeeChangeIntent {
  kind: FeeChangeKind;
  /** Names this change in its audit entry; kept when another holder takes the change over. */
  eventId: string;
  holder: string;
  leaseUntil: Date;
  startedAt: Date;
  actor: AuditActor;
  before: ReturnType<typeof paymentState>;
  /** A refund's order (kind 'refund'). */
  refund?: RefundOrder | null;
  /** How the fee was paid, as the verifying admin recorded it (kind 'verify'): the invoice prints it. */
  evidence?: FeeEvidence | null;
}

export type StudentWithChange = UserDoc & { feeChange?: FeeChangeIntent | null };

export interface FeeFields {
  feeVerified: boolean;
  feeVerifiedAt: Date | null;
  cohortId?: Types.ObjectId;
}

const NO_LINK = [null, ''];
export const LINK_MATCH: Record<LinkFilter, Record<string, unknown>> = {
  all: {},
  added: { paymentLinkUrl: { $nin: NO_LINK } },
  'not-added': { paymentLinkUrl: { $in: NO_LINK } },
};
export const FEE_MATCH: Record<FeeFilter, Record<string, unknown>> = {
  any: {},
  verified: { feeVerified: true },
  unverified: { feeVerified: { $ne: true } },
  paid: { feePaid: true, feeVerified: { $ne: true } },
};

/** The working list (accounts not erased), or the erased accounts alone. */
const erasedMatch = (erased: boolean) => (erased ? { erasedAt: { $ne: null } } : { erasedAt: null });

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export function createPaymentRepository(models: Models): PaymentRepository {
  const { User, Invoice } = models;

  async function update(studentId: Types.ObjectId, set: Record<string, unknown>): Promise<UserDoc> {
    const updated = await User.findOneAndUpdate(
      { _id: studentId, role: 'STUDENT' },
      { $set: set },
      { returnDocument: 'after' },
    ).lean<UserDoc>();
    if (!updated) throw new Error(`student ${String(studentId)} disappeared during the update`);
    return updated;
  }

  return {
    countFeesToVerify: () =>
      User.countDocuments({ $and: [{ role: 'STUDENT' }, erasedMatch(false), LINK_MATCH.added, FEE_MATCH.unverified] }),
    search(text, limit) {
      return User.find({ $and: [{ role: 'STUDENT' }, erasedMatch(false), nameOrEmailMatch(text)] })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<UserDoc[]>();
    },

    async page({ text, link, fee, erased, page, size }) {
      const base: Record<string, unknown> = { $and: [{ role: 'STUDENT' }, erasedMatch(erased), nameOrEmailMatch(text)] };
      const count = (extra: Record<string, unknown>[]) => User.countDocuments({ $and: [base, ...extra] });
      const [items, linkAdded, linkMissing, feeVerified, feeUnverified, feePaid] = await Promise.all([
        User.find({ $and: [base, LINK_MATCH[link], FEE_MATCH[fee]] })
          .sort(NEWEST_FIRST)
          .skip(page * size)
          .limit(size)
          .lean<UserDoc[]>(),
        count([LINK_MATCH.added, FEE_MATCH[fee]]),
        count([LINK_MATCH['not-added'], FEE_MATCH[fee]]),
        count([LINK_MATCH[link], FEE_MATCH.verified]),
        count([LINK_MATCH[link], FEE_MATCH.unverified]),
        count([LINK_MATCH[link], FEE_MATCH.paid]),
      ]);
      const counts: StudentCounts = {
        link: { all: linkAdded + linkMissing, added: linkAdded, 'not-added': linkMissing },
        fee: { any: feeVerified + feeUnverified, verified: feeVerified, unverified: feeUnverified, paid: feePaid },
      };
      return { items, totalItems: counts.link[link], counts };
    },

    async findStudent(id) {
      if (!isValidObjectId(id)) return null;
      return User.findOne({ _id: new Types.ObjectId(id), role: 'STUDENT' }).lean<UserDoc>();
    },

    setPaymentLink(studentId, url, amountMinor, now = new Date()) {
      return update(studentId, {
        paymentLinkUrl: url,
        paymentAmountMinor: amountMinor,
        paymentCurrency: DEFAULT_CURRENCY,
        paymentAssignedAt: now,
      });
    },

    clearPaymentLink(studentId) {
      return update(studentId, { paymentLinkUrl: null, paymentAmountMinor: null, paymentAssignedAt: null });
    },

    setFeePaid(studentId, paid) {
      return update(studentId, { feePaid: paid });
    },

    setPaymentReport(studentId, report) {
      return update(studentId, { paymentReport: report });
    },

    async studentForChange(studentId) {
      const student = await User.findOne({ _id: studentId, role: 'STUDENT' }).lean<StudentWithChange>();
      if (!student) throw new Error(`student ${String(studentId)} no longer exists`);
      return student;
    },

    async claimFeeLease(studentId, condition, intent) {
      // The holder is new to this claim, so a match is a write of this intent: this holder won.
      const { matchedCount } = await User.updateOne({ _id: studentId, role: 'STUDENT', ...condition }, { $set: { feeChange: intent } });
      return matchedCount === 1;
    },

    async releaseFeeLease(studentId, holder) {
      await User.updateOne({ _id: studentId, 'feeChange.holder': holder }, { $set: { feeChange: null } });
    },

    async planRefund(studentId, holder, { plan, invoiceId }) {
      await User.updateOne(
        { _id: studentId, 'feeChange.holder': holder },
        { $set: { 'feeChange.refund.plan': plan, 'feeChange.refund.invoiceId': invoiceId } },
      );
    },

    async setFeeUnderLease(studentId, holder, fields) {
      const updated = await User.findOneAndUpdate(
        { _id: studentId, 'feeChange.holder': holder },
        { $set: fields },
        { returnDocument: 'after' },
      ).lean<UserDoc>();
      if (!updated) throw new Error(`the fee lease of student ${String(studentId)} was taken over`);
      return updated;
    },

    staleFeeChanges(now) {
      return User.find({ role: 'STUDENT', 'feeChange.leaseUntil': { $lte: now } }, { _id: 1, feeChange: 1 }).lean<
        { _id: Types.ObjectId; feeChange: FeeChangeIntent }[]
      >();
    },

    creditNotesIssuedAt(studentId, at) {
      return Invoice.find({ userId: studentId, documentType: 'CREDIT_NOTE', issuedAt: at }).sort({ seq: 1 }).lean<InvoiceDoc[]>();
    },
  };
}
