import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';

/** /admin: the admin dashboard frame with its quick link to /admin/students. */
export function AdminHomePage() {
  usePageTitle('Admin dashboard');
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1}>Admin dashboard</Typography.Title>
      <Flex gap={16} wrap>
        <Card title="Student payment links" style={{ minWidth: 280, flex: 1 }}>
          <Typography.Paragraph>Assign payment links and verify fees.</Typography.Paragraph>
          <Link to="/admin/students">Open Student Payment Links</Link>
        </Card>
        <Card title="ID proof verification" style={{ minWidth: 280, flex: 1 }}>
          <Typography.Paragraph type="secondary">Review of uploaded government IDs arrives with the ID-proof feature.</Typography.Paragraph>
        </Card>
        <Card title="Authorized signature" style={{ minWidth: 280, flex: 1 }}>
          <Typography.Paragraph type="secondary">The signature printed on offer letters is managed here once offer letters ship.</Typography.Paragraph>
        </Card>
      </Flex>
    </main>
  );
}
