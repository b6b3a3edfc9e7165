/**
 * A section of /student-main/{section}: Back to Main Dashboard, the section's heading, and its
 * content, or, while the section's journey step is locked, what the step is and what opens it.
 */
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { stepLockedMessage, type StepState } from '@portal/domain/journey';
import { Link } from 'react-router-dom';
import { STEP_DESCRIPTIONS } from '../lib/step-descriptions';

export function BackToMain() {
  return (
    <Link to="/student-main">
      <ArrowLeftOutlined aria-hidden /> Back to Main Dashboard
    </Link>
  );
}

export function SectionFrame({ title, step, children }: { title: string; step?: StepState; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <BackToMain />
      <Card styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        {step?.locked ? (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              Step {step.number} of your journey: {STEP_DESCRIPTIONS[step.key]}
            </Typography.Paragraph>
            <Alert type="info" showIcon icon={<LockOutlined aria-hidden />} title="This step is locked." description={stepLockedMessage(step.key)} />
          </Flex>
        ) : (
          children
        )}
      </Card>
    </Flex>
  );
}
