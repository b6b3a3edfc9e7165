/** /profile: edit the profile, with the read-only Student ID and the ID-verification lock (SPEC §2, §6). */
import { Alert, Flex, Form, Skeleton } from 'antd';
// The plain field only (see ProfileForm).
import Input from 'antd/es/input/Input';
import { MESSAGES } from '@portal/domain/messages';
import type { Me } from '@portal/shared-ui/api/me';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { PageHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { useSession } from '@portal/shared-ui/session/session-store';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { lockedNote, missingProfileFields } from '../lib/profile-values';
import { ProfileForm } from './ProfileForm';
import { YourDataPanel } from './YourDataPanel';

function ReadOnlyRows({ me }: { me: Me }) {
  return (
    <>
      <Form.Item label="Student ID" htmlFor="profile-student-id">
        <Input id="profile-student-id" value={me.studentId ?? 'Not assigned yet'} readOnly variant="filled" />
      </Form.Item>
      <Form.Item label="Email" htmlFor="profile-email">
        <Input id="profile-email" value={me.email} readOnly variant="filled" />
      </Form.Item>
    </>
  );
}

export function ProfilePage() {
  const { data: me, isError, isFetching, error, refetch } = useMe();
  usePageTitle('Your profile');
  const missing = me ? missingProfileFields(me) : [];
  const locked = !!me?.idVerified;

  return (
    <PageContainer width={720} label="Profile">
      <Panel styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        <PageHeading style={{ fontSize: 26 }}>Your profile</PageHeading>

        {!me && isFetching && <Skeleton active paragraph={{ rows: 8 }} />}
        {!me && isError && !isFetching && (
          <LoadError message={MESSAGES.yourProfileLoadFailed} error={error} onRetry={() => void refetch()} />
        )}
        {me && (
          <Flex vertical gap={16}>
            {missing.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`Your profile is incomplete. Missing: ${missing.join(', ')}.`}
                description={
                  <Flex vertical align="start" gap={8}>
                    <span>Finish your profile to continue: the required fields are collected on the onboarding page.</span>
                    <LinkButton type="primary" to="/onboarding">
                      Finish Profile
                    </LinkButton>
                  </Flex>
                }
              />
            )}
            {locked && <Alert type="info" role="note" showIcon title={lockedNote(me.studentId)} />}
            <ProfileForm
              me={me}
              lockIdentity={locked}
              successMessage={MESSAGES.profileUpdated}
              failureMessage={MESSAGES.updateFailed}
              header={<ReadOnlyRows me={me} />}
              // The ID screen until the ID is verified; the main dashboard after (SPEC §2: a verified student works there).
              extraActions={<LinkButton to={locked ? '/student-main' : '/dashboard'}>Back to Dashboard</LinkButton>}
              onSaved={(saved) => {
                if (saved.profileComplete) useSession.getState().setProfileComplete(true);
              }}
            />
            <YourDataPanel />
          </Flex>
        )}
      </Panel>
    </PageContainer>
  );
}
