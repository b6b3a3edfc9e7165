import { Typography } from 'antd';
import { Link } from 'react-router-dom';

/** /admin/students: Student Payment Links (table and actions arrive with the payments feature). */
export function StudentPaymentsPage() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Link to="/admin">← Admin dashboard</Link>
      <Typography.Title level={1}>Student Payment Links</Typography.Title>
      <Typography.Paragraph type="secondary">Payment links and fee verification are managed here.</Typography.Paragraph>
    </main>
  );
}
