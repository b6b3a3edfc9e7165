/** The report form's values (hours typed as text, links one a line) and the body and rules they make. */
import { validateReport, type ReportField, type ReportInput } from '@portal/domain/internship';
import type { FieldErrors } from '@portal/domain/validation';
import type { ReportBody, ReportView } from '@portal/domain/views/internship';

export interface ReportFormValues {
  done: string;
  next: string;
  blockers: string;
  hours: string;
  links: string;
}

const EMPTY: ReportFormValues = { done: '', next: '', blockers: '', hours: '', links: '' };

export function reportFormValues(report: ReportView | null): ReportFormValues {
  if (!report) return EMPTY;
  return { done: report.done, next: report.next, blockers: report.blockers, hours: String(report.hours), links: report.links.join('\n') };
}

const linksOf = (values: ReportFormValues) => (values.links ?? '').split('\n');

function toInput(values: ReportFormValues): ReportInput {
  return { ...values, links: linksOf(values) };
}

/** The domain's messages per field, for the form's rules. */
export function reportErrors(values: ReportFormValues): FieldErrors<ReportField> {
  const result = validateReport(toInput(values));
  return result.ok ? {} : result.errors;
}

/** The PUT body: the domain's cleaned fields (the form only submits valid values). */
export function toReportBody(values: ReportFormValues): ReportBody {
  const result = validateReport(toInput(values));
  if (result.ok) return result.report;
  return { done: values.done, next: values.next, blockers: values.blockers, hours: Number(values.hours), links: linksOf(values) };
}
