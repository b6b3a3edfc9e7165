/**
 * The screen of each section of /student-main/{path} (app/routes.ts lists them, with their titles
 * and journey steps), composed here so each feature adds one entry. Each section is its own
 * chunk, loaded when it is opened.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import type { StudentSection } from '../features/student-main/lib/student-section';
import { STUDENT_SECTIONS, type StudentSectionPath } from './routes';

/** A section's element, its code loaded on first display (the frame and its title show meanwhile). */
function lazySection<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Section = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<Spinner />}>
      <Section />
    </Suspense>
  );
}

const ELEMENTS: Record<StudentSectionPath, ReactNode> = {
  'id-proof-view': lazySection(() => import('../features/id-proof/components/IdProofPreview'), 'IdProofPreview'),
  pay: lazySection(() => import('../features/fees/components/PaySection'), 'PaySection'),
  billing: lazySection(() => import('../features/fees/components/BillingSection'), 'BillingSection'),
  specializations: lazySection(() => import('../features/specialization/components/SpecializationSection'), 'SpecializationSection'),
  background: lazySection(() => import('../features/background/components/BackgroundSection'), 'BackgroundSection'),
  'offer-letter': lazySection(() => import('../features/offer-letter/components/OfferLetterSection'), 'OfferLetterSection'),
  'offer-letter/sign': lazySection(() => import('../features/offer-letter/components/SignOfferLetterSection'), 'SignOfferLetterSection'),
  'final-offer-letter': lazySection(() => import('../features/offer-letter/components/FinalOfferLetterSection'), 'FinalOfferLetterSection'),
  jobs: lazySection(() => import('../features/jobs/components/JobsSection'), 'JobsSection'),
  training: lazySection(() => import('../features/training/components/TrainingSection'), 'TrainingSection'),
  internship: lazySection(() => import('../features/internship/components/InternshipSection'), 'InternshipSection'),
  confluence: lazySection(() => import('../features/confluence/components/ConfluenceSection'), 'ConfluenceSection'),
  certificates: lazySection(() => import('../features/certificates/components/CertificatesSection'), 'CertificatesSection'),
  contact: lazySection(() => import('../features/program/components/ContactSection'), 'ContactSection'),
};

export const sections: readonly StudentSection[] = STUDENT_SECTIONS.map((section) => ({ ...section, element: ELEMENTS[section.path] }));
