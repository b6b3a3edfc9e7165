/** /student-main itself: the welcome with the ten step chips and progress, the cards of steps 1-9 and the info cards (SPEC §2). */
import { Col, Flex, Row, Skeleton } from 'antd';
import { PageHeading, PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useNavigate } from 'react-router-dom';
import type { JourneyState } from '@portal/domain/views/journey';
import type { Me } from '@portal/shared-ui/api/me';
import { StepChips } from '@portal/shared-ui/components/StepChips';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { displayName } from '../../../lib/display-name';
import { InfoCards } from './InfoCards';
import { StepCard } from './StepCard';

export function MainOverview({ me, journey }: { me: Me | null; journey: JourneyState }) {
  const navigate = useNavigate();
  usePageTitle('Student dashboard');
  return (
    <Flex vertical gap={24}>
      <Panel styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        {me ? (
          <>
            <PageHeading style={{ marginTop: 0, fontSize: 26 }}>Welcome, {displayName(me)}</PageHeading>
            <PageText>
              Student ID: <Text strong>{me.studentId ?? 'Not assigned yet'}</Text>
            </PageText>
          </>
        ) : (
          <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1 }} aria-label="Loading your profile" />
        )}
        <StepChips
          steps={journey.steps}
          progressLabel={journey.progressLabel}
          onSelect={(step) => navigate(`/student-main/${step.section}`)}
        />
      </Panel>

      <section aria-labelledby="steps-title">
        <SectionHeading id="steps-title" style={{ fontSize: 20 }}>
          Your steps
        </SectionHeading>
        <Row gutter={[16, 16]}>
          {journey.steps
            .filter((s) => s.number <= 9)
            .map((step) => (
              <Col key={step.key} xs={24} sm={12} xl={8}>
                <StepCard step={step} />
              </Col>
            ))}
        </Row>
      </section>

      <section aria-labelledby="info-title">
        <SectionHeading id="info-title" style={{ fontSize: 20 }}>
          Program and help
        </SectionHeading>
        <InfoCards />
      </section>
    </Flex>
  );
}
