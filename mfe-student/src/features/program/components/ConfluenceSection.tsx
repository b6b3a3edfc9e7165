/** /student-main/confluence: the annual event; registration is not open yet (SPEC §1, §2). */
import { Button, Flex } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { CONFLUENCE_NOTE } from '@portal/domain/program';
import { PENDING, useProgramLabels } from '../../../hooks/use-program-labels';

export function ConfluenceSection() {
  const labels = useProgramLabels()?.labels;
  return (
    <Panel>
      <Flex vertical gap={12} align="start">
        <PageText style={{ margin: 0 }}>
          The annual Confluence event takes place on <strong>{labels?.eventDate ?? PENDING}</strong>. {labels?.eventDetails}
        </PageText>
        <PageText strong style={{ margin: 0 }}>
          {CONFLUENCE_NOTE}
        </PageText>
        <Button type="primary" disabled>
          Register
        </Button>
      </Flex>
    </Panel>
  );
}
