/** A student's current ID proof on their page: its state, the admin's actions on it, and its history. */
import { Flex } from 'antd';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { FactList } from '../../../components/FactList';
import { useIdProofActions } from '../hooks/use-id-proof-actions';
import { AuditHistory } from './AuditHistory';

export function StudentIdProof({ proof }: { proof: AdminIdProof | null }) {
  const idActions = useIdProofActions('Unverify ID');
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
        {idActions.buttons(proof)}
      </Flex>
      <AuditHistory targetId={proof.id} />
      {idActions.dialog}
    </Flex>
  );
}
