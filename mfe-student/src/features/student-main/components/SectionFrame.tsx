/**
 * A section of /student-main/{section}: Back to Main Dashboard, the section's heading, and its
 * content, or, while the section's journey step is locked, what the step is and what opens it.
 */
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Flex } from 'antd';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StepState } from '@portal/domain/views/journey';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { STEP_DESCRIPTIONS } from '../lib/step-descriptions';

export function SectionFrame({ title, step, children }: { title: string; step?: StepState; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex vertical gap={12}>
      <Link to="/student-main">
        <ArrowLeftOutlined aria-hidden /> Back to Main Dashboard
      </Link>
      <PageHeading style={{ margin: 0, fontSize: 26 }}>{title}</PageHeading>
      {step?.locked ? (
        <Panel>
          <PageText>
            Step {step.number} of your journey: {STEP_DESCRIPTIONS[step.key]}
          </PageText>
          <Alert type="info" showIcon icon={<LockOutlined aria-hidden />} title="This step is locked." description={step.lockedMessage} />
        </Panel>
      ) : (
        children
      )}
    </Flex>
  );
}
