/** /student-main/jobs: job and PPO interviews (SPEC §2). */
import { Alert } from 'antd';
import { JOBS_NOTE } from '@portal/domain/program';

export function JobsSection() {
  return <Alert type="info" showIcon title={JOBS_NOTE} />;
}
