/**
 * SPEC §5 background rules: a student (education level, graduation year, college, branch) or a
 * professional (job title, company, experience in months), with an optional LinkedIn profile.
 */
import { EDUCATION_LEVELS, EXPERIENCE_MONTHS_MAX, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, PROFILE_TYPES } from './constants.ts';
import { cleanText } from './clean-text.ts';
import { NOT_PRINTABLE_MESSAGE, isPrintableText } from './printable-text.ts';
import { MESSAGES } from './messages.ts';
import type { FieldErrors } from './validation.ts';

export type ProfileType = (typeof PROFILE_TYPES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export interface BackgroundInput {
  profileType?: string | null;
  educationalLevel?: string | null;
  graduationYear?: number | string | null;
  college?: string | null;
  branch?: string | null;
  jobTitle?: string | null;
  company?: string | null;
  experienceMonths?: number | string | null;
  linkedinProfile?: string | null;
}

/** The stored background: the group that does not apply is null (SPEC §7). */
export interface Background {
  profileType: ProfileType;
  educationalLevel: EducationLevel | null;
  graduationYear: number | null;
  college: string | null;
  branch: string | null;
  jobTitle: string | null;
  company: string | null;
  experienceMonths: number | null;
  linkedinProfile: string | null;
}

export type BackgroundField = keyof BackgroundInput;

/** Each field's label, as the form, the student's summary and the admin's page of a student name it. */
export const BACKGROUND_LABELS = {
  profileType: 'I am a',
  educationalLevel: 'Education level',
  graduationYear: 'Graduation year',
  college: 'University / College / Institution',
  branch: 'Branch',
  jobTitle: 'Job Title',
  company: 'Current Company/Organization',
  experienceMonths: 'Experience (months)',
  linkedinProfile: 'LinkedIn profile (optional)',
} as const;

export const PROFILE_TYPE_LABELS: Readonly<Record<ProfileType, string>> = { STUDENT: 'Student', PROFESSIONAL: 'Professional' };

/** The submitted fields of a background's own group (a student's education or a professional's job), with their labels. */
export function backgroundGroupFacts(
  b: Pick<Background, 'educationalLevel' | 'graduationYear' | 'college' | 'branch' | 'jobTitle' | 'company' | 'experienceMonths'> & {
    profileType: ProfileType | null;
  },
): [label: string, value: string | number | null][] {
  const fields: BackgroundField[] =
    b.profileType === 'STUDENT' ? ['educationalLevel', 'graduationYear', 'college', 'branch'] : ['jobTitle', 'company', 'experienceMonths'];
  return fields.map((field) => [BACKGROUND_LABELS[field], b[field as keyof typeof b] ?? null]);
}
export const BACKGROUND_FIELD_ORDER: readonly BackgroundField[] = [
  'profileType',
  'educationalLevel',
  'graduationYear',
  'college',
  'branch',
  'jobTitle',
  'company',
  'experienceMonths',
  'linkedinProfile',
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
/** College, branch, job title and company reach the admin and the offer letter: the one clean-text rule ('' when refused). */
const freeText = (v: unknown) => cleanText(v === null || v === undefined ? '' : String(v)) ?? '';

function isProfileType(v: string): v is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(v);
}

function isEducationLevel(v: string): v is EducationLevel {
  return (EDUCATION_LEVELS as readonly string[]).includes(v);
}

/** A four-digit year from 2000 to 2035, or null. */
export function parseGraduationYear(v: number | string | null | undefined): number | null {
  const s = text(v);
  if (!/^\d{4}$/.test(s)) return null;
  const year = Number(s);
  return year >= GRADUATION_YEAR_MIN && year <= GRADUATION_YEAR_MAX ? year : null;
}

/** linkedin.com or one of its subdomains (www., in.…), an optional port, then a path, query or fragment: no credentials. */
const LINKEDIN_ADDRESS = /^https?:\/\/(?:[a-z0-9-]+\.)*linkedin\.com(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * SPEC §5 LinkedIn: optional; when given it starts with http:// or https://. It is shown to admins as
 * a link, so it also holds no control, bidirectional or invisible character (the clean-text rule) and
 * leads to LinkedIn, not to another site.
 */
export function validateLinkedin(raw: string | null | undefined): string | null {
  const url = text(raw);
  if (!url) return null;
  if (cleanText(url) === null) return MESSAGES.linkedinCharacters;
  if (!/^https?:\/\/\S+$/i.test(url)) return MESSAGES.linkedinInvalid;
  return LINKEDIN_ADDRESS.test(url) ? null : MESSAGES.linkedinHost;
}

function experienceError(v: number | string | null | undefined): string | null {
  const s = text(v);
  if (!/^-?\d+$/.test(s)) return MESSAGES.experienceWhole;
  const months = Number(s);
  return months < 0 || months > EXPERIENCE_MONTHS_MAX ? MESSAGES.experienceRange : null;
}

/** A required field that the offer letter prints: its SPEC message when missing, the printable rule's when it cannot print. */
function printedError(value: unknown, required: string): string | undefined {
  const cleaned = freeText(value);
  if (!cleaned) return required;
  return isPrintableText(cleaned) ? undefined : NOT_PRINTABLE_MESSAGE;
}

export function validateBackground(input: BackgroundInput): FieldErrors<BackgroundField> {
  const errors: FieldErrors<BackgroundField> = {};
  const type = text(input.profileType).toUpperCase();
  if (!isProfileType(type)) errors.profileType = MESSAGES.profileTypeRequired;
  if (type === 'STUDENT') {
    if (!isEducationLevel(text(input.educationalLevel))) errors.educationalLevel = MESSAGES.educationLevelRequired;
    if (parseGraduationYear(input.graduationYear) === null) errors.graduationYear = MESSAGES.graduationYearInvalid;
    const college = printedError(input.college, MESSAGES.collegeRequired);
    if (college) errors.college = college;
    const branch = printedError(input.branch, MESSAGES.branchRequired);
    if (branch) errors.branch = branch;
  }
  if (type === 'PROFESSIONAL') {
    const jobTitle = printedError(input.jobTitle, MESSAGES.jobTitleRequired);
    if (jobTitle) errors.jobTitle = jobTitle;
    const company = printedError(input.company, MESSAGES.companyRequired);
    if (company) errors.company = company;
    const experience = experienceError(input.experienceMonths);
    if (experience) errors.experienceMonths = experience;
  }
  const linkedin = validateLinkedin(input.linkedinProfile);
  if (linkedin) errors.linkedinProfile = linkedin;
  return errors;
}

/** The stored form of a valid background (call validateBackground first): clean text, the other group null. */
export function normalizeBackground(input: BackgroundInput): Background {
  const type = text(input.profileType).toUpperCase();
  if (!isProfileType(type)) throw new Error('normalizeBackground needs a valid background');
  const student = type === 'STUDENT';
  const level = text(input.educationalLevel);
  return {
    profileType: type,
    educationalLevel: student && isEducationLevel(level) ? level : null,
    graduationYear: student ? parseGraduationYear(input.graduationYear) : null,
    college: student ? freeText(input.college) : null,
    branch: student ? freeText(input.branch) : null,
    jobTitle: student ? null : freeText(input.jobTitle),
    company: student ? null : freeText(input.company),
    experienceMonths: student ? null : Number(text(input.experienceMonths)),
    linkedinProfile: text(input.linkedinProfile) || null,
  };
}
