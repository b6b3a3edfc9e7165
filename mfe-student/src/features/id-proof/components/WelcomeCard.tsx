/** The welcome card of /dashboard: who is signed in and where (SPEC §2). */
import { Descriptions, Flex, Skeleton } from 'antd';
import { PageHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import type { Me } from '@portal/shared-ui/api/me';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { displayName } from '../../../lib/display-name';

export function WelcomeCard({ me }: { me: Me }) {
  const country = me.country || me.countryName || '—';
  return (
    <Panel
      title={
        // One wrapping row instead of title + extra: on a phone the button moves below a long name.
        <Flex wrap align="center" justify="space-between" gap={8} style={{ paddingBlock: 8 }}>
          <PageHeading style={{ margin: 0, fontSize: 22 }}>Welcome, {displayName(me)}</PageHeading>
          <LinkButton to="/profile">Edit profile</LinkButton>
        </Flex>
      }
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
    </Panel>
  );
}

export function WelcomeCardSkeleton() {
  return (
    <Panel style={{ height: '100%' }} aria-busy="true" aria-label="Loading your profile">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
    </Panel>
  );
}
