/**
 * SPEC §5 specialization rules: the specialization, the internship start date (a code such as
 * DEC10, or a 'YYYY-12-DD' date that maps to one) and the duration in weeks; and the seats.
 */
import { DURATION_WEEKS, SPECIALIZATIONS, START_DATE_CODES, type SpecializationCapacity, type StartDateCode } from './constants.ts';
import { MESSAGES } from './messages.ts';
import type { FieldErrors } from './validation.ts';

/** The internships of the first cohort start in December 2025 (SPEC §1). */
export const INTERNSHIP_START_YEAR = 2025;

export type DurationWeeks = (typeof DURATION_WEEKS)[number];

export interface SpecializationInput {
  specialization?: string | null;
  startDateCode?: string | null;
  /** 'YYYY-12-DD' with day 01, 10, 15, 20 or 25; used when startDateCode is absent. */
  startDate?: string | null;
  /** 4, 6 or 8 (also accepted as '6' or '6w'). */
  durationWeeks?: number | string | null;
}

export interface SpecializationSelection {
  specialization: string;
  startDateCode: StartDateCode;
  durationWeeks: DurationWeeks;
}

export type SpecializationField = 'specialization' | 'startDateCode' | 'durationWeeks';
export const SPECIALIZATION_FIELD_ORDER: readonly SpecializationField[] = ['specialization', 'startDateCode', 'durationWeeks'];

export function findSpecialization(name: string | null | undefined): SpecializationCapacity | undefined {
  return SPECIALIZATIONS.find((s) => s.name === (name ?? '').trim());
}

export function isStartDateCode(value: unknown): value is StartDateCode {
  return typeof value === 'string' && (START_DATE_CODES as readonly string[]).includes(value);
}

const START_DATE_SHAPE = /^\d{4}-12-(01|10|15|20|25)$/;

/** SPEC §5: 'YYYY-12-DD' with day 01, 10, 15, 20 or 25 maps to its code; any other date is invalid (null). */
export function startDateCodeFromDate(date: string | null | undefined): StartDateCode | null {
  const day = START_DATE_SHAPE.exec((date ?? '').trim())?.[1];
  return day ? (`DEC${day}` as StartDateCode) : null;
}

/** The code given, else the code of the date given, else null. */
export function resolveStartDateCode(input: Pick<SpecializationInput, 'startDateCode' | 'startDate'>): StartDateCode | null {
  const code = (input.startDateCode ?? '').trim().toUpperCase();
  if (code) return isStartDateCode(code) ? code : null;
  return startDateCodeFromDate(input.startDate);
}

/** 'DEC10' -> '2025-12-10'. */
export function startDateOf(code: StartDateCode): string {
  return `${INTERNSHIP_START_YEAR}-12-${code.slice(3)}`;
}

const START_DATE_LABEL = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'DEC10' -> 'Wed, 10 December 2025', as the form and the offer letter show it. */
export function startDateLabel(code: StartDateCode): string {
  return dateLabel(startDateOf(code));
}

/** The last day of an internship starting on `code` and lasting `weeks`: 'DEC10' + 6 -> '2026-01-20'. */
export function internshipEndDate(code: StartDateCode, weeks: number): string {
  const end = new Date(`${startDateOf(code)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + weeks * 7 - 1);
  return end.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' -> 'Tue, 20 January 2026'. */
export function dateLabel(isoDate: string): string {
  return START_DATE_LABEL.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 4, '4' or '4w' -> 4; anything else -> null. */
export function parseDurationWeeks(value: number | string | null | undefined): DurationWeeks | null {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/w$/, '');
  const weeks = /^\d+$/.test(text) ? Number(text) : NaN;
  return (DURATION_WEEKS as readonly number[]).includes(weeks) ? (weeks as DurationWeeks) : null;
}

export function durationLabel(weeks: number): string {
  return `${weeks} weeks`;
}

export function validateSpecialization(input: SpecializationInput): FieldErrors<SpecializationField> {
  const errors: FieldErrors<SpecializationField> = {};
  if (!findSpecialization(input.specialization)) errors.specialization = MESSAGES.specializationRequired;
  if (!resolveStartDateCode(input)) errors.startDateCode = MESSAGES.startDateInvalid;
  if (!parseDurationWeeks(input.durationWeeks)) errors.durationWeeks = MESSAGES.durationRequired;
  return errors;
}

/** The stored form of a valid selection (call validateSpecialization first). */
export function normalizeSpecialization(input: SpecializationInput): SpecializationSelection {
  const code = resolveStartDateCode(input);
  const weeks = parseDurationWeeks(input.durationWeeks);
  const spec = findSpecialization(input.specialization);
  if (!code || !weeks || !spec) throw new Error('normalizeSpecialization needs a valid selection');
  return { specialization: spec.name, startDateCode: code, durationWeeks: weeks };
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
