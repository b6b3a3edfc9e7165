/** The background form's values, their labels, and the SPEC §7 request body made from them. */
import { normalizeBackground, type BackgroundInput, type ProfileType } from '@portal/domain/background';
import type { BackgroundRequest } from '../api/background-api';

export type BackgroundFormValues = BackgroundInput & { profileType: ProfileType };

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

export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = { STUDENT: 'Student', PROFESSIONAL: 'Professional' };

/** The body of a valid form (check with validateBackground first). */
export function toBackgroundRequest(values: BackgroundFormValues): BackgroundRequest {
  return { ...normalizeBackground(values), confirm: true };
}
