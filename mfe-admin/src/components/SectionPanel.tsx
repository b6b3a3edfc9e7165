/** An area of an admin page: a panel named by its heading (a region), with the area's main action beside the heading. */
import { Flex } from 'antd';
import { useId, type ReactNode } from 'react';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';

export function SectionPanel({ heading, action, children }: { heading: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      title={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <SectionHeading id={headingId} style={{ margin: 0, fontSize: 18 }}>
            {heading}
          </SectionHeading>
          {action}
        </Flex>
      }
    >
      {children}
    </Panel>
  );
}
