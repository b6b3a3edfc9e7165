/**
 * The sections of /student-main/{path} (SPEC §2), composed here so each feature adds one entry.
 * An entry with a `step` shows the locked explanation instead of its element while that journey
 * step is locked.
 */
import { BackgroundSection } from '../features/background/components/BackgroundSection';
import { BillingSection } from '../features/fees/components/BillingSection';
import { PaySection } from '../features/fees/components/PaySection';
import { IdProofPreview } from '../features/id-proof/components/IdProofPreview';
import { FinalOfferLetterSection } from '../features/offer-letter/components/FinalOfferLetterSection';
import { OfferLetterSection } from '../features/offer-letter/components/OfferLetterSection';
import { SignOfferLetterSection } from '../features/offer-letter/components/SignOfferLetterSection';
import { ConfluenceSection } from '../features/program/components/ConfluenceSection';
import { ContactSection } from '../features/program/components/ContactSection';
import { InternshipSection } from '../features/program/components/InternshipSection';
import { JobsSection } from '../features/program/components/JobsSection';
import { TrainingSection } from '../features/program/components/TrainingSection';
import { SpecializationSection } from '../features/specialization/components/SpecializationSection';
import type { StudentSection } from '../features/student-main/lib/student-section';

export const sections: readonly StudentSection[] = [
  { path: 'id-proof-view', title: 'Your government ID', step: 'id', element: <IdProofPreview /> },
  { path: 'pay', title: 'Pay Fee', step: 'fee', element: <PaySection /> },
  // No step: Fee Bill decides itself, as it also lists invoices while step 3 is locked (one cancelled by Unverify).
  { path: 'billing', title: 'Fee Bill', element: <BillingSection /> },
  { path: 'specializations', title: 'Your Selected Path', step: 'specialization', element: <SpecializationSection /> },
  { path: 'background', title: 'Your Background', step: 'background', element: <BackgroundSection /> },
  { path: 'offer-letter', title: 'Internship Offer Letter', step: 'offer', element: <OfferLetterSection /> },
  { path: 'offer-letter/sign', title: 'Your Signature', step: 'signature', element: <SignOfferLetterSection /> },
  { path: 'final-offer-letter', title: 'Final Signed Internship Offer Letter', step: 'final', element: <FinalOfferLetterSection /> },
  { path: 'jobs', title: 'Jobs/PPO', step: 'jobs', element: <JobsSection /> },
  { path: 'training', title: 'Industrial Training', element: <TrainingSection /> },
  { path: 'internship', title: 'Internship', element: <InternshipSection /> },
  { path: 'confluence', title: 'Confluence event', step: 'confluence', element: <ConfluenceSection /> },
  { path: 'contact', title: 'Contact Us', element: <ContactSection /> },
];
