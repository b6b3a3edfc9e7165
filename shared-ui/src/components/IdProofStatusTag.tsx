/** The ID proof status of SPEC §3 as a tag, the same for the student and the admin. */
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { StatusTag, type StatusTone } from '@portal/shared-ui/components/StatusTag';

const LOOK: Record<IdProofStatus, { tone: StatusTone; icon: ReactNode }> = {
  NOT_UPLOADED: { tone: 'neutral', icon: <MinusCircleOutlined aria-hidden /> },
  PENDING: { tone: 'info', icon: <ClockCircleOutlined aria-hidden /> },
  VERIFIED: { tone: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  REJECTED: { tone: 'danger', icon: <CloseCircleOutlined aria-hidden /> },
};

/** "NOT UPLOADED", "PENDING", "VERIFIED", "REJECTED". */
export function idProofStatusText(status: IdProofStatus): string {
  return status.replace('_', ' ');
}

export function IdProofStatusTag({ status }: { status: IdProofStatus }) {
  const look = LOOK[status] ?? LOOK.NOT_UPLOADED;
  return (
    <StatusTag tone={look.tone} icon={look.icon}>
      {idProofStatusText(status)}
    </StatusTag>
  );
}
