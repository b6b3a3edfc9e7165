/** The welcome card of /dashboard: who is signed in and where (SPEC §2). */
import { Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Me } from '@portal/shared-ui/api/me';
import { displayName } from '../../../lib/display-name';

export function WelcomeCard({ me }: { me: Me }) {
  const navigate = useNavigate();
  const country = me.country || me.countryName || '—';
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22, whiteSpace: 'normal' }}>
          Welcome, {displayName(me)}
        </Typography.Title>
      }
      extra={<Button onClick={() => navigate('/profile')}>Edit profile</Button>}
      style={{ height: '100%' }}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'studentId', label: 'Student ID', children: me.studentId ?? 'Not assigned yet' },
          { key: 'country', label: 'Country', children: country },
          { key: 'state', label: 'State', children: me.state || '—' },
        ]}
      />
    </Card>
  );
}

export function WelcomeCardSkeleton() {
  return (
    <Card style={{ height: '100%' }} aria-busy="true" aria-label="Loading your profile">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
    </Card>
  );
}
