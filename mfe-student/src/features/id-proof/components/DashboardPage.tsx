/** /dashboard (and /student), the ID verification screen: the welcome card and the Government ID card (SPEC §2). */
import { Col, Row } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { useMe } from '../../../hooks/useMe';
import { IdProofCard } from './IdProofCard';
import { useIdProof } from '../hooks/use-id-proof';
import { useRedirectOnceVerified } from '../hooks/use-redirect-once-verified';
import { WelcomeCard, WelcomeCardSkeleton } from './WelcomeCard';

export function DashboardPage() {
  const { state, retry } = useMe();
  usePageTitle('Upload your ID');
  const idProof = useIdProof();
  useRedirectOnceVerified(state.me?.id, idProof.proof?.status);

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
          <IdProofCard proof={idProof.proof} loadError={idProof.error} onRetry={() => void idProof.reload()} onUploaded={idProof.set} />
        </Col>
      </Row>
    </PageContainer>
  );
}
