/** /student-main/final-offer-letter (step 8): 'Not issued yet...' until the signed letter exists, then view and download. */
import { Alert, Button } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { useOfferLetter } from '../hooks/use-offer-letter';
import { LetterViewer } from './LetterViewer';
import { OfferLetterPending } from './OfferLetterPending';

export function FinalOfferLetterSection() {
  const status = useOfferLetter();
  const s = status.data;
  if (!s) return <OfferLetterPending error={status.error} onRetry={() => void status.refetch()} />;
  if (!s.finalAvailable) {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={MESSAGES.finalNotIssued}
        description="It is issued shortly after you sign your offer letter."
        action={
          <Button size="small" onClick={() => void status.refetch()}>
            Check again
          </Button>
        }
      />
    );
  }
  return <LetterViewer kind="final" />;
}
