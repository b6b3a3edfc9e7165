/**
 * The student area's pages and the sections of /student-main: the one list this remote renders
 * (App.tsx, app/sections.tsx) and the browser tests weigh (e2e/support/route-budgets.ts). The shell
 * sends /onboarding, /dashboard, /student, /profile and every path under /student-main here; an
 * unknown section of /student-main says so in the dashboard's frame, and any other path shows
 * this area's not-found page. Paths are relative to where the shell mounts the App.
 */
import type { StepKey } from '@portal/domain/journey';

export const STUDENT_ROUTES = [
  { name: 'onboarding', path: 'onboarding' },
  { name: 'profile', path: 'profile' },
  { name: 'dashboard', path: 'dashboard' },
  // The old name of /dashboard.
  { name: 'student', path: 'student' },
  // The dashboard and its sections (STUDENT_SECTIONS), which it routes itself.
  { name: 'main', path: 'student-main/*' },
] as const;

export type StudentRouteName = (typeof STUDENT_ROUTES)[number]['name'];

/**
 * The sections of /student-main/{path} (SPEC §2). A section with a `step` shows the locked
 * explanation instead of its screen while that journey step is locked.
 */
export const STUDENT_SECTIONS = [
  { path: 'id-proof-view', title: 'Your government ID', step: 'id' },
  { path: 'pay', title: 'Pay Fee', step: 'fee' },
  // No step: Fee Bill decides itself, as it also lists invoices while step 3 is locked (one cancelled by Unverify).
  { path: 'billing', title: 'Fee Bill' },
  { path: 'specializations', title: 'Your Selected Path', step: 'specialization' },
  { path: 'background', title: 'Your Background', step: 'background' },
  { path: 'offer-letter', title: 'Internship Offer Letter', step: 'offer' },
  { path: 'offer-letter/sign', title: 'Your Signature', step: 'signature' },
  { path: 'final-offer-letter', title: 'Final Signed Internship Offer Letter', step: 'final' },
  { path: 'jobs', title: 'Jobs/PPO', step: 'jobs' },
  { path: 'training', title: 'Industrial Training' },
  { path: 'internship', title: 'Internship' },
  { path: 'confluence', title: 'Confluence event', step: 'confluence' },
  { path: 'certificates', title: 'Certificates' },
  { path: 'contact', title: 'Contact Us' },
] as const satisfies readonly { path: string; title: string; step?: StepKey }[];

export type StudentSectionPath = (typeof STUDENT_SECTIONS)[number]['path'];
