/** A student's current ID proof on their page (issue 21): its state, the admin's actions on it, and its history. */
import { Flex } from 'antd';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { FactList } from '../../../components/FactList';
import { useRejectDialog } from '../hooks/use-reject-dialog';
import { useReviewActions } from '../hooks/use-review-actions';
import { useViewIdFile } from '../hooks/use-view-id-file';
import { AuditHistory } from './AuditHistory';
import { IdProofActions } from './IdProofActions';

export function StudentIdProof({ proof }: { proof: AdminIdProof | null }) {
  const actions = useReviewActions();
  const viewFile = useViewIdFile();
  const reject = useRejectDialog(actions.reject);
  if (!proof) return <PageText>No ID uploaded yet. The student uploads it on their dashboard (step 1).</PageText>;
  return (
    <Flex vertical gap={12}>
      <FactList
        facts={[
          ['Status', <IdProofStatusTag key="status" status={proof.status} />],
          ['File', `${proof.fileName} (${formatFileSize(proof.sizeBytes)})`],
          ['Uploaded', formatDateTime(proof.uploadedAt)],
          ['Reviewed', proof.reviewedAt ? `${formatDateTime(proof.reviewedAt)}${proof.reviewedBy ? ` by ${proof.reviewedBy}` : ''}` : '—'],
          ['Note to the student', proof.reviewNote ?? '—'],
        ]}
      />
      <Flex wrap gap={8}>
        <IdProofActions
          proof={proof}
          busy={actions.busyId === proof.id}
          onView={(p) => void viewFile(p.id)}
          onApprove={(p) => void actions.approve(p)}
          onReject={reject.open}
          onUnverify={actions.confirmUnverify}
        />
      </Flex>
      <AuditHistory targetId={proof.id} />
      {reject.dialog}
    </Flex>
  );
}
