/** What an offer letter is drawn from, gathered from the student's stored steps. */
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import type { AppConfig } from '../config.ts';
import type { OfferLetterContent } from '../documents/offer-letter-body.ts';
import type { BackgroundDoc } from '../models/background.ts';
import type { OfferLetterRequestDoc } from '../models/offer-letter-request.ts';
import type { SpecializationSelectionDoc } from '../models/specialization-selection.ts';
import type { UserDoc } from './models.ts';

export function backgroundLine(background: BackgroundDoc | null): string | null {
  if (!background) return null;
  if (background.profileType === 'PROFESSIONAL') {
    return `Background: ${background.jobTitle} at ${background.company}, ${background.experienceMonths} months of experience.`;
  }
  return `Background: ${background.educationalLevel} in ${background.branch}, ${background.college}, graduating ${background.graduationYear}.`;
}

export function offerLetterContentFor(input: {
  user: UserDoc;
  selection: SpecializationSelectionDoc;
  background: BackgroundDoc | null;
  request: OfferLetterRequestDoc;
  seller: AppConfig['seller'];
  issuedAt: Date;
  /** The student's cohort: its stipend note and weekdays are printed (the dates come with the selection). */
  cohort: { stipendNote: string; schedule?: { days: string } | null };
}): OfferLetterContent {
  const { user, selection, request, seller } = input;
  return {
    reference: `OL/${user.studentId}`,
    issuedAt: input.issuedAt.toISOString(),
    company: { name: seller.name, address: seller.address, supportEmail: SUPPORT_EMAIL },
    student: { name: user.name ?? user.email, studentId: user.studentId, email: user.email, address: request.addressLine },
    specialization: selection.specialization,
    startDate: selection.startDate,
    startDateCode: selection.startDateCode,
    durationWeeks: selection.durationWeeks,
    stipendNote: input.cohort.stipendNote,
    scheduleDays: input.cohort.schedule?.days,
    backgroundLine: backgroundLine(input.background),
  };
}
