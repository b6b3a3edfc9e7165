/** /student-main/confluence: the annual event; registration is not open yet (SPEC §1, §2). */
import { Button, Flex } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { CONFLUENCE_NOTE, EVENT_DATE, EVENT_DETAILS_NOTE } from '@portal/domain/program';

export function ConfluenceSection() {
  return (
    <Panel>
      <Flex vertical gap={12} align="start">
        <PageText style={{ margin: 0 }}>
          The annual Confluence event takes place on <strong>{EVENT_DATE}</strong>. {EVENT_DETAILS_NOTE}
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
