/**
 * Drawing or uploading the authorized signature and saving it (SPEC §2, §5, §8): Save when there
 * is none, Replace when there is one, each after a confirm dialog. Its own chunk: the pad, Upload,
 * Segmented and Progress load when the admin opens the editor, not with /admin.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { validateAdminSignatureInput } from '@portal/domain/signature';
import type { AdminSignatureStatus } from '@portal/domain/views/signature';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { adminKeys } from '../../../lib/query-keys';
import { saveSignature } from '../api/signature-api';
import { EMPTY_SIGNATURE_INPUT, SignatureInput, type SignatureInputValue } from './SignatureInput';

export interface SignatureEditorProps {
  /** A signature exists: this one replaces it. */
  replacing: boolean;
  /** After the save: the signature's status is in the query cache already. */
  onSaved(): void;
  onCancel(): void;
}

export function SignatureEditor({ replacing, onSaved, onCancel }: SignatureEditorProps) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [input, setInput] = useState<SignatureInputValue>(EMPTY_SIGNATURE_INPUT);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveSignature,
    onSuccess: (saved) => {
      void message.success(saved.replaced ? MESSAGES.signatureReplaced : MESSAGES.signatureSaved);
      // The preview is keyed by updatedAt, so the new status also loads the new image.
      queryClient.setQueryData<AdminSignatureStatus>(adminKeys.signature, { exists: saved.exists, updatedAt: saved.updatedAt });
      onSaved();
    },
    onError: (err) => void message.error(messageOf(err, MESSAGES.signatureSaveFailed)),
  });
  const saving = save.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the editor is gone: the keyboard carries on from the editor's heading.
  useEffect(() => heading.current?.focus(), []);

  async function confirmAndSave() {
    const problem = validateAdminSignatureInput({
      mode: input.mode,
      pad: { ready: input.padReady, empty: !input.drawn },
      uploadedDataUrl: input.uploaded,
    });
    const dataUrl = input.mode === 'draw' ? input.drawn : input.uploaded;
    if (problem || !dataUrl) {
      void message.error(problem ?? MESSAGES.noSignatureCaptured);
      return;
    }
    const confirmed = await confirm({
      title: replacing ? 'Replace the authorized signature?' : 'Save the authorized signature?',
      content: replacing
        ? 'New offer letters will carry this signature. Letters already issued keep the signature they were made with.'
        : 'It is printed on every internship offer letter.',
      okText: replacing ? 'Replace' : 'Save',
    });
    if (confirmed) save.mutate(dataUrl);
  }

  return (
    <Flex vertical gap={16}>
      <SectionHeading level={3} ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 16 }}>
        {replacing ? 'Replace the signature' : 'Add the signature'}
      </SectionHeading>
      <SignatureInput value={input} onChange={setInput} disabled={saving} />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => void confirmAndSave()} loading={saving}>
          {replacing ? 'Replace signature' : 'Save signature'}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
