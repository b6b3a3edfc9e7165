/** The student area's page frame below the shell header: centred, padded, narrower on forms. */
import type { ReactNode } from 'react';

export function PageContainer({ children, width = 1100, label }: { children: ReactNode; width?: number; label?: string }) {
  return (
    <main aria-label={label} style={{ maxWidth: width, margin: '0 auto', padding: 'clamp(12px, 4vw, 24px)', boxSizing: 'border-box' }}>
      {children}
    </main>
  );
}
