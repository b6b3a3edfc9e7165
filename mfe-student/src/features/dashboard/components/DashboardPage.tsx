/** /dashboard (and /student): the welcome card and the Government ID card (SPEC §2). */
import { Card, Col, Row, Skeleton } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { LoadError } from '../../../components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { useMe } from '../../../hooks/useMe';
import { IdVerificationCard } from './IdVerificationCard';
import { WelcomeCard, WelcomeCardSkeleton } from './WelcomeCard';

export function DashboardPage() {
  const { state, retry } = useMe();
  usePageTitle('Upload your ID');

  if (state.status === 'error') {
    return (
      <PageContainer label="Dashboard">
        <LoadError message={MESSAGES.yourProfileLoadFailed} error={state.error} onRetry={retry} />
      </PageContainer>
    );
  }

  return (
    <PageContainer label="Dashboard">
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} lg={12}>
          {state.status === 'ready' ? <WelcomeCard me={state.me} /> : <WelcomeCardSkeleton />}
        </Col>
        <Col xs={24} lg={12}>
          {state.status === 'ready' ? (
            <IdVerificationCard />
          ) : (
            <Card style={{ height: '100%' }} aria-busy="true">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          )}
        </Col>
      </Row>
    </PageContainer>
  );
}
