/** A section that opens once the specialization is final (step 4): the API's 409 reason, with the way to the step. */
import { LockOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { messageOf, type ApiError } from '@portal/shared-ui/api/api-client';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { Panel } from '@portal/shared-ui/components/Panel';

export function SpecializationLocked({ title, error }: { title: string; error: ApiError }) {
  return (
    <Panel>
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined aria-hidden />}
        title={title}
        description={messageOf(error, '')}
        action={
          <LinkButton to="/student-main/specializations" type="primary">
            Choose Specialization
          </LinkButton>
        }
      />
    </Panel>
  );
}
