/**
 * The authorized signature manager of /admin (SPEC §2): whether a signature exists and when it
 * was updated, its preview, and Save or Replace (each with a confirm dialog) from a drawn pad or
 * an uploaded image, with the SPEC §5 and §8 messages.
 */
import { Alert, App, Button, Flex, Skeleton, Typography } from 'antd';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { validateAdminSignatureInput } from '@portal/domain/signature';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { getSignatureStatus, saveSignature } from '../api/signature-api';
import { EMPTY_SIGNATURE_INPUT, SignatureInput, type SignatureInputValue } from './SignatureInput';
import { SignaturePreview } from './SignaturePreview';

export function SignatureManager() {
  const { message, modal } = App.useApp();
  const status = useResource(getSignatureStatus, []);
  const [input, setInput] = useState<SignatureInputValue>(EMPTY_SIGNATURE_INPUT);
  const [saving, setSaving] = useState(false);
  const current = status.data;
  const replacing = !!current?.exists;

  async function save() {
    const problem = validateAdminSignatureInput({ mode: input.mode, pad: { ready: input.padReady, empty: !input.drawn }, uploadedDataUrl: input.uploaded });
    const dataUrl = input.mode === 'draw' ? input.drawn : input.uploaded;
    if (problem || !dataUrl) {
      void message.error(problem ?? MESSAGES.noSignatureCaptured);
      return;
    }
    const confirmed = await modal.confirm({
      title: replacing ? 'Replace the authorized signature?' : 'Save the authorized signature?',
      content: replacing
        ? 'New offer letters will carry this signature. Letters already issued keep the signature they were made with.'
        : 'It is printed on every internship offer letter.',
      okText: replacing ? 'Replace' : 'Save',
      cancelText: 'Cancel',
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      const saved = await saveSignature(dataUrl);
      void message.success(saved.replaced ? MESSAGES.signatureReplaced : MESSAGES.signatureSaved);
      status.set({ exists: saved.exists, updatedAt: saved.updatedAt });
      setInput({ ...EMPTY_SIGNATURE_INPUT, mode: input.mode, padReady: input.padReady });
    } catch (err) {
      void message.error(messageOf(err, MESSAGES.signatureSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Authorized signature</Typography.Title>} style={{ minWidth: 280, flex: '1 1 100%' }}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>The signature printed on all internship offer letters.</Typography.Paragraph>
        {status.state.status === 'error' && !current ? (
          <Alert
            type="error"
            showIcon
            title={MESSAGES.signatureStatusFailed}
            action={<Button size="small" onClick={() => void status.reload()}>Retry</Button>}
          />
        ) : !current ? (
          <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the signature status" />
        ) : (
          <Flex vertical gap={8} role="status">
            <div>
              {current.exists ? <StatusTag tone="success">Signature saved</StatusTag> : <StatusTag tone="warning">No signature yet</StatusTag>}
              {current.updatedAt && <Typography.Text type="secondary">Updated {formatDateTime(current.updatedAt)}</Typography.Text>}
            </div>
            {current.exists && current.updatedAt && <SignaturePreview version={current.updatedAt} />}
          </Flex>
        )}
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {replacing ? 'Replace the signature' : 'Add the signature'}
        </Typography.Title>
        <SignatureInput value={input} onChange={setInput} disabled={saving} />
        <div>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!current}>
            {replacing ? 'Replace signature' : 'Save signature'}
          </Button>
        </div>
      </Flex>
    </Panel>
  );
}
