/** An issued offer letter in an embedded viewer, with View (new tab) and Download (SPEC §2). */
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import type { LetterKind } from '@portal/domain/offer-letter';
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { temporaryObjectUrl } from '@portal/shared-ui/lib/blob-files';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { letterFileQuery } from '../api/offer-letter-api';
import { useLetterFileActions } from '../hooks/use-letter-file-actions';

const TITLES: Record<LetterKind, string> = {
  draft: 'Your draft internship offer letter (PDF)',
  final: 'Your signed internship offer letter (PDF)',
};

export function LetterViewer({ kind }: { kind: LetterKind }) {
  const file = useQuery(letterFileQuery(kind));
  const me = useMe();
  const { view, download } = useLetterFileActions(kind, me.data?.studentId ?? null);
  const pdf = file.data ?? null;
  // Released after 60 s (SPEC §7): the viewer has read it by then.
  const url = useMemo(() => (pdf ? temporaryObjectUrl(pdf) : null), [pdf]);

  if (file.isError && !file.isFetching)
    return <LoadError message={MESSAGES.pdfOpenFailed} error={file.error} onRetry={() => void file.refetch()} />;
  if (!pdf || !url) return <Skeleton.Node active style={{ width: '100%', height: 320 }} aria-label="Loading the letter" />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button icon={<ExportOutlined aria-hidden />} onClick={() => view(pdf)}>
          View
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download(pdf)}>
          Download
        </Button>
      </Flex>
      <iframe
        src={url}
        title={TITLES[kind]}
        style={{ width: '100%', height: '70vh', minHeight: 420, border: '1px solid #e5e7eb', borderRadius: 8 }}
      />
    </Flex>
  );
}
