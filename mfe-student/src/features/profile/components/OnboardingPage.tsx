/**
 * /onboarding: a friendly first step that collects the profile, then on to the dashboard. A light
 * screen (300 KB budget): Panel and PageHeading instead of antd Card (which always loads Tabs) and Typography.
 */
import { Alert, Flex, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPathOf } from '@portal/domain/return-path';
import { MESSAGES } from '@portal/domain/messages';
import { homeForRole } from '@portal/domain/routes';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { useSession } from '@portal/shared-ui/session/session-store';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { lockedNote } from '../lib/profile-values';
import { ProfileForm } from './ProfileForm';

export function OnboardingPage() {
  const navigate = useNavigate();
  // The page that asked for the sign-in before the profile was complete (`?next=`): where saving leads.
  const next = returnPathOf(useLocation().search);
  const { data: me, isError, isFetching, error, refetch } = useMe();
  usePageTitle('Set up your profile');

  return (
    <PageContainer width={720} label="Onboarding">
      <Panel styles={{ body: { padding: 'clamp(16px, 5vw, 24px)' } }}>
        <PageHeading style={{ fontSize: 26 }}>Let's set up your profile</PageHeading>
        <PageText>
          Welcome aboard! A few details and you are ready to start your journey from training to internship to a job or PPO.
        </PageText>
        <PageText secondary>
          Enter your full name exactly as it appears on your government ID — we check it against the ID you upload next. If you live in
          India, your state is needed for GST billing on your invoice.
        </PageText>

        {!me && isFetching && <Skeleton active paragraph={{ rows: 6 }} />}
        {!me && isError && !isFetching && <LoadError message={MESSAGES.profileLoadFailed} error={error} onRetry={() => void refetch()} />}
        {me && (
          <Flex vertical gap={16}>
            {me.idVerified && <Alert type="info" role="note" showIcon title={lockedNote(me.studentId)} />}
            <ProfileForm
              me={me}
              lockIdentity={!!me.idVerified}
              successMessage={MESSAGES.profileSaved}
              failureMessage={MESSAGES.saveFailed}
              extraActions={me.profileComplete ? <LinkButton to={homeForRole(me.role)}>Back to Dashboard</LinkButton> : undefined}
              onSaved={(saved) => {
                useSession.getState().setProfileComplete(true);
                void navigate(next ?? homeForRole(saved.role ?? me.role), { replace: true });
              }}
            />
          </Flex>
        )}
      </Panel>
    </PageContainer>
  );
}
