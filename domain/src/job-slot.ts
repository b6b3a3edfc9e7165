/**
 * Job/PPO interview slots (journey step 9): what a valid slot is, who may book it and
 * the messages of both. An admin publishes slots; a student whose final letter is issued books
 * one of their specialization (or one open to all).
 */
import { SPECIALIZATIONS } from './constants.ts';
import { cleanText } from './clean-text.ts';
import { dateProblemMessage, readInstant } from './date-input.ts';
import { printableText } from './printable-text.ts';

export const JOB_SLOT_MODES = ['ONLINE', 'ONSITE'] as const;
export type JobSlotMode = (typeof JOB_SLOT_MODES)[number];

/** How a slot's mode is named on screens and in mails. */
export const JOB_SLOT_MODE_LABELS: Record<JobSlotMode, string> = { ONLINE: 'Online', ONSITE: 'On site' };

export const JOB_SLOT_DURATION_MIN = 10;
export const JOB_SLOT_DURATION_MAX = 480;
export const JOB_SLOT_CAPACITY_MAX = 500;
export const JOB_SLOT_TEXT_MAX = 120;
export const JOB_SLOT_LOCATION_MAX = 300;
export const JOB_SLOT_CANCEL_REASON_MAX = 500;

export interface JobSlotFields {
  company: string;
  role: string;
  /** One specialization, or null: open to every specialization. */
  specialization: string | null;
  /** ISO 8601 instant. */
  startsAt: string;
  durationMinutes: number;
  mode: JobSlotMode;
  /** The meeting link (ONLINE, https) or the address (ONSITE). */
  location: string;
  capacity: number;
}

export type JobSlotField = keyof JobSlotFields;
export const JOB_SLOT_FIELD_ORDER: readonly JobSlotField[] = [
  'company',
  'role',
  'specialization',
  'startsAt',
  'durationMinutes',
  'mode',
  'location',
  'capacity',
];

export const JOB_SLOT_MESSAGES = {
  companyRequired: `Please enter the company (1 to ${JOB_SLOT_TEXT_MAX} characters of plain text).`,
  roleRequired: `Please enter the role (1 to ${JOB_SLOT_TEXT_MAX} characters of plain text).`,
  specializationInvalid: 'Please choose one of the specializations, or all of them.',
  startsAtInvalid: 'Please give a start time that has not passed.',
  durationInvalid: `The duration must be ${JOB_SLOT_DURATION_MIN} to ${JOB_SLOT_DURATION_MAX} minutes.`,
  modeInvalid: 'Please choose online or on site.',
  linkInvalid: 'Please give the meeting link, starting with https://.',
  addressRequired: `Please give the address (1 to ${JOB_SLOT_LOCATION_MAX} characters of plain text).`,
  capacityInvalid: `The capacity must be 1 to ${JOB_SLOT_CAPACITY_MAX} students.`,
  cancelReasonRequired: `Please give the reason (1 to ${JOB_SLOT_CANCEL_REASON_MAX} characters of plain text); booked students read it.`,
  slotNotFound: 'This interview slot does not exist.',
  slotFull: 'This interview slot is full. Please choose another one.',
  slotClosed: 'This interview slot is no longer open: it has started or was cancelled.',
  notForYou: 'This interview slot is for another specialization.',
  alreadyBooked: 'You have already booked an interview slot.',
  alreadyCancelled: 'This interview slot is already cancelled.',
  confirmRequired: 'Please confirm the booking.',
} as const;

/** A text field's stored form, or null when it is empty, too long or not printable text (it is mailed). */
function plain(value: string, max: number): string | null {
  const text = printableText(value);
  return text && text.length <= max ? text : null;
}

/** An https address a browser can open (the meeting link of an online slot): a host with a dot, no credentials, no spaces. */
export function isMeetingLink(value: string): boolean {
  const text = value.trim();
  return cleanText(text) === text && /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text);
}

/** What is wrong with a slot an admin is publishing, per field (empty when it can be published at `now`). */
export function jobSlotProblems(f: JobSlotFields, now: Date = new Date()): Partial<Record<JobSlotField, string>> {
  const problems: Partial<Record<JobSlotField, string>> = {};
  if (!plain(f.company, JOB_SLOT_TEXT_MAX)) problems.company = JOB_SLOT_MESSAGES.companyRequired;
  if (!plain(f.role, JOB_SLOT_TEXT_MAX)) problems.role = JOB_SLOT_MESSAGES.roleRequired;
  if (f.specialization !== null && !SPECIALIZATIONS.some((s) => s.name === f.specialization))
    problems.specialization = JOB_SLOT_MESSAGES.specializationInvalid;
  const startsAt = readInstant(f.startsAt);
  if (!startsAt.ok) problems.startsAt = dateProblemMessage(startsAt.problem, JOB_SLOT_MESSAGES.startsAtInvalid);
  else if (startsAt.at.getTime() <= now.getTime()) problems.startsAt = JOB_SLOT_MESSAGES.startsAtInvalid;
  if (!Number.isInteger(f.durationMinutes) || f.durationMinutes < JOB_SLOT_DURATION_MIN || f.durationMinutes > JOB_SLOT_DURATION_MAX)
    problems.durationMinutes = JOB_SLOT_MESSAGES.durationInvalid;
  if (!(JOB_SLOT_MODES as readonly string[]).includes(f.mode)) problems.mode = JOB_SLOT_MESSAGES.modeInvalid;
  else if (f.mode === 'ONLINE' && (!isMeetingLink(f.location) || f.location.length > JOB_SLOT_LOCATION_MAX))
    problems.location = JOB_SLOT_MESSAGES.linkInvalid;
  else if (f.mode === 'ONSITE' && !plain(f.location, JOB_SLOT_LOCATION_MAX)) problems.location = JOB_SLOT_MESSAGES.addressRequired;
  if (!Number.isInteger(f.capacity) || f.capacity < 1 || f.capacity > JOB_SLOT_CAPACITY_MAX)
    problems.capacity = JOB_SLOT_MESSAGES.capacityInvalid;
  return problems;
}

/** The slot as stored: texts tidied by the clean-text rule. Call after jobSlotProblems found nothing. */
export function normalizedJobSlot(f: JobSlotFields): JobSlotFields {
  return {
    ...f,
    company: cleanText(f.company) as string,
    role: cleanText(f.role) as string,
    location: f.mode === 'ONLINE' ? f.location.trim() : (cleanText(f.location) as string),
    startsAt: new Date(f.startsAt).toISOString(),
  };
}

/** The slot's end. */
export function jobSlotEndsAt(slot: Pick<JobSlotFields, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000);
}

/** True when a student of `specialization` may book the slot. */
export function slotIsFor(slot: { specialization?: string | null }, specialization: string | null | undefined): boolean {
  return !slot.specialization || slot.specialization === specialization;
}

export function cancelReasonOf(raw: string): string | null {
  return plain(raw, JOB_SLOT_CANCEL_REASON_MAX);
}
