/**
 * A value with a button that copies it, as Typography's `copyable` offers, without Typography (see
 * PageHeading.tsx). The button says what it copies and, for a few seconds, that it was copied.
 */
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';

const COPIED_MS = 3_000;

export function CopyableText({ text, label }: { text: string; label: string }) {
  const { token } = theme.useToken();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {text}
      <Button
        type="link"
        size="small"
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
        icon={copied ? <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} /> : <CopyOutlined aria-hidden />}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
        style={{ marginInlineStart: 4, height: 'auto', padding: 0 }}
      />
    </span>
  );
}
