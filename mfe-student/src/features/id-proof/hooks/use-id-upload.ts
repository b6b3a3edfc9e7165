/** Checks a chosen file like the server does, then uploads it with progress (SPEC §5 ID upload, §8 messages). */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { StudentIdProof } from '@portal/domain/views/id-proof';
import { validateIdUpload } from '@portal/domain/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { uploadIdProof } from '../api/id-proof-api';

export interface IdUploadState {
  /** The file being sent, or null. */
  uploading: File | null;
  /** 0-100 while sending. */
  progress: number;
  /** The last refusal or failure, shown beside the upload area until the next try. */
  error: string | null;
}

export function useIdUpload(onUploaded: (proof: StudentIdProof) => void) {
  const { message } = App.useApp();
  const [state, setState] = useState<IdUploadState>({ uploading: null, progress: 0, error: null });

  const upload = useCallback(
    async (file: File | null | undefined) => {
      const refusal = validateIdUpload(file);
      if (refusal || !file) {
        setState({ uploading: null, progress: 0, error: refusal });
        void message.error(refusal ?? MESSAGES.idFileRequired);
        return;
      }
      setState({ uploading: file, progress: 0, error: null });
      try {
        const proof = await uploadIdProof(file, (progress) => setState((s) => ({ ...s, progress })));
        setState({ uploading: null, progress: 100, error: null });
        onUploaded(proof);
        void message.success(MESSAGES.uploadedSuccessfully);
      } catch (err) {
        const text = messageOf(err, MESSAGES.uploadFailed);
        setState({ uploading: null, progress: 0, error: text });
        void message.error(text);
      }
    },
    [message, onUploaded],
  );

  return { ...state, upload };
}
