/** /student-main/id-proof-view: the uploaded ID inline, the image itself or the PDF in an embedded viewer (SPEC §2). */
import { ExportOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { temporaryObjectUrl } from '@portal/shared-ui/lib/blob-files';
import { formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { idProofFileQuery } from '../api/id-proof-api';
import { useIdProof } from '../hooks/use-id-proof';
import { useOpenPdfTab } from '../../../hooks/use-open-pdf-tab';

export function IdProofPreview() {
  const { proof } = useIdProof();
  const file = useQuery(idProofFileQuery);
  const openPdf = useOpenPdfTab();
  const blob = file.data ?? null;
  // Released after 60 s (SPEC §7): the image or viewer has read it by then.
  const url = useMemo(() => (blob ? temporaryObjectUrl(blob) : null), [blob]);
  const isPdf = blob?.type === 'application/pdf';

  return (
    <Panel>
      <Flex vertical gap={16}>
        {proof?.fileName && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'status', label: 'Status', children: <IdProofStatusTag status={proof.status} /> },
              {
                key: 'file',
                label: 'File',
                children: `${proof.fileName}${proof.sizeBytes === null ? '' : ` (${formatFileSize(proof.sizeBytes)})`}`,
              },
              { key: 'uploaded', label: 'Uploaded', children: proof.uploadedAt ? formatDateTime(proof.uploadedAt) : '—' },
            ]}
          />
        )}
        {/* A Retry shows the skeleton again while it runs. */}
        {file.isError && !file.isFetching && (
          <LoadError message={MESSAGES.uploadedIdOpenFailed} error={file.error} onRetry={() => void file.refetch()} />
        )}
        {file.isFetching && !blob && <Skeleton.Node active style={{ width: '100%', height: 320 }} aria-label="Loading your uploaded ID" />}
        {blob && url && isPdf && (
          <>
            <iframe
              src={url}
              title="Your uploaded government ID (PDF)"
              style={{ width: '100%', height: '70vh', border: '1px solid #e5e7eb', borderRadius: 8 }}
            />
            <div>
              <Button icon={<ExportOutlined aria-hidden />} onClick={() => openPdf(blob)}>
                Open in a new tab
              </Button>
            </div>
          </>
        )}
        {blob && url && !isPdf && (
          <img
            src={url}
            alt="Your uploaded government ID"
            style={{ maxWidth: '100%', height: 'auto', border: '1px solid #e5e7eb', borderRadius: 8, alignSelf: 'start' }}
          />
        )}
      </Flex>
    </Panel>
  );
}
