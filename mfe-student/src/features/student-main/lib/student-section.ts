import type { ReactNode } from 'react';
import type { StepKey } from '@portal/domain/journey';

/** One section of /student-main/{path}; the app layer lists them (app/sections.tsx). */
export interface StudentSection {
  /** Sub-path below /student-main, e.g. 'pay' or 'offer-letter/sign'. */
  path: string;
  /** The section's heading (its page's h1). */
  title: string;
  element: ReactNode;
  /** The journey step the section works on: while it is locked the frame explains why instead. */
  step?: StepKey;
}
