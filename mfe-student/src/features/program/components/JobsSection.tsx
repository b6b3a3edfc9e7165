/** /student-main/jobs: job and PPO interviews (SPEC §2). */
import { Alert, Card } from 'antd';
import { JOBS_NOTE } from '@portal/domain/program';

export function JobsSection() {
  return (
    <Card>
      <Alert type="info" showIcon title={JOBS_NOTE} />
    </Card>
  );
}
