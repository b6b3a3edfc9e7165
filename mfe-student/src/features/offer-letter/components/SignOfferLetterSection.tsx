/**
 * /student-main/offer-letter/sign (step 7): the signature pad (640×220), 'Please draw your
 * signature before finalizing.' for a blank pad, 'Signature pad not ready.' without a canvas,
 * the irreversible confirm, then POST /student/offer-letter/sign and on to the final letter's page;
 * a later visit shows a read-only note.
 */
import { Alert, App, Button, Flex } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { offerLetterQuery } from '../api/offer-letter-api';
import { studentKeys } from '../../../lib/query-keys';
import { MESSAGES } from '@portal/domain/messages';
import { validateStudentSignaturePad } from '@portal/domain/signature';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { SignaturePad } from '@portal/shared-ui/components/SignaturePad';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { signOfferLetter } from '../api/offer-letter-api';
import { useStepMutation } from '../../../hooks/use-step-mutation';
import { useOfferLetter } from '../hooks/use-offer-letter';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { LetterViewer } from './LetterViewer';
import { OfferLetterPending } from './OfferLetterPending';

export function SignOfferLetterSection() {
  const status = useOfferLetter();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [signature, setSignature] = useState<string | null>(null);
  const [padReady, setPadReady] = useState(true);
  const sign = useStepMutation(offerLetterQuery.queryKey, signOfferLetter);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saving = sign.isPending;
  const s = status.data;

  if (!s) return <OfferLetterPending error={status.error} onRetry={() => void status.refetch()} />;
  // Just signed here: on the way to the final letter, not "already finalized".
  if (sign.isSuccess) return <Alert type="success" showIcon role="status" title={MESSAGES.signatureFinalized} />;
  if (s.signatureUploaded) {
    // What was signed: the draft the student accepted, and when (the final letter adds both signatures).
    return (
      <Flex vertical gap={16}>
        <Alert
          type="success"
          showIcon
          title={MESSAGES.signatureAlreadyFinal}
          description={
            s.signedAt ? `You signed on ${formatDateTime(s.signedAt)}. This is the letter you signed:` : 'This is the letter you signed:'
          }
        />
        <LetterViewer kind="draft" />
        <div>
          <LinkButton type="primary" to="/student-main/final-offer-letter">
            Final offer letter
          </LinkButton>
        </div>
      </Flex>
    );
  }

  async function finalize() {
    const problem = validateStudentSignaturePad({ ready: padReady, empty: !signature });
    if (problem || !signature) {
      void message.error(problem ?? MESSAGES.signatureBlank);
      return;
    }
    const confirmed = await confirm({
      irreversible: true,
      title: 'Finalize your signature?',
      content: 'It is added to your offer letter to accept the offer.',
      okText: 'Yes, finalize',
    });
    if (!confirmed) return;
    try {
      await sign.mutateAsync(signature);
    } catch (err) {
      void message.error(messageOf(err, MESSAGES.signatureSaveFailed));
      return;
    }
    void message.success(MESSAGES.signatureFinalized);
    // Step 8 opens with the signature: the journey is asked again before its page is shown.
    await queryClient.refetchQueries({ queryKey: studentKeys.journey }).catch(() => undefined);
    void navigate('/student-main/final-offer-letter');
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <PageText style={{ margin: 0 }}>
        Sign to accept your internship offer. Read the{' '}
        <LinkButton type="link" size="small" to="/student-main/offer-letter" style={{ padding: 0 }}>
          draft letter
        </LinkButton>{' '}
        first: your signature is added to exactly that letter, with the time and a fingerprint of the document.
      </PageText>
      <SignaturePad label="Your signature" value={signature} onChange={setSignature} onReadyChange={setPadReady} disabled={saving} />
      <div>
        <Button type="primary" onClick={() => void finalize()} loading={saving}>
          Finalize signature
        </Button>
      </div>
    </Flex>
  );
}
