/**
 * The sections of /student-main/{path} (SPEC §2), composed here so each feature adds one entry.
 * An entry with a `step` shows the locked explanation instead of its element while that journey
 * step is locked. Each section is its own chunk, loaded when it is opened.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import type { StudentSection } from '../features/student-main/lib/student-section';

/** A section's element, its code loaded on first display (the frame and its title show meanwhile). */
function lazySection<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Section = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<Spinner />}>
      <Section />
    </Suspense>
  );
}

export const sections: readonly StudentSection[] = [
  {
    path: 'id-proof-view',
    title: 'Your government ID',
    step: 'id',
    element: lazySection(() => import('../features/id-proof/components/IdProofPreview'), 'IdProofPreview'),
  },
  {
    path: 'pay',
    title: 'Pay Fee',
    step: 'fee',
    element: lazySection(() => import('../features/fees/components/PaySection'), 'PaySection'),
  },
  // No step: Fee Bill decides itself, as it also lists invoices while step 3 is locked (one cancelled by Unverify).
  {
    path: 'billing',
    title: 'Fee Bill',
    element: lazySection(() => import('../features/fees/components/BillingSection'), 'BillingSection'),
  },
  {
    path: 'specializations',
    title: 'Your Selected Path',
    step: 'specialization',
    element: lazySection(() => import('../features/specialization/components/SpecializationSection'), 'SpecializationSection'),
  },
  {
    path: 'background',
    title: 'Your Background',
    step: 'background',
    element: lazySection(() => import('../features/background/components/BackgroundSection'), 'BackgroundSection'),
  },
  {
    path: 'offer-letter',
    title: 'Internship Offer Letter',
    step: 'offer',
    element: lazySection(() => import('../features/offer-letter/components/OfferLetterSection'), 'OfferLetterSection'),
  },
  {
    path: 'offer-letter/sign',
    title: 'Your Signature',
    step: 'signature',
    element: lazySection(() => import('../features/offer-letter/components/SignOfferLetterSection'), 'SignOfferLetterSection'),
  },
  {
    path: 'final-offer-letter',
    title: 'Final Signed Internship Offer Letter',
    step: 'final',
    element: lazySection(() => import('../features/offer-letter/components/FinalOfferLetterSection'), 'FinalOfferLetterSection'),
  },
  {
    path: 'jobs',
    title: 'Jobs/PPO',
    step: 'jobs',
    element: lazySection(() => import('../features/jobs/components/JobsSection'), 'JobsSection'),
  },
  {
    path: 'training',
    title: 'Industrial Training',
    element: lazySection(() => import('../features/program/components/TrainingSection'), 'TrainingSection'),
  },
  {
    path: 'internship',
    title: 'Internship',
    element: lazySection(() => import('../features/program/components/InternshipSection'), 'InternshipSection'),
  },
  {
    path: 'confluence',
    title: 'Confluence event',
    step: 'confluence',
    element: lazySection(() => import('../features/confluence/components/ConfluenceSection'), 'ConfluenceSection'),
  },
  {
    path: 'certificates',
    title: 'Certificates',
    element: lazySection(() => import('../features/certificates/components/CertificatesSection'), 'CertificatesSection'),
  },
  {
    path: 'contact',
    title: 'Contact Us',
    element: lazySection(() => import('../features/program/components/ContactSection'), 'ContactSection'),
  },
];
