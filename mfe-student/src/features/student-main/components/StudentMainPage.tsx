/** /student-main/*: the full dashboard, which opens once the ID is verified (later issues fill it). */
import { LockOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { PageContainer } from '../../../components/PageContainer';

export function StudentMainPage() {
  usePageTitle('Student dashboard');
  return (
    <PageContainer width={720} label="Student dashboard">
      <Card styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          <LockOutlined aria-hidden /> Your dashboard opens once your ID is verified
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Upload your government ID on the verification screen. After approval your ten-step journey appears here.
        </Typography.Paragraph>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Card>
    </PageContainer>
  );
}
