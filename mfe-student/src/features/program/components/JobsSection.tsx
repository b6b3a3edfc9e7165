/** /student-main/jobs: job and PPO interviews (SPEC §2). */
import { Alert } from 'antd';
import { Panel } from '@portal/shared-ui/components/Panel';
import { JOBS_NOTE } from '@portal/domain/program';

export function JobsSection() {
  return (
    <Panel>
      <Alert type="info" showIcon title={JOBS_NOTE} />
    </Panel>
  );
}
