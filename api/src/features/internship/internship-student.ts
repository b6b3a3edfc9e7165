/**
 * The intern's side: their plan (project, mentor and contact, weeks, evaluation, what each
 * certificate needs) and their weekly reports, written once a week has begun and edited until
 * the mentor accepts or waives it; the mentor is mailed when a report arrives.
 */
import type { Types } from 'mongoose';
import {
  certificateNeeds,
  excellenceLineOf,
  isLateSubmission,
  isReportEditable,
  validateReport,
  type ReportField,
  type ReportInput,
} from '@portal/domain/internship';
import type { FieldErrors } from '@portal/domain/validation';
import type { StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import type { UserDoc } from '../../lib/models.ts';
import type { WeeklyReportDoc } from '../../models/internship.ts';
import { planFields, weekOf, type InternPlan, type InternshipDeps } from './internship-plans.ts';
import { toProjectView, toWeekView } from './internship-views.ts';

export type WriteReportResult =
  | { ok: true; week: WeekView }
  | { ok: false; reason: 'invalid'; errors: FieldErrors<ReportField> }
  | { ok: false; reason: 'no-such-week' | 'not-started' | 'not-editable' };

export interface StudentInternship {
  /** The intern's plan; null while their specialization is not finalized. */
  forStudent(user: UserDoc): Promise<StudentInternshipView | null>;
  /** Writes or edits the report of a week that has begun and is not accepted or waived. */
  writeReport(user: UserDoc, week: number, input: ReportInput): Promise<WriteReportResult | null>;
}

export function createStudentInternship(deps: InternshipDeps): StudentInternship {
  const { repository } = deps;

  async function planOf(internId: Types.ObjectId): Promise<InternPlan | null> {
    const selection = await deps.specializations.find(internId);
    if (!selection) return null;
    const { cohortId, specialization, startDate, durationWeeks } = selection;
    return { internId, cohortId, specialization, startDate, durationWeeks };
  }

  async function mentorContact(mentorId: Types.ObjectId | undefined) {
    if (!mentorId) return null;
    const [profile, account] = await Promise.all([repository.mentorProfile(mentorId), deps.users.byId(mentorId)]);
    return profile && account ? { name: profile.name, title: profile.title, email: account.email } : null;
  }

  /** Tells the mentor a report arrived: once per revision (an edit before the review mails nothing new). */
  async function tellMentor(user: UserDoc, report: WeeklyReportDoc): Promise<void> {
    const assignment = await repository.assignmentOf(user._id);
    const mentor = await mentorContact(assignment?.mentorId);
    if (!mentor) return;
    await deps.outbox.enqueue({
      key: `internship-report-submitted:${String(report._id)}:${report.revision}`,
      template: 'internship-report-submitted',
      to: mentor.email,
      studentId: String(user._id),
      data: { mentorName: mentor.name, internName: user.name ?? null, week: report.week, late: report.late },
    });
  }

  return {
    async forStudent(user) {
      const plan = await planOf(user._id);
      if (!plan) return null;
      const [project, assignment, reports, evaluation, cohort] = await Promise.all([
        repository.project(plan.cohortId, plan.specialization),
        repository.assignmentOf(user._id),
        repository.reportsOf(user._id),
        repository.evaluationOf(user._id),
        deps.cohorts.byId(plan.cohortId),
      ]);
      return {
        ...planFields(plan, reports, evaluation, deps.cohorts.now()),
        project: project ? toProjectView(project) : null,
        mentor: await mentorContact(assignment?.mentorId),
        certificateNeeds: certificateNeeds(excellenceLineOf(cohort ?? {})),
      };
    },
    async writeReport(user, number, input) {
      const plan = await planOf(user._id);
      if (!plan) return null;
      const week = weekOf(plan, number);
      if (!week) return { ok: false, reason: 'no-such-week' };
      const valid = validateReport(input);
      // Twice at most: a first writing that lost to a parallel request's is then an edit.
      for (let attempt = 0; attempt < 2; attempt++) {
        const at = deps.cohorts.now();
        const current = (await repository.reportsOf(user._id)).find((r) => r.week === number);
        const { state } = toWeekView(week, current, at);
        if (state === 'UPCOMING') return { ok: false, reason: 'not-started' };
        if (!isReportEditable(state)) return { ok: false, reason: 'not-editable' };
        if (!valid.ok) return { ok: false, reason: 'invalid', errors: valid.errors };
        const written = await repository.writeReport(user._id, number, valid.report, at, isLateSubmission(week, at));
        if (written) {
          await tellMentor(user, written);
          return { ok: true, week: toWeekView(week, written, at) };
        }
      }
      return { ok: false, reason: 'not-editable' };
    },
  };
}
