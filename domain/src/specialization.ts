/**
 * SPEC §5 specialization rules: the specialization, the internship start date (a code of the
 * student's cohort such as DEC10, or its date 'YYYY-MM-DD') and the duration in weeks; and the
 * seats. A start date that has passed is refused like one the cohort does not have.
 */
import { DURATION_WEEKS, SPECIALIZATIONS, type SpecializationCapacity } from './constants.ts';
import { hasPassed, startDateCodeOf, startDateOfCode, type CohortFields } from './cohort.ts';
import { MESSAGES } from './messages.ts';
import type { FieldErrors } from './validation.ts';

export type DurationWeeks = (typeof DURATION_WEEKS)[number];

export interface SpecializationInput {
  specialization?: string | null;
  startDateCode?: string | null;
  /** 'YYYY-MM-DD', one of the cohort's start dates; used when startDateCode is absent. */
  startDate?: string | null;
  /** 4, 6 or 8 (also accepted as '6' or '6w'). */
  durationWeeks?: number | string | null;
}

export interface SpecializationSelection {
  specialization: string;
  startDateCode: string;
  startDate: string;
  durationWeeks: DurationWeeks;
}

/** What the rules need of the student's cohort. */
export type SelectionCohort = Pick<CohortFields, 'internshipStartDates' | 'durationsWeeks'>;

export type SpecializationField = 'specialization' | 'startDateCode' | 'durationWeeks';
export const SPECIALIZATION_FIELD_ORDER: readonly SpecializationField[] = ['specialization', 'startDateCode', 'durationWeeks'];

export function findSpecialization(name: string | null | undefined): SpecializationCapacity | undefined {
  return SPECIALIZATIONS.find((s) => s.name === (name ?? '').trim());
}

/** The cohort's start date the input names (by code, else by date), or null. */
export function resolveStartDate(input: Pick<SpecializationInput, 'startDateCode' | 'startDate'>, cohort: SelectionCohort): string | null {
  const code = (input.startDateCode ?? '').trim();
  if (code) return startDateOfCode(cohort, code);
  const date = (input.startDate ?? '').trim();
  return cohort.internshipStartDates.includes(date) ? date : null;
}

/** The last day of an internship starting on `startDate` and lasting `weeks`: '2025-12-10' + 6 -> '2026-01-20'. */
export function internshipEndDate(startDate: string, weeks: number): string {
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + weeks * 7 - 1);
  return end.toISOString().slice(0, 10);
}

/** 4, '4' or '4w' -> 4 when the cohort offers it; anything else -> null. */
export function parseDurationWeeks(
  value: number | string | null | undefined,
  offered: readonly number[] = DURATION_WEEKS,
): DurationWeeks | null {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/w$/, '');
  const weeks = /^\d+$/.test(text) ? Number(text) : NaN;
  return (DURATION_WEEKS as readonly number[]).includes(weeks) && offered.includes(weeks) ? (weeks as DurationWeeks) : null;
}

export function durationLabel(weeks: number): string {
  return `${weeks} weeks`;
}

/** SPEC §5 messages per field; a start date the cohort lacks or that has passed is 'Please select a valid start date.' */
export function validateSpecialization(
  input: SpecializationInput,
  cohort: SelectionCohort,
  now: Date = new Date(),
): FieldErrors<SpecializationField> {
  const errors: FieldErrors<SpecializationField> = {};
  if (!findSpecialization(input.specialization)) errors.specialization = MESSAGES.specializationRequired;
  const start = resolveStartDate(input, cohort);
  if (!start || hasPassed(start, now)) errors.startDateCode = MESSAGES.startDateInvalid;
  if (!parseDurationWeeks(input.durationWeeks, cohort.durationsWeeks)) errors.durationWeeks = MESSAGES.durationRequired;
  return errors;
}

/** The stored form of a valid selection (call validateSpecialization first). */
export function normalizeSpecialization(input: SpecializationInput, cohort: SelectionCohort): SpecializationSelection {
  const start = resolveStartDate(input, cohort);
  const weeks = parseDurationWeeks(input.durationWeeks, cohort.durationsWeeks);
  const spec = findSpecialization(input.specialization);
  if (!start || !weeks || !spec) throw new Error('normalizeSpecialization needs a valid selection');
  return { specialization: spec.name, startDateCode: startDateCodeOf(start), startDate: start, durationWeeks: weeks };
}

export function seatsLeft(capacity: Pick<SpecializationCapacity, 'seats' | 'filled'>): number {
  return Math.max(0, capacity.seats - capacity.filled);
}

export interface SeatTotals {
  seats: number;
  filled: number;
}

export function seatTotals(capacities: readonly Pick<SpecializationCapacity, 'seats' | 'filled'>[]): SeatTotals {
  return capacities.reduce((t, c) => ({ seats: t.seats + c.seats, filled: t.filled + c.filled }), { seats: 0, filled: 0 });
}
