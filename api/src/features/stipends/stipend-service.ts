/**
 * fastify.stipends: the stipend by published criteria. An admin sets a cohort's criteria (changed
 * until their publication day); at the internship's end the portal proposes each intern's stipend
 * from them (computed, not stored); an admin approves it or changes it with a reason (one decision
 * per intern), which draws the signed stipend letter and mails it; a payout is recorded once with
 * its bank reference, and the CA lists the month's payouts. Every decision is in the audit trail.
 */
import { Types } from 'mongoose';
import { istDay } from '@portal/domain/calendar';
import { cleanComment, internshipHasEnded } from '@portal/domain/internship';
import { formatRupees } from '@portal/domain/money';
import { internshipEndDate } from '@portal/domain/specialization';
import {
  STIPEND_LIMITS,
  allReportsOnTime,
  isPublished,
  isStipendAmount,
  normalizeUtr,
  proposeStipend,
  stipendCriteriaProblems,
  stipendLetterFileName,
  stipendNote,
  type StipendCriteria,
  type StipendCriteriaField,
  type StipendListStatus,
  type StipendProposal,
} from '@portal/domain/stipend';
import { dayProblem } from '@portal/domain/date-input';
import type {
  StipendCriteriaView,
  StipendList,
  StipendPayoutMonth,
  StipendPayoutRow,
  StipendRow,
  StudentStipendView,
} from '@portal/domain/views/stipend';
import type { UserDoc } from '../../lib/models.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';
import type { AuditActor } from '../../types.ts';
import type { PdfRenderer } from '../../plugins/pdf.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { StipendLetterContent } from '../../documents/stipend-letter.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { Paging, StipendRepository } from './stipend-repository.ts';
import { toDecisionView, toPayoutRow } from './stipend-views.ts';

/** The most students a search by name or e-mail narrows the list to (a name typed is far more precise). */
const INTERN_SEARCH_LIMIT = 500;

export type CriteriaResult =
  | { ok: true; view: StipendCriteriaView }
  | { ok: false; reason: 'not-found' | 'published' }
  | { ok: false; reason: 'invalid'; problems: Partial<Record<StipendCriteriaField, string>> };

export type DecideResult =
  | { ok: true; row: StipendRow }
  | { ok: false; reason: 'not-found' | 'not-published' | 'already-decided' | 'amount-invalid' | 'reason-required' };

export type PayoutResult =
  | { ok: true; row: StipendRow }
  | { ok: false; reason: 'not-found' | 'not-decided' | 'nothing-to-pay' | 'already-paid' | 'paid-on-invalid' | 'utr-invalid' };

export interface StipendService {
  criteriaOf(cohortId: string): Promise<StipendCriteriaView | null>;
  /** Saves a cohort's criteria (validated) until their publication day has come; recorded. */
  setCriteria(actor: AuditActor, cohortId: string, criteria: StipendCriteria): Promise<CriteriaResult>;
  /**
   * One page of the interns whose internship has ended, of one cohort (an id of 24 hex digits) or all,
   * by where their stipend stands, and whose name or e-mail contains `intern`, with the proposal and
   * the decision once made.
   */
  list(filter: { cohortId?: string; status: StipendListStatus; intern?: string }, paging: Paging): Promise<StipendList>;
  /** Approves the proposal (no amount, or the proposed one) or changes it with a reason; once per intern; recorded, lettered and mailed. */
  decide(actor: AuditActor, internId: string, input: { amountMinor?: number; reason?: string }): Promise<DecideResult>;
  /** Records the decided stipend's payout once, with the day paid and the bank reference (UTR); recorded. */
  recordPayout(actor: AuditActor, internId: string, input: { paidOn: string; utr: string }): Promise<PayoutResult>;
  /** The intern's stipend: the criteria as published (or when they will be), and the decision. */
  forStudent(user: UserDoc): Promise<StudentStipendView>;
  /** The intern's signed stipend letter, or null when none was issued. */
  letterOf(user: UserDoc): Promise<{ bytes: Buffer; fileName: string } | null>;
  /** One page of a month's (YYYY-MM) payouts, with the month's count and total. */
  payouts(month: string, paging: Paging): Promise<StipendPayoutMonth>;
  /** Every payout of a month with the month's count and total (the CA's CSV). */
  allPayouts(month: string): Promise<Pick<StipendPayoutMonth, 'items' | 'count' | 'totalMinor'>>;
}

