/**
 * The section of a step whose screen has not shipped yet: what the step is and that it is open.
 * (While the step is locked the frame already explains what opens it.)
 */
import { Alert, Typography } from 'antd';
import { JOURNEY_STEPS, type StepKey } from '@portal/domain/journey';
import { STEP_DESCRIPTIONS } from '../lib/step-descriptions';

export function StepComingSoon({ step }: { step: StepKey }) {
  const definition = JOURNEY_STEPS.find((s) => s.key === step);
  return (
    <>
      <Typography.Paragraph>
        Step {definition?.number} of your journey: {STEP_DESCRIPTIONS[step]}
      </Typography.Paragraph>
      <Alert type="success" showIcon title="This step is open." description="Its screen is being prepared and appears here soon." />
    </>
  );
}
