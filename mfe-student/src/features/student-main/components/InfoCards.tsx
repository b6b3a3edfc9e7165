/** The info cards of /student-main (SPEC §2): training, internship, jobs, Confluence, contact and profile. */
import {
  BookOutlined,
  CheckCircleFilled,
  CalendarOutlined,
  CustomerServiceOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Row } from 'antd';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { SUPPORT_REPLY } from '@portal/domain/program';
import type { StudentEventView } from '@portal/domain/views/event';
import { PENDING, useProgramLabels } from '../../../hooks/use-program-labels';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { studentEventQuery } from '../../../lib/student-event';

interface InfoCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

function InfoCard({ id, icon, title, children, actions }: InfoCardProps) {
  const headingId = `info-${id}-title`;
  return (
    <Panel
      size="small"
      role="region"
      aria-labelledby={headingId}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <SectionHeading level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
        <span aria-hidden>{icon}</span> {title}
      </SectionHeading>
      <PageText style={{ margin: 0 }}>{children}</PageText>
      <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
        {actions}
      </Flex>
    </Panel>
  );
}

/**
 * The card's Register: enabled only while registration is open, it leads to the Confluence section,
 * where the registration is confirmed (the dashboard does not load the dialog's code).
 */
function ConfluenceCardAction({ event }: { event: StudentEventView | undefined }) {
  if (event?.registeredAt) {
    return (
      <Button disabled icon={<CheckCircleFilled aria-hidden />}>
        Registered
      </Button>
    );
  }
  if (!event?.registrationOpen) return <Button disabled>Register</Button>;
  return (
    <LinkButton type="primary" to="/student-main/confluence">
      Register
    </LinkButton>
  );
}

function eventSentence(event: StudentEventView | undefined): string {
  if (!event) return `The annual event. ${PENDING}`;
  const state = event.registeredAt ? 'You are registered.' : event.registrationOpen ? 'Registration is open.' : `${EVENT_MESSAGES.closed}.`;
  return `The annual event on ${event.dateLabel}. ${state}`;
}

export function InfoCards() {
  const labels = useProgramLabels()?.labels;
  const event = useQuery(studentEventQuery).data;
  const cards: InfoCardProps[] = [
    {
      id: 'training',
      icon: <BookOutlined />,
      title: 'Industrial Training',
      children: `${labels ? `Four weeks live online, ${labels.trainingDates}, ${labels.trainingHours}.` : `Four weeks live online. ${PENDING}`} Join your sessions and find their recordings here.`,
      actions: <LinkButton to="/student-main/training">Sessions and attendance</LinkButton>,
    },
    {
      id: 'internship',
      icon: <SolutionOutlined />,
      title: 'Internship',
      children: `Free and guaranteed, starting ${labels?.internshipStartDays ?? PENDING}.`,
      actions: <LinkButton to="/student-main/internship">About the internship</LinkButton>,
    },
    {
      id: 'jobs',
      icon: <RocketOutlined />,
      title: 'Jobs/PPO',
      children: 'Job and Pre-Placement Offer interviews in your specialization.',
      actions: <LinkButton to="/student-main/jobs">Jobs/PPO</LinkButton>,
    },
    {
      id: 'confluence',
      icon: <CalendarOutlined />,
      title: 'Confluence event',
      children: eventSentence(event),
      actions: (
        <>
          <ConfluenceCardAction event={event} />
          <LinkButton to="/student-main/confluence" type="link">
            Event details
          </LinkButton>
        </>
      ),
    },
    {
      id: 'certificates',
      icon: <SafetyCertificateOutlined />,
      title: 'Certificates',
      children: 'Training, internship, excellent performance and recommendation, each digitally signed and verifiable.',
      actions: <LinkButton to="/student-main/certificates">Your certificates</LinkButton>,
    },
    {
      id: 'contact',
      icon: <CustomerServiceOutlined />,
      title: 'Contact Us',
      children: `${SUPPORT_EMAIL}. ${SUPPORT_REPLY}`,
      actions: <LinkButton to="/student-main/contact">Contact support</LinkButton>,
    },
    {
      id: 'profile',
      icon: <UserOutlined />,
      title: 'Profile',
      children: 'Your name, phone, country and state.',
      actions: <LinkButton to="/profile">Open Profile</LinkButton>,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.id} xs={24} sm={12} xl={8}>
          <InfoCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
