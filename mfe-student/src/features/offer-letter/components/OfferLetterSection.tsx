/**
 * /student-main/offer-letter (step 6): the address form; after the request the address, then
 * 'Draft letter is being prepared…' until the draft exists (saying when it waits for the program's
 * authorized signature), then the draft with View and Download, the way to sign it, and where the
 * final letter stands (SPEC §2, §4).
 */
import { Alert, Button, Descriptions, Flex } from 'antd';
import { MESSAGES } from '@portal/domain/messages';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { useOfferLetter } from '../hooks/use-offer-letter';
import { AddressForm } from './AddressForm';
import { LetterViewer } from './LetterViewer';
import { OfferLetterPending } from './OfferLetterPending';

const DRAFT_ARRIVES = 'It appears here by itself, and we e-mail you as soon as it is ready.';
/** Beside SPEC's 'being prepared' while no authorized signature is saved: the staff digest tells the admins. */
const DRAFT_WAITS_FOR_SIGNATURE = `It is waiting for the program's authorized signature; we have told the team. ${DRAFT_ARRIVES}`;

export function OfferLetterSection() {
  const status = useOfferLetter();
  const s = status.data;
  if (!s) return <OfferLetterPending error={status.error} onRetry={() => void status.refetch()} />;
  if (!s.requested) return <AddressForm />;

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[{ key: 'address', label: 'Mailing address', children: <span style={{ whiteSpace: 'pre-line' }}>{s.address}</span> }]}
      />
      {!s.draftAvailable ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={MESSAGES.draftPreparing}
          description={s.waitingForSignature ? DRAFT_WAITS_FOR_SIGNATURE : DRAFT_ARRIVES}
          action={
            <Button size="small" onClick={() => void status.refetch()}>
              Check again
            </Button>
          }
        />
      ) : (
        <>
          {s.finalAvailable ? (
            <Alert
              type="success"
              showIcon
              title="You have signed this letter and your final letter is issued."
              action={
                <LinkButton size="small" to="/student-main/final-offer-letter">
                  Open final letter
                </LinkButton>
              }
            />
          ) : s.signatureUploaded ? (
            <Alert type="success" showIcon role="status" title={MESSAGES.signatureFinalized} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title="Read your letter, then sign it to accept the offer."
              action={
                <LinkButton type="primary" size="small" to="/student-main/offer-letter/sign">
                  Sign the letter
                </LinkButton>
              }
            />
          )}
          <LetterViewer kind="draft" />
        </>
      )}
    </Flex>
  );
}
