/**
 * The stipends' queries: the decisions (one per intern, unique internId; the payout once, a
 * conditional update), and the facts a proposal is read from: the finalized selections whose
 * internship may have ended, each intern's report timings and evaluation score.
 */
import type { Types } from 'mongoose';
import { addDays } from '@portal/domain/cohort';
import { DURATION_WEEKS } from '@portal/domain/constants';
import type { ReportTiming } from '@portal/domain/stipend';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';

export type NewDecision = Pick<
  StipendDecisionDoc,
  'internId' | 'cohortId' | 'amountMinor' | 'proposedMinor' | 'proposalReason' | 'changeReason' | 'decidedBy' | 'decidedAt'
>;

export interface StipendRepository {
  /** The finalized selections whose internship could have ended by `today` (started at least the shortest length ago). */
  selectionsEndedBy(today: string): Promise<SpecializationSelectionDoc[]>;
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
  /** The payouts of a month (YYYY-MM), by day paid. */
  paidInMonth(month: string): Promise<StipendDecisionDoc[]>;
}

export function createStipendRepository({
  StipendDecision,
  SpecializationSelection,
  WeeklyReport,
  InternshipEvaluation,
}: Pick<Models, 'StipendDecision' | 'SpecializationSelection' | 'WeeklyReport' | 'InternshipEvaluation'>): StipendRepository {
  return {
    selectionsEndedBy: (today) =>
      SpecializationSelection.find({ startDate: { $lte: addDays(today, -7 * Math.min(...DURATION_WEEKS)) } })
        .sort({ startDate: 1, _id: 1 })
        .lean<SpecializationSelectionDoc[]>(),
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
    paidInMonth: (month) =>
      StipendDecision.find({ paidOn: { $gte: `${month}-01`, $lte: `${month}-31` } })
        .sort({ paidOn: 1, _id: 1 })
        .lean<StipendDecisionDoc[]>(),
  };
}
