/**
 * The Government ID card of /dashboard (SPEC §2, §4, §5): the status, the review note and time,
 * the uploaded file with View, and the upload area (drag and drop or choose) with a progress bar.
 * Replacing is possible until the ID is VERIFIED.
 */
import { EyeOutlined, IdcardOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Skeleton, Upload } from 'antd';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { Link } from 'react-router-dom';
import { ID_UPLOAD_MAX_BYTES } from '@portal/domain/constants';
import {
  ACCEPTED_ID_DOCUMENTS,
  ID_REVIEW_TIME,
  ID_UPLOAD_ACCEPT,
  MASKED_AADHAAR_ADVICE,
  fileErasedLabel,
  idRejectionHelp,
} from '@portal/domain/id-proof';
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { useIdUpload } from '../hooks/use-id-upload';
import { UploadProgress } from './UploadProgress';
import { useOpenIdProof } from '../hooks/use-open-id-proof';

const MAX_MB = Math.round(ID_UPLOAD_MAX_BYTES / (1024 * 1024));
/** 'Aadhaar, PAN card, passport, voter ID or driving licence' */
const ACCEPTED_IDS = `${ACCEPTED_ID_DOCUMENTS.slice(0, -1).join(', ')} or ${ACCEPTED_ID_DOCUMENTS.at(-1)}`;

export interface IdProofCardProps {
  /** null while the first load runs. */
  proof: StudentIdProof | null;
  loadError: unknown;
  onRetry(): void;
  onUploaded(proof: StudentIdProof): void;
}

function StatusExplanation({ proof }: { proof: StudentIdProof }) {
  switch (proof.status) {
    case 'PENDING':
      return <PageText>Your ID is waiting for review. You will get an e-mail when it is reviewed.</PageText>;
    case 'VERIFIED':
      return (
        <PageText>
          Your ID is verified and step 1 is done. <Link to="/student-main">Open your student dashboard</Link>
        </PageText>
      );
    case 'REJECTED': {
      // The advice that fits the reason: a blurred copy is not a name to fix.
      const help = idRejectionHelp(proof.reviewNote);
      return (
        <Alert
          type="error"
          showIcon
          title="Your ID was not accepted."
          description={
            <Flex vertical gap={4}>
              {proof.reviewNote && <span>Reviewer&apos;s note: {proof.reviewNote}</span>}
              {help.advice && <span>{help.advice}</span>}
              {help.fixProfile ? (
                <span>
                  <Link to="/profile">Fix your profile</Link> if needed, then upload your ID again below.
                </span>
              ) : (
                <span>Upload your ID again below.</span>
              )}
            </Flex>
          }
          style={{ marginBottom: 16 }}
        />
      );
    }
    default:
      return <PageText>Upload your government ID to complete step 1 of your journey. The name on it must match your profile.</PageText>;
  }
}

export function IdProofCard({ proof, loadError, onRetry, onUploaded }: IdProofCardProps) {
  const { open, opening } = useOpenIdProof();
  const { upload, uploading, progress, error } = useIdUpload(onUploaded);
  const status = proof?.status ?? 'NOT_UPLOADED';
  const verified = status === 'VERIFIED';
  const hasFile = !!proof?.fileName;

  return (
    <Panel
      title={
        <Flex align="center" gap={8} wrap>
          <IdcardOutlined aria-hidden />
          <SectionHeading fontSize={20} style={{ margin: 0 }}>
            Government ID verification
          </SectionHeading>
        </Flex>
      }
      style={{ height: '100%' }}
    >
      {!proof ? (
        <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />
      ) : (
        <Flex vertical gap={8}>
          {loadError !== null && loadError !== undefined && (
            <Alert
              type="warning"
              showIcon
              title={MESSAGES.idProofLoadFailed}
              description={messageOf(loadError, '') || undefined}
              action={
                <Button size="small" onClick={onRetry}>
                  Retry
                </Button>
              }
            />
          )}
          <div role="status" aria-live="polite">
            <strong>Status: </strong>
            <IdProofStatusTag status={status} />
          </div>
          <StatusExplanation proof={proof} />
          {proof.reviewNote && status !== 'REJECTED' && <PageText>Reviewer&apos;s note: {proof.reviewNote}</PageText>}
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'time', label: 'Typical review time', children: ID_REVIEW_TIME },
              ...(hasFile && proof.fileName
                ? [
                    { key: 'file', label: 'File', children: <span style={{ overflowWrap: 'anywhere' }}>{proof.fileName}</span> },
                    { key: 'size', label: 'Size', children: proof.sizeBytes === null ? '—' : formatFileSize(proof.sizeBytes) },
                    { key: 'uploaded', label: 'Uploaded', children: proof.uploadedAt ? formatDateTime(proof.uploadedAt) : '—' },
                  ]
                : []),
            ]}
          />
          {hasFile && proof.fileErasedAt && (
            <PageText secondary style={{ marginBottom: 0 }}>
              {fileErasedLabel(proof.fileErasedAt)}: the file is gone; its status and details above are kept.
            </PageText>
          )}
          {hasFile && !proof.fileErasedAt && (
            <div>
              <Button icon={<EyeOutlined aria-hidden />} onClick={() => void open()} loading={opening}>
                View
              </Button>
            </div>
          )}

          {verified ? (
            <PageText secondary style={{ marginBottom: 0 }}>
              Upload and replace are disabled once your ID is verified. Contact support with your Student ID if something is wrong.
            </PageText>
          ) : (
            <>
              <Upload.Dragger
                accept={ID_UPLOAD_ACCEPT}
                multiple={false}
                showUploadList={false}
                disabled={!!uploading}
                beforeUpload={(file) => {
                  void upload(file);
                  return false; // the hook sends it (with progress); antd's own request stays unused
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden />
                </p>
                <p className="ant-upload-text">
                  {hasFile
                    ? 'Replace your ID: drag and drop a new file here, or choose one'
                    : 'Drag and drop your ID here, or choose a file'}
                </p>
                <p className="ant-upload-hint">
                  Accepted: {ACCEPTED_IDS}. PDF, JPEG or PNG, up to {MAX_MB} MB.
                </p>
              </Upload.Dragger>
              <PageText secondary style={{ marginBottom: 0 }}>
                {MASKED_AADHAAR_ADVICE}
              </PageText>
              {uploading && <UploadProgress fileName={uploading.name} percent={progress} />}
              {error && <Alert type="error" showIcon role="alert" title={error} />}
            </>
          )}
        </Flex>
      )}
    </Panel>
  );
}
