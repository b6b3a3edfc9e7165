/** /dashboard (and /student), the ID verification screen: the welcome card and the Government ID card (SPEC §2). */
import { Col, Row } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { IdProofCard } from './IdProofCard';
import { useIdProof } from '../hooks/use-id-proof';
import { useRedirectOnceVerified } from '../hooks/use-redirect-once-verified';
import { WelcomeCard, WelcomeCardSkeleton } from './WelcomeCard';

export function DashboardPage() {
  const me = useMe();
  usePageTitle('Upload your ID');
  const idProof = useIdProof();
  useRedirectOnceVerified(me.data?.id, idProof.proof?.status);

  if (me.isError && !me.isFetching) {
    return (
      <PageContainer label="Dashboard">
        <LoadError message={MESSAGES.yourProfileLoadFailed} error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    );
  }

  return (
    <PageContainer label="Dashboard">
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} lg={12}>
          {me.data ? <WelcomeCard me={me.data} /> : <WelcomeCardSkeleton />}
        </Col>
        <Col xs={24} lg={12}>
          <IdProofCard proof={idProof.proof} loadError={idProof.error} onRetry={() => void idProof.reload()} onUploaded={idProof.set} />
        </Col>
      </Row>
    </PageContainer>
  );
}
