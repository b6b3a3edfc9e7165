/** /student-main/confluence: the annual event of the student's cohort (SPEC §1, §2; step 10), and registration once the program opens it. */
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Skeleton } from 'antd';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { EventRegisterButton } from './EventRegisterButton';
import { studentEventQuery } from '../../../lib/student-event';

export function ConfluenceSection() {
  const event = useQuery(studentEventQuery);
  if (!event.data) {
    return <Panel>{event.isError ? <Alert type="error" showIcon title="The event could not be loaded." /> : <Skeleton active />}</Panel>;
  }
  const e = event.data;
  return (
    <Panel>
      <Flex vertical gap={12} align="start">
        <PageText style={{ margin: 0 }}>
          The annual Confluence event takes place on <strong>{e.dateLabel}</strong>. {e.detailsLabel}
        </PageText>
        {e.registeredAt ? (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleFilled />}
            title={`You registered on ${formatDateTime(e.registeredAt)}.`}
            description="Your confirmation mail has a calendar file for the event."
          />
        ) : e.registrationOpen ? (
          <PageText strong style={{ margin: 0 }}>
            Registration is open.
          </PageText>
        ) : (
          <PageText strong style={{ margin: 0 }}>
            {EVENT_MESSAGES.closed}
          </PageText>
        )}
        <EventRegisterButton />
      </Flex>
    </Panel>
  );
}