interface Deps {
  repository: StipendRepository;
  cohorts: Pick<CohortService, 'now' | 'byId' | 'byIds' | 'ofStudent' | 'stipendCriteriaOf' | 'setStipendCriteria'>;
  users: Pick<UserService, 'byId' | 'listSummaries' | 'studentIdsMatching'>;
  files: Pick<FileStore, 'put' | 'read'>;
  pdf: Pick<PdfRenderer, 'render'>;
  /** The letter's document with the organization's name and address. */
  letterDocument: (content: Omit<StipendLetterContent, 'organization'>) => Parameters<PdfRenderer['render']>[0];
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
}

export function createStipendService(deps: Deps): StipendService {
  const { repository } = deps;
  const now = () => deps.cohorts.now();
  const parseId = (id: string) => (/^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

  /** The published tiers of the cohort, or null. */
  const publishedTiers = (cohort: CohortDoc | undefined) => {
    const criteria = cohort ? deps.cohorts.stipendCriteriaOf(cohort) : null;
    return criteria && isPublished(criteria, now()) ? criteria.tiers : null;
  };

  /** The rows of these selections whose internship has ended. */
  async function rowsOf(selections: readonly SpecializationSelectionDoc[]): Promise<StipendRow[]> {
    const at = now();
    const ended = selections.filter((s) => internshipHasEnded(s.startDate, s.durationWeeks, at));
    const ids = ended.map((s) => s.userId);
    if (!ids.length) return [];
    const [users, timings, scores, decisions, cohorts] = await Promise.all([
      deps.users.listSummaries(ids),
      repository.timingsOf(ids),
      repository.scoresOf(ids),
      repository.decisionsOf(ids),
      deps.cohorts.byIds(ended.map((s) => s.cohortId)),
    ]);
    const userById = new Map(users.map((u) => [String(u._id), u]));
    const decisionById = new Map(decisions.map((d) => [String(d.internId), d]));
    return ended.flatMap((s) => {
      const id = String(s.userId);
      const user = userById.get(id);
      if (!user) return [];
      const cohort = cohorts.get(String(s.cohortId));
      const score = scores.get(id) ?? null;
      const allOnTime = allReportsOnTime(s.durationWeeks, timings.get(id) ?? []);
      const tiers = publishedTiers(cohort);
      const decision = decisionById.get(id);
      return [
        {
          internId: id,
          name: user.name ?? null,
          email: user.email,
          studentId: user.studentId ?? null,
          cohortName: cohort?.name ?? '',
          specialization: s.specialization,
          endDate: internshipEndDate(s.startDate, s.durationWeeks),
          score,
          allOnTime,
          proposal: tiers ? proposeStipend(tiers, { score, allOnTime }) : null,
          decision: decision ? toDecisionView(decision) : null,
        },
      ];
    });
  }

  async function rowOf(internId: Types.ObjectId): Promise<StipendRow | null> {
    const selection = await repository.selectionOf(internId);
    return selection ? ((await rowsOf([selection]))[0] ?? null) : null;
  }

  /** The CA's rows of these payouts: the intern named as their account reads now. */
  async function payoutRows(decisions: readonly StipendDecisionDoc[]): Promise<StipendPayoutRow[]> {
    const [cohorts, users] = await Promise.all([
      deps.cohorts.byIds(decisions.map((d) => d.cohortId)),
      deps.users.listSummaries(decisions.map((d) => d.internId)),
    ]);
    const userById = new Map(users.map((u) => [String(u._id), u]));
    return decisions.map((d) => toPayoutRow(d, cohorts.get(String(d.cohortId))?.name ?? '', userById.get(String(d.internId))));
  }

  /** Draws, stores and mails the letter of a stipend above zero. */
  async function issueLetter(decision: StipendDecisionDoc, selection: SpecializationSelectionDoc, user: UserDoc, cohort: CohortDoc | null) {
    const bytes = await deps.pdf.render(
      deps.letterDocument({
        internName: user.name ?? user.email,
        studentId: user.studentId ?? null,
        specialization: selection.specialization,
        cohortName: cohort?.name ?? '',
        periodStart: selection.startDate,
        periodEnd: internshipEndDate(selection.startDate, selection.durationWeeks),
        amountMinor: decision.amountMinor,
        basis: decision.changeReason ?? decision.proposalReason,
        decidedAt: decision.decidedAt,
      }),
    );
    const fileName = stipendLetterFileName(user.studentId ?? null);
    const file = await deps.files.put('letters', String(user._id), bytes, 'application/pdf', fileName);
    await repository.setLetter(decision._id, file.id);
    await deps.outbox.enqueue({
      key: `stipend-decided:${String(decision._id)}`,
      template: 'stipend-decided',
      to: user.email,
      data: { name: user.name ?? null, amount: formatRupees(decision.amountMinor) },
      attachments: [{ fileKind: 'letters', fileId: file.id, filename: fileName }],
    });
  }

  return {
    async criteriaOf(cohortId) {
      const cohort = parseId(cohortId) && (await deps.cohorts.byId(cohortId));
      const criteria = cohort ? deps.cohorts.stipendCriteriaOf(cohort) : null;
      return cohort && criteria ? { cohortId, ...criteria, published: isPublished(criteria, now()) } : null;
    },
    async setCriteria(actor, cohortId, criteria) {
      const cohort = parseId(cohortId) && (await deps.cohorts.byId(cohortId));
      if (!cohort) return { ok: false, reason: 'not-found' };
      const problems = stipendCriteriaProblems(criteria);
      if (Object.keys(problems).length) return { ok: false, reason: 'invalid', problems };
      if (!(await deps.cohorts.setStipendCriteria(cohort._id, criteria, istDay(now())))) return { ok: false, reason: 'published' };
      await deps.audit.record(actor, {
        action: 'stipend.criteria',
        targetType: 'cohort',
        targetId: cohortId,
        before: deps.cohorts.stipendCriteriaOf(cohort) ? { ...deps.cohorts.stipendCriteriaOf(cohort) } : null,
        after: { ...criteria },
      });
      return { ok: true, view: { cohortId, ...criteria, published: isPublished(criteria, now()) } };
    },
    async list({ cohortId, status, intern }, { page, size }) {
      const internIds = intern?.trim() ? await deps.users.studentIdsMatching(intern, INTERN_SEARCH_LIMIT) : undefined;
      const filter = { today: istDay(now()), cohortId: cohortId ? new Types.ObjectId(cohortId) : undefined, status, internIds };
      const ended = await repository.endedPage(filter, { page, size });
      return { items: await rowsOf(ended.items), page, size, totalItems: ended.totalItems, totalPages: Math.ceil(ended.totalItems / size) };
    },
    async decide(actor, internId, input) {
      const id = parseId(internId);
      const row = id && (await rowOf(id));
      if (!id || !row) return { ok: false, reason: 'not-found' };
      if (!row.proposal) return { ok: false, reason: 'not-published' };
      if (row.decision) return { ok: false, reason: 'already-decided' };
      const proposal: StipendProposal = row.proposal;
      const amountMinor = input.amountMinor ?? proposal.amountMinor;
      if (!isStipendAmount(amountMinor)) return { ok: false, reason: 'amount-invalid' };
      const changed = amountMinor !== proposal.amountMinor;
      const changeReason = changed ? cleanComment(input.reason, STIPEND_LIMITS.reasonMax) : null;
      if (changed && !changeReason) return { ok: false, reason: 'reason-required' };
      const [selection, user] = await Promise.all([repository.selectionOf(id), deps.users.byId(id)]);
      if (!selection || !user) return { ok: false, reason: 'not-found' };
      const decision = await repository.insertDecision({
        internId: id,
        cohortId: selection.cohortId,
        amountMinor,
        proposedMinor: proposal.amountMinor,
        proposalReason: proposal.reason,
        changeReason,
        decidedBy: new Types.ObjectId(actor.id ?? undefined),
        decidedAt: now(),
      });
      if (!decision) return { ok: false, reason: 'already-decided' };
      await deps.audit.record(actor, {
        action: changed ? 'stipend.change' : 'stipend.approve',
        targetType: 'user',
        targetId: internId,
        before: { proposedMinor: proposal.amountMinor, reason: proposal.reason },
        after: { amountMinor, changeReason },
      });
      if (amountMinor > 0) await issueLetter(decision, selection, user, await deps.cohorts.byId(selection.cohortId));
      return { ok: true, row: (await rowOf(id)) as StipendRow };
    },
    async recordPayout(actor, internId, input) {
      const id = parseId(internId);
      const row = id && (await rowOf(id));
      if (!id || !row) return { ok: false, reason: 'not-found' };
      if (!row.decision) return { ok: false, reason: 'not-decided' };
      if (row.decision.amountMinor === 0) return { ok: false, reason: 'nothing-to-pay' };
      if (row.decision.payout) return { ok: false, reason: 'already-paid' };
      const today = istDay(now());
      if (dayProblem(input.paidOn) || input.paidOn > today || input.paidOn < row.endDate) return { ok: false, reason: 'paid-on-invalid' };
      const utr = normalizeUtr(input.utr);
      if (!utr) return { ok: false, reason: 'utr-invalid' };
      const at = now();
      const paid = await repository.recordPayout(id, { paidOn: input.paidOn, utr, by: new Types.ObjectId(actor.id ?? undefined), at });
      if (!paid) return { ok: false, reason: 'already-paid' };
      await deps.audit.record(actor, {
        action: 'stipend.payout',
        targetType: 'user',
        targetId: internId,
        before: null,
        after: { amountMinor: paid.amountMinor, paidOn: input.paidOn, utr },
      });
      return { ok: true, row: (await rowOf(id)) as StipendRow };
    },
    async forStudent(user) {
      const [selection, decision, cohort] = await Promise.all([
        repository.selectionOf(user._id),
        repository.decisionOf(user._id),
        deps.cohorts.ofStudent(user),
      ]);
      return {
        note: stipendNote(cohort, publishedTiers(cohort)),
        ended: !!selection && internshipHasEnded(selection.startDate, selection.durationWeeks, now()),
        decision: decision ? toDecisionView(decision) : null,
      };
    },
    async letterOf(user) {
      const decision = await repository.decisionOf(user._id);
      if (!decision?.letterFileId) return null;
      const stored = await deps.files.read('letters', decision.letterFileId, String(user._id));
      return stored ? { bytes: stored.bytes, fileName: stipendLetterFileName(user.studentId ?? null) } : null;
    },
    async payouts(month, paging) {
      const [decisions, totals] = await Promise.all([repository.paidInMonth(month, paging), repository.monthTotals(month)]);
      return { month, items: await payoutRows(decisions), ...totals, ...paging, totalPages: Math.ceil(totals.count / paging.size) };
    },
    async allPayouts(month) {
      const [decisions, totals] = await Promise.all([repository.paidInMonth(month), repository.monthTotals(month)]);
      return { items: await payoutRows(decisions), ...totals };
    },
  };
}
