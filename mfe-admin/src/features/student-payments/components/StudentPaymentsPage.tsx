/** /admin/students: Student Payment Links (SPEC §2): search, filter pills with counts, the table and its modals. */
import { Alert, Button } from 'antd';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { usePaymentLinkDialog } from '../hooks/use-payment-link-dialog';
import { useStudentActions } from '../hooks/use-student-actions';
import { useStudentPage } from '../hooks/use-student-page';
import { useVerifyDialog } from '../hooks/use-verify-dialog';
import { failureMessage } from '../lib/failure-message';
import { PaymentAttention } from './PaymentAttention';
import { StudentFilters } from './StudentFilters';
import { StudentPaymentsTable } from './StudentPaymentsTable';

export function StudentPaymentsPage() {
  usePageTitle('Student Payment Links');
  const { query, update, page } = useStudentPage();
  const actions = useStudentActions();
  const linkDialog = usePaymentLinkDialog(actions);
  const verifyDialog = useVerifyDialog(actions);

  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
      <Link to="/admin">← Admin dashboard</Link>
      <PageHeading style={{ fontSize: 28, marginTop: 8 }}>Student Payment Links</PageHeading>
      <PageText secondary>
        Assign each student's payment link, then verify the fee once the payment has arrived. Verifying issues the GST tax invoice.
      </PageText>
      <PaymentAttention />
      <StudentFilters
        query={query.query}
        link={query.link}
        fee={query.fee}
        erased={query.erased}
        counts={page.data?.counts ?? null}
        onSearch={(text) => update({ query: text })}
        onLink={(link) => update({ link })}
        onFee={(fee) => update({ fee })}
        onErased={(erased) => update({ erased })}
      />
      {page.isError && !page.isFetching && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failureMessage('load', page.error)}
          action={
            <Button size="small" onClick={() => void page.refetch()}>
              Retry
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <StudentPaymentsTable
        data={page.data ?? null}
        loading={page.isFetching}
        onPage={(page, size) => update({ page, size })}
        onSetLink={linkDialog.open}
        onClearLink={(row) => void actions.clearLink(row)}
        onVerify={verifyDialog.open}
        onUnverify={(row) => void actions.unverify(row)}
        isBusy={actions.isBusy}
      />
      {linkDialog.dialog}
      {verifyDialog.dialog}
    </main>
  );
}
