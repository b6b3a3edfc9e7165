/** One part of a section's page: a region named by its h2 (each part is a landmark a screen reader lists). */
import type { ReactNode } from 'react';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';

export function RegionPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel role="region" aria-labelledby={id}>
      <SectionHeading level={2} id={id} style={{ marginTop: 0, fontSize: 20 }}>
        {title}
      </SectionHeading>
      {children}
    </Panel>
  );
}
