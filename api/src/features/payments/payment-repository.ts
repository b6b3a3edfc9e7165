/**
 * fastify.studentPayments: every query of the admin payment screen (SPEC §2 /admin/students):
 * the search with filters, counts and pages done by the server, and the payment fields of one
 * student (link, amount, fee verification).
 */
import { isValidObjectId, Types } from 'mongoose';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { FeeFilter, LinkFilter } from '@portal/domain/fees';
import type { StudentCounts } from '@portal/domain/views/student-payments';
import type { Models, UserDoc } from '../../lib/models.ts';
import { escapeRegex } from '../../schemas/common.ts';

export interface StudentPageQuery {
  text: string;
  link: LinkFilter;
  fee: FeeFilter;
  page: number;
  size: number;
}

export interface StudentPage {
  items: UserDoc[];
  totalItems: number;
  counts: StudentCounts;
}

export interface StudentPaymentRepository {
  /** Students whose e-mail or name contains `text` (as text, not a pattern), newest first, at most `limit`. */
  search(text: string, limit: number): Promise<UserDoc[]>;
  page(query: StudentPageQuery): Promise<StudentPage>;
  /** The student with this id, or null (unknown id, malformed id, or not a student). */
  findStudent(id: string): Promise<UserDoc | null>;
  setPaymentLink(studentId: Types.ObjectId, url: string, amountMinor: number, now?: Date): Promise<UserDoc>;
  clearPaymentLink(studentId: Types.ObjectId): Promise<UserDoc>;
  markFeeVerified(studentId: Types.ObjectId, verifiedAt: Date): Promise<UserDoc>;
  markFeeUnverified(studentId: Types.ObjectId): Promise<UserDoc>;
  /** Students with a payment link and no fee verification: the fees an admin has to verify. */
  countFeesToVerify(): Promise<number>;
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
};

function textMatch(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const pattern = escapeRegex(trimmed);
  return { $or: [{ email: { $regex: pattern, $options: 'i' } }, { name: { $regex: pattern, $options: 'i' } }] };
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export function createStudentPaymentRepository(models: Models): StudentPaymentRepository {
  const { User } = models;

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
    countFeesToVerify: () => User.countDocuments({ $and: [{ role: 'STUDENT' }, LINK_MATCH.added, FEE_MATCH.unverified] }),
    search(text, limit) {
      return User.find({ role: 'STUDENT', ...textMatch(text) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<UserDoc[]>();
    },

    async page({ text, link, fee, page, size }) {
      const base: Record<string, unknown> = { role: 'STUDENT', ...textMatch(text) };
      const count = (extra: Record<string, unknown>[]) => User.countDocuments({ $and: [base, ...extra] });
      const [items, linkAdded, linkMissing, feeVerified, feeUnverified] = await Promise.all([
        User.find({ $and: [base, LINK_MATCH[link], FEE_MATCH[fee]] })
          .sort(NEWEST_FIRST)
          .skip(page * size)
          .limit(size)
          .lean<UserDoc[]>(),
        count([LINK_MATCH.added, FEE_MATCH[fee]]),
        count([LINK_MATCH['not-added'], FEE_MATCH[fee]]),
        count([LINK_MATCH[link], FEE_MATCH.verified]),
        count([LINK_MATCH[link], FEE_MATCH.unverified]),
      ]);
      const counts: StudentCounts = {
        link: { all: linkAdded + linkMissing, added: linkAdded, 'not-added': linkMissing },
        fee: { any: feeVerified + feeUnverified, verified: feeVerified, unverified: feeUnverified },
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

    markFeeVerified(studentId, verifiedAt) {
      return update(studentId, { feeVerified: true, feeVerifiedAt: verifiedAt });
    },

    markFeeUnverified(studentId) {
      return update(studentId, { feeVerified: false, feeVerifiedAt: null });
    },
  };
}
