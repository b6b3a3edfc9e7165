/** /student-main itself: the welcome with the ten step chips and progress, the cards of steps 1-9 and the info cards (SPEC §2). */
import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useNavigate } from 'react-router-dom';
import type { JourneyState } from '@portal/domain/journey';
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
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
              Welcome, {displayName(me)}
            </Typography.Title>
            <Typography.Paragraph>
              Student ID: <Typography.Text strong>{me.studentId ?? 'Not assigned yet'}</Typography.Text>
            </Typography.Paragraph>
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
        <Typography.Title id="steps-title" level={2} style={{ fontSize: 20 }}>
          Your steps
        </Typography.Title>
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
        <Typography.Title id="info-title" level={2} style={{ fontSize: 20 }}>
          Program and help
        </Typography.Title>
        <InfoCards />
      </section>
    </Flex>
  );
}
