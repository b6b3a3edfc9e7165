/** A student's background as the student and an admin see it (domain/views/background). */
import type { Background } from '@portal/domain/background';
import type { BackgroundView } from '@portal/domain/views/background';
import type { BackgroundDoc } from '../../models/background.ts';

export function toBackgroundView(doc: BackgroundDoc | null): BackgroundView {
  return {
    status: doc ? 'SUBMITTED' : 'NOT_SUBMITTED',
    finalized: !!doc,
    profileType: (doc?.profileType as Background['profileType'] | undefined) ?? null,
    educationalLevel: (doc?.educationalLevel as Background['educationalLevel'] | undefined) ?? null,
    graduationYear: doc?.graduationYear ?? null,
    college: doc?.college ?? null,
    branch: doc?.branch ?? null,
    jobTitle: doc?.jobTitle ?? null,
    company: doc?.company ?? null,
    experienceMonths: doc?.experienceMonths ?? null,
    linkedinProfile: doc?.linkedinProfile ?? null,
    submittedAt: doc ? doc.submittedAt.toISOString() : null,
  };
}
