/** The current authorized signature as an image (loaded as a blob with the admin's token). */
import { Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { temporaryObjectUrl } from '@portal/shared-ui/lib/blob-files';
import { getSignatureFile } from '../api/signature-api';

/** `version` (the status's updatedAt) loads the image again after a save. */
export function SignaturePreview({ version }: { version: string }) {
  const file = useResource(getSignatureFile, [version]);
  const blob = file.state.status === 'ready' ? file.state.data : null;
  const url = useMemo(() => (blob ? temporaryObjectUrl(blob) : null), [blob]);
  if (file.state.status === 'error')
    return <Typography.Text type="danger">The current signature image could not be loaded.</Typography.Text>;
  if (!url) return <Skeleton.Node active style={{ width: 320, height: 110 }} aria-label="Loading the current signature" />;
  return (
    <img
      src={url}
      alt="Current authorized signature"
      width={SIGNATURE_CANVAS.width}
      height={SIGNATURE_CANVAS.height}
      style={{ maxWidth: '100%', height: 'auto', border: '1px solid #e5e7eb', borderRadius: 8, background: '#fff' }}
    />
  );
}
