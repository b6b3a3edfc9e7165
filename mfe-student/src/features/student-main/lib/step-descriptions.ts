/** What each journey step is, in a sentence, for its card and its section (SPEC §1, §4). */
import type { StepKey } from '@portal/domain/journey';

export const STEP_DESCRIPTIONS: Readonly<Record<StepKey, string>> = {
  id: 'Upload your government ID; an admin checks it against your profile.',
  fee: 'Pay the training fee through the payment link an admin assigns to you.',
  invoice: 'Your GST invoice for the training fee, issued once the payment is verified.',
  specialization: 'Choose your specialization, internship start date and duration. Final once confirmed.',
  background: 'Tell us about your studies or your work experience. Final once submitted.',
  offer: 'Request your internship offer letter with your mailing address, then read the draft.',
  signature: 'Sign your internship offer letter on screen.',
  final: 'Download your final internship offer letter, signed by both sides.',
  jobs: 'Job or PPO interviews are scheduled here when slots open.',
  confluence: 'Register for the annual Confluence event of your cohort.',
};
