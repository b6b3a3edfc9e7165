/**
 * The stipends' queries: the decisions (one per intern, unique internId; the payout once, a
 * conditional update), and the facts a proposal is read from: the finalized selections whose
 * internship has ended (paged, filtered by cohort and by where the stipend stands), each intern's
 * report timings and evaluation score; the month's payouts, paged, with the month's count and total.
 */
import type { PipelineStage, Types } from 'mongoose';
import { addDays } from '@portal/domain/cohort';
import { DURATION_WEEKS } from '@portal/domain/constants';
import type { ReportTiming, StipendListStatus } from '@portal/domain/stipend';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';

export type NewDecision = Pick<
  StipendDecisionDoc,
  'internId' | 'cohortId' | 'amountMinor' | 'proposedMinor' | 'proposalReason' | 'changeReason' | 'decidedBy' | 'decidedAt'
>;

export interface EndedFilter {
  /** India's today: an internship has ended when its last day is before it. */
  today: string;
  cohortId?: Types.ObjectId;
  status: StipendListStatus;
  /** Only these interns (a search by name or e-mail). */
  internIds?: readonly Types.ObjectId[];
}

export interface Paging {
  page: number;
  size: number;
}

/** Where the stipend stands, read from the intern's decision (looked up as a one-element or empty array). */
const STATUS_MATCH: Record<Exclude<StipendListStatus, 'all'>, PipelineStage.Match['$match']> = {
  undecided: { decision: { $size: 0 } },
  unpaid: { decision: { $elemMatch: { amountMinor: { $gt: 0 }, paidOn: null } } },
  paid: { 'decision.paidOn': { $type: 'string' } },
};

const monthRange = (month: string) => ({ paidOn: { $gte: `${month}-01`, $lte: `${month}-31` } });

export interface StipendRepository {
  /** One page of the finalized selections whose internship has ended, earliest internship first, and how many there are. */
  endedPage(filter: EndedFilter, paging: Paging): Promise<{ items: SpecializationSelectionDoc[]; totalItems: number }>;
  selectionOf(internId: Types.ObjectId): Promise<SpecializationSelectionDoc | null>;
  /** Each intern's report timings, by intern id. */
  timingsOf(internIds: readonly Types.ObjectId[]): Promise<Map<string, ReportTiming[]>>;
  /** Each intern's evaluation score, by intern id. */
  scoresOf(internIds: readonly Types.ObjectId[]): Promise<Map<string, number>>;
  decisionOf(internId: Types.ObjectId): Promise<StipendDecisionDoc | null>;
  decisionsOf(internIds: readonly Types.ObjectId[]): Promise<StipendDecisionDoc[]>;
  /** Inserts the decision; null when the intern already has one. */
  insertDecision(decision: NewDecision): Promise<StipendDecisionDoc | null>;
  setLetter(id: Types.ObjectId, fileId: string): Promise<void>;
  /** Records the payout once; the decision after it, or null when it was already recorded. */
  recordPayout(
    internId: Types.ObjectId,
    payout: { paidOn: string; utr: string; by: Types.ObjectId; at: Date },
  ): Promise<StipendDecisionDoc | null>;
  /** The payouts of a month (YYYY-MM), by day paid: one page, or every one. */
  paidInMonth(month: string, paging?: Paging): Promise<StipendDecisionDoc[]>;
  /** How many payouts a month has and their total. */
  monthTotals(month: string): Promise<{ count: number; totalMinor: number }>;
}

export function createStipendRepository({
  StipendDecision,
  SpecializationSelection,
  WeeklyReport,
  InternshipEvaluation,
}: Pick<Models, 'StipendDecision' | 'SpecializationSelection' | 'WeeklyReport' | 'InternshipEvaluation'>): StipendRepository {
  return {
    async endedPage({ today, cohortId, status, internIds }, { page, size }) {
      const ended = DURATION_WEEKS.map((weeks) => ({ durationWeeks: weeks, startDate: { $lte: addDays(today, -7 * weeks) } }));
      const byStatus: PipelineStage[] =
        status === 'all'
          ? []
          : [
              { $lookup: { from: StipendDecision.collection.name, localField: 'userId', foreignField: 'internId', as: 'decision' } },
              { $match: STATUS_MATCH[status] },
              { $project: { decision: 0 } },
            ];
      const [result] = await SpecializationSelection.aggregate<{ items: SpecializationSelectionDoc[]; total: { n: number }[] }>([
        { $match: { $or: ended, ...(cohortId ? { cohortId } : {}), ...(internIds ? { userId: { $in: internIds } } : {}) } },
        ...byStatus,
        { $sort: { startDate: 1, _id: 1 } },
        { $facet: { items: [{ $skip: page * size }, { $limit: size }], total: [{ $count: 'n' }] } },
      ]);
      return { items: result?.items ?? [], totalItems: result?.total[0]?.n ?? 0 };
    },
    selectionOf: (internId) => SpecializationSelection.findOne({ userId: internId }).lean<SpecializationSelectionDoc>(),
    async timingsOf(internIds) {
      const reports = await WeeklyReport.find(
        { internId: { $in: internIds } },
        { internId: 1, week: 1, submittedAt: 1, late: 1, waivedAt: 1 },
      ).lean();
      const byIntern = new Map<string, ReportTiming[]>();
      for (const r of reports) {
        const list = byIntern.get(String(r.internId)) ?? [];
        list.push({ week: r.week, submitted: !!r.submittedAt, late: !!r.late, waived: !!r.waivedAt });
        byIntern.set(String(r.internId), list);
      }
      return byIntern;
    },
    async scoresOf(internIds) {
      const evaluations = await InternshipEvaluation.find({ _id: { $in: internIds } }, { score: 1 }).lean();
      return new Map(evaluations.map((e) => [String(e._id), e.score]));
    },
    decisionOf: (internId) => StipendDecision.findOne({ internId }).lean<StipendDecisionDoc>(),
    decisionsOf: (internIds) => StipendDecision.find({ internId: { $in: internIds } }).lean<StipendDecisionDoc[]>(),
    async insertDecision(decision) {
      try {
        const created = await StipendDecision.create(decision);
        return created.toObject<StipendDecisionDoc>();
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    async setLetter(id, fileId) {
      await StipendDecision.updateOne({ _id: id }, { $set: { letterFileId: fileId } });
    },
    recordPayout: (internId, { paidOn, utr, by, at }) =>
      StipendDecision.findOneAndUpdate(
        { internId, paidOn: null, amountMinor: { $gt: 0 } },
        { $set: { paidOn, utr, payoutRecordedBy: by, payoutRecordedAt: at } },
        { returnDocument: 'after' },
      ).lean<StipendDecisionDoc>(),
    paidInMonth(month, paging) {
      const query = StipendDecision.find(monthRange(month)).sort({ paidOn: 1, _id: 1 });
      if (paging) query.skip(paging.page * paging.size).limit(paging.size);
      return query.lean<StipendDecisionDoc[]>();
    },
    async monthTotals(month) {
      const [totals] = await StipendDecision.aggregate<{ count: number; totalMinor: number }>([
        { $match: monthRange(month) },
        { $group: { _id: null, count: { $sum: 1 }, totalMinor: { $sum: '$amountMinor' } } },
      ]);
      return { count: totals?.count ?? 0, totalMinor: totals?.totalMinor ?? 0 };
    },
  };
}
