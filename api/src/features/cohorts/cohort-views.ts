/** Cohorts as visitors, students and admins read them (domain/views/program). */
import { enrolmentOpen, type CohortFields } from '@portal/domain/cohort';
import { isPublished, type StipendCriteria } from '@portal/domain/stipend';
import { excellenceLineOf } from '@portal/domain/internship';
import type { CohortAdminView, CohortFacts } from '@portal/domain/views/program';
import type { CohortDoc } from '../../models/cohort.ts';

/** The fields an admin sets, as stored. */
export function cohortFieldsOf(c: CohortDoc): CohortFields {
  return {
    name: c.name,
    trainingStart: c.trainingStart,
    trainingEnd: c.trainingEnd,
    schedule: { days: c.schedule?.days ?? '', time: c.schedule?.time ?? '' },
    internshipStartDates: [...c.internshipStartDates],
    durationsWeeks: [...c.durationsWeeks],
    feeMinor: c.feeMinor,
    stipendNote: c.stipendNote,
    excellenceMinScore: excellenceLineOf(c),
    eventDate: c.eventDate,
    eventTime: c.eventTime ?? null,
    eventVenue: c.eventVenue ?? null,
    seats: { ...c.seats },
  };
}

export function cohortFacts(c: CohortDoc, now: Date = new Date()): CohortFacts {
  // The excellence line is the admin's and the certificates' (the admin's row has it), not the visitors'.
  const { seats: _seats, excellenceMinScore: _line, ...facts } = cohortFieldsOf(c);
  const criteria = stipendCriteriaOf(c);
  return {
    id: String(c._id),
    ...facts,
    enrolmentOpen: enrolmentOpen(c, now),
    stipendTiers: criteria && isPublished(criteria, now) ? criteria.tiers : null,
    eventRegistrationOpen: !!c.eventRegistrationOpen,
  };
}

/** The stipend's criteria as stored, or null. */
export function stipendCriteriaOf(c: CohortDoc): StipendCriteria | null {
  const stored = c.stipendCriteria;
  if (!stored) return null;
  return {
    publishOn: stored.publishOn,
    tiers: stored.tiers.map((t) => ({ minScore: t.minScore ?? 0, allOnTime: !!t.allOnTime, amountMinor: t.amountMinor ?? 0 })),
  };
}

/** The admin's row: the cohort with its seats, whether it is active or still editable, its students and the seats filled. */
export function toCohortAdminView(
  c: CohortDoc,
  row: { active: boolean; students: number; filled: Record<string, number>; filledBeforePortal: number; now: Date },
): CohortAdminView {
  const { eventRegistrationOpen: _event, stipendTiers: _tiers, ...facts } = cohortFacts(c, row.now);
  const criteria = stipendCriteriaOf(c);
  return {
    ...facts,
    seats: { ...c.seats },
    stipendCriteria: criteria && { ...criteria, published: isPublished(criteria, row.now) },
    excellenceMinScore: excellenceLineOf(c),
    active: row.active,
    editable: !c.firstVerifiedAt,
    students: row.students,
    filled: row.filled,
    filledBeforePortal: row.filledBeforePortal,
  };
}
