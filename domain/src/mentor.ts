/**
 * A mentor's profile as the admin writes it (the name and title printed on letters, the
 * specializations supervised) and the sentences of the assignment of interns, shared by the API,
 * which enforces them, and the admin's screen, which shows them before sending.
 */
import { SPECIALIZATIONS } from './constants.ts';
import { printableText } from './printable-text.ts';
import type { FieldErrors } from './validation.ts';

export const MENTOR_NAME_MAX_LENGTH = 100;
export const MENTOR_TITLE_MAX_LENGTH = 120;
/** The most interns one request assigns (the admin's page selects at most a page of them). */
export const MENTOR_BULK_MAX = 100;

export interface MentorProfileInput {
  name: string;
  title: string;
  specializations: readonly string[];
}

export type MentorProfileField = 'name' | 'title' | 'specializations';
export const MENTOR_PROFILE_FIELD_ORDER: readonly MentorProfileField[] = ['name', 'title', 'specializations'];

export const MENTOR_MESSAGES = {
  nameRequired: `Please enter the mentor's name as it is printed on letters (at most ${MENTOR_NAME_MAX_LENGTH} characters).`,
  titleRequired: `Please enter the mentor's title as it is printed on letters, e.g. "Senior Data Scientist" (at most ${MENTOR_TITLE_MAX_LENGTH} characters).`,
  notPrintable: 'Please use Latin letters, digits and common punctuation: this text is printed on letters and certificates.',
  specializationsRequired: 'Please choose at least one specialization of the program that this mentor supervises.',
  unknownSpecialization: 'Please choose the specializations from the program’s list.',
  mentorNotFound: 'Mentor not found.',
  internNotFound: 'Intern not found.',
  noInternsChosen: `Please choose from 1 to ${MENTOR_BULK_MAX} interns to assign.`,
  mentorsLoadFailed: 'Failed to load mentors.',
  internsLoadFailed: 'Failed to load interns.',
  profileSaved: 'Mentor profile saved.',
} as const;

/** Why an intern was not given to a mentor: one sentence each, naming them. */
export const ASSIGNMENT_REFUSALS = {
  noProfile: (mentor: string) => `${mentor} has no mentor profile yet: give them a name, a title and specializations first.`,
  notAnIntern: (intern: string) => `${intern} has not finalized a specialization, so there is no internship to supervise yet.`,
  wrongSpecialization: (mentor: string, supervised: readonly string[], specialization: string) =>
    `${mentor} supervises ${supervised.join(', ')}, not ${specialization}.`,
  full: (mentor: string, cap: number) => `${mentor} already has ${cap} interns, the most one mentor may supervise.`,
  changedMeanwhile: (intern: string) => `${intern}'s mentor was changed by someone else meanwhile; reload and try again.`,
  specializationInUse: (mentor: string, specialization: string) =>
    `${mentor} still supervises interns in ${specialization}: assign them to another mentor before removing it.`,
} as const;

/** The profile as stored: texts cleaned, specializations in the program's order without repeats. */
export function normalizeMentorProfile(input: MentorProfileInput): MentorProfileInput {
  const chosen = new Set(input.specializations.map((s) => s.trim()));
  return {
    name: printableText(input.name) ?? input.name,
    title: printableText(input.title) ?? input.title,
    specializations: SPECIALIZATIONS.map((s) => s.name).filter((name) => chosen.has(name)),
  };
}

/** The first problem of each field, or none. */
export function mentorProfileProblems(input: MentorProfileInput): FieldErrors<MentorProfileField> {
  const errors: FieldErrors<MentorProfileField> = {};
  const textProblem = (raw: string, max: number, required: string) => {
    const text = printableText(raw);
    if (text === null) return MENTOR_MESSAGES.notPrintable;
    return text.length === 0 || text.length > max ? required : null;
  };
  const name = textProblem(input.name, MENTOR_NAME_MAX_LENGTH, MENTOR_MESSAGES.nameRequired);
  if (name) errors.name = name;
  const title = textProblem(input.title, MENTOR_TITLE_MAX_LENGTH, MENTOR_MESSAGES.titleRequired);
  if (title) errors.title = title;
  const known = new Set(SPECIALIZATIONS.map((s) => s.name));
  if (input.specializations.length === 0) errors.specializations = MENTOR_MESSAGES.specializationsRequired;
  else if (input.specializations.some((s) => !known.has(s.trim()))) errors.specializations = MENTOR_MESSAGES.unknownSpecialization;
  return errors;
}
