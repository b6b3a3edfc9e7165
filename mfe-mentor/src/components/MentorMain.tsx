/** The frame of every mentor page: one main landmark, as wide as the other areas' pages. */
import type { ReactNode } from 'react';

export function MentorMain({ children }: { children: ReactNode }) {
  return <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 4vw, 24px)', boxSizing: 'border-box' }}>{children}</main>;
}
