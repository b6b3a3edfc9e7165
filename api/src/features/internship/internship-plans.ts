/** What the internship's parts are built from, and an intern's plan: their weeks with reports, and the evaluation. */
import type { Types } from 'mongoose';
import { internshipHasEnded, internshipWeeks, weekHasBegun } from '@portal/domain/internship';
import { internshipEndDate } from '@portal/domain/specialization';
import type { StudentInternshipView } from '@portal/domain/views/internship';
import type { InternshipEvaluationDoc, WeeklyReportDoc } from '../../models/internship.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import type { InternshipRepository } from './internship-repository.ts';
import { toEvaluationView, toWeekView } from './internship-views.ts';

export interface InternshipDeps {
  repository: InternshipRepository;
  cohorts: Pick<CohortService, 'now' | 'byId'>;
  specializations: Pick<SpecializationService, 'find'>;
  users: Pick<UserService, 'byId' | 'listSummaries'>;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
}

/** An intern's internship: the batch and the dates of their selection (or of the assignment that copies it). */
export interface InternPlan {
  internId: Types.ObjectId;
  cohortId: Types.ObjectId;
  specialization: string;
  startDate: string;
  durationWeeks: number;
}

export type PlanFields = Pick<
  StudentInternshipView,
  'specialization' | 'cohortId' | 'startDate' | 'endDate' | 'durationWeeks' | 'started' | 'ended' | 'weeks' | 'evaluation'
>;

export const weeksOf = (plan: Pick<InternPlan, 'startDate' | 'durationWeeks'>) => internshipWeeks(plan.startDate, plan.durationWeeks);

/** The week of the plan, or undefined for a number it does not have. */
export const weekOf = (plan: InternPlan, number: number) => weeksOf(plan).find((w) => w.number === number);

export const hasEnded = (plan: InternPlan, now: Date) => internshipHasEnded(plan.startDate, plan.durationWeeks, now);

/** The plan's weeks, each with its report and state, and the evaluation when given. */
export function planFields(
  plan: InternPlan,
  reports: readonly WeeklyReportDoc[],
  evaluation: InternshipEvaluationDoc | null,
  now: Date,
): PlanFields {
  const byWeek = new Map(reports.map((r) => [r.week, r]));
  const planWeeks = weeksOf(plan);
  const weeks = planWeeks.map((w) => toWeekView(w, byWeek.get(w.number), now));
  return {
    specialization: plan.specialization,
    cohortId: String(plan.cohortId),
    startDate: plan.startDate,
    endDate: internshipEndDate(plan.startDate, plan.durationWeeks),
    durationWeeks: plan.durationWeeks,
    started: planWeeks[0] !== undefined && weekHasBegun(planWeeks[0], now),
    ended: hasEnded(plan, now),
    weeks,
    evaluation: evaluation ? toEvaluationView(evaluation) : null,
  };
}
