/** A journey step's card on /student-main: done, open, locked (with what unlocks it) or not open yet (why), leading to its section. */
import { CheckCircleOutlined, ClockCircleOutlined, LockOutlined, RightCircleOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import type { StepState } from '@portal/domain/views/journey';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { stepChipState } from '@portal/shared-ui/components/StepChips';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { STEP_DESCRIPTIONS } from '../lib/step-descriptions';

const STATE_TAG = {
  done: { tone: 'success', icon: <CheckCircleOutlined aria-hidden />, text: 'Done' },
  open: { tone: 'info', icon: <RightCircleOutlined aria-hidden />, text: 'Open' },
  locked: { tone: 'neutral', icon: <LockOutlined aria-hidden />, text: 'Locked' },
  waiting: { tone: 'neutral', icon: <ClockCircleOutlined aria-hidden />, text: 'Not open yet' },
} as const;

export function StepCard({ step }: { step: StepState }) {
  const state = stepChipState(step);
  const tag = STATE_TAG[state];
  const headingId = `step-${step.key}-title`;
  const action = state === 'done' ? 'View' : state === 'open' ? 'Continue' : 'Details';
  return (
    <Panel
      size="small"
      role="region"
      aria-labelledby={headingId}
      data-step={step.key}
      data-state={state}
      style={{ height: '100%', background: state === 'locked' || state === 'waiting' ? '#fafafa' : undefined }}
      styles={{ body: { height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <SectionHeading level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {step.number}. {step.label}
        </SectionHeading>
        <StatusTag tone={tag.tone} icon={tag.icon}>
          {tag.text}
        </StatusTag>
      </Flex>
      <PageText style={{ margin: 0 }}>{STEP_DESCRIPTIONS[step.key]}</PageText>
      {(state === 'locked' || state === 'waiting') && (
        <PageText secondary style={{ margin: 0 }}>
          {state === 'locked' ? <LockOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />} {step.lockedMessage}
        </PageText>
      )}
      <div style={{ marginTop: 'auto' }}>
        <LinkButton
          to={`/student-main/${step.section}`}
          type={state === 'open' ? 'primary' : 'default'}
          aria-label={`${action}: step ${step.number}, ${step.label}`}
        >
          {action}
        </LinkButton>
      </div>
    </Panel>
  );
}
