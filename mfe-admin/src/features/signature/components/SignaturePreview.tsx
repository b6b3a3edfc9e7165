/** The current authorized signature as an image (loaded as a blob with the admin's token). */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { useMemo } from 'react';
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import { temporaryObjectUrl } from '@portal/shared-ui/lib/blob-files';
import { adminKeys } from '../../../lib/query-keys';
import { getSignatureFile } from '../api/signature-api';

/** `version` (the status's updatedAt) loads the image again after a save. */
export function SignaturePreview({ version }: { version: string }) {
  // A blob is not worth keeping once the preview is gone (gcTime 0).
  const file = useQuery({ queryKey: adminKeys.signatureFile(version), queryFn: ({ signal }) => getSignatureFile(signal), gcTime: 0 });
  const blob = file.data ?? null;
  const url = useMemo(() => (blob ? temporaryObjectUrl(blob) : null), [blob]);
  if (file.isError) return <Text tone="danger">The current signature image could not be loaded.</Text>;
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
