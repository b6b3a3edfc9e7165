/**
 * /student-main/final-offer-letter (step 8): once signed, "being issued" while the worker draws the
 * final letter (asked again every few seconds), then "ready" with the signed letter to view and download.
 */
import { Alert, Button, Flex } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { useOfferLetter } from '../hooks/use-offer-letter';
import { LetterViewer } from './LetterViewer';
import { OfferLetterPending } from './OfferLetterPending';

export const FINAL_READY = 'Signed — your final letter is ready';
export const FINAL_ISSUING = 'Signed — your final letter is being issued';

export function FinalOfferLetterSection() {
  const status = useOfferLetter();
  const s = status.data;
  if (!s) return <OfferLetterPending error={status.error} onRetry={() => void status.refetch()} />;
  const signedOn = s.signedAt ? `You signed on ${formatDateTime(s.signedAt)}.` : null;
  if (!s.finalAvailable) {
    return (
      <Alert
        type={s.signatureUploaded ? 'success' : 'info'}
        showIcon
        role="status"
        title={s.signatureUploaded ? FINAL_ISSUING : MESSAGES.finalNotIssued}
        description={
          s.signatureUploaded
            ? `${signedOn ? `${signedOn} ` : ''}${MESSAGES.finalNotIssued} It appears here by itself within a minute.`
            : 'It is issued shortly after you sign your offer letter.'
        }
        action={
          <Button size="small" onClick={() => void status.refetch()}>
            Check again
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon role="status" title={FINAL_READY} description={signedOn ?? undefined} />
      <LetterViewer kind="final" />
    </Flex>
  );
}
