/**
 * The two ways to give the authorized signature (SPEC §2): draw it on the pad, or upload an
 * image (PNG or JPEG) that is drawn onto the same 640×220 canvas. Reports the PNG data URL (or
 * null) and whether the pad is usable.
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Segmented, Upload } from 'antd';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { useState } from 'react';
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import { SignaturePad } from '@portal/shared-ui/components/SignaturePad';
import { SIGNATURE_IMAGE_TYPES, imageFileToSignaturePng } from '../lib/image-to-signature-png';

export type SignatureInputMode = 'draw' | 'upload';

export interface SignatureInputValue {
  mode: SignatureInputMode;
  drawn: string | null;
  uploaded: string | null;
  padReady: boolean;
}

export const EMPTY_SIGNATURE_INPUT: SignatureInputValue = { mode: 'draw', drawn: null, uploaded: null, padReady: true };

export function SignatureInput({
  value,
  onChange,
  disabled,
}: {
  value: SignatureInputValue;
  onChange(next: SignatureInputValue): void;
  disabled?: boolean;
}) {
  const { message } = App.useApp();
  const [fileName, setFileName] = useState<string | null>(null);

  async function takeFile(file: File) {
    try {
      const uploaded = await imageFileToSignaturePng(file);
      setFileName(file.name);
      onChange({ ...value, uploaded });
    } catch (err) {
      void message.error((err as Error).message);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Segmented<SignatureInputMode>
        aria-label="How to give the signature"
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
        options={[
          { value: 'draw', label: 'Draw' },
          { value: 'upload', label: 'Upload image' },
        ]}
        disabled={disabled}
      />
      {value.mode === 'draw' ? (
        <SignaturePad
          label="Authorized signature pad"
          value={value.drawn}
          onChange={(drawn) => onChange({ ...value, drawn })}
          onReadyChange={(padReady) => onChange({ ...value, padReady })}
          disabled={disabled}
        />
      ) : (
        <Flex vertical gap={8}>
          <Upload
            accept={SIGNATURE_IMAGE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            disabled={disabled}
            beforeUpload={(file) => {
              void takeFile(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>Choose image (PNG or JPEG)</Button>
          </Upload>
          {value.uploaded ? (
            <>
              <Text tone="secondary">
                {fileName} as it will be printed ({SIGNATURE_CANVAS.width}×{SIGNATURE_CANVAS.height}):
              </Text>
              <img
                src={value.uploaded}
                alt="Chosen signature"
                style={{
                  maxWidth: '100%',
                  width: SIGNATURE_CANVAS.width,
                  height: 'auto',
                  border: '1px dashed #64748b',
                  borderRadius: 8,
                  background: '#fff',
                }}
              />
            </>
          ) : (
            <Text tone="secondary">A scan or photo of the signature on a plain background works best.</Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
