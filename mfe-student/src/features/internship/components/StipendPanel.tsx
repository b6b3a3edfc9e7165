/**
 * The intern's stipend: the cohort's criteria as published (or when they will be announced), then,
 * once an admin has decided it, the amount and what it rests on, the signed stipend letter and the
 * payout with its bank reference.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { formatRupees } from '@portal/domain/money';
import { stipendLetterFileName } from '@portal/domain/stipend';
import type { StipendDecisionView } from '@portal/domain/views/stipend';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { FactList } from '../../../components/FactList';
import { RegionPanel } from '../../../components/RegionPanel';
import { getStipendLetter, stipendQuery } from '../api/internship-api';

function Decision({ decision }: { decision: StipendDecisionView }) {
  const [failed, setFailed] = useState<string | null>(null);
  async function download() {
    setFailed(null);
    try {
      downloadBlob(await getStipendLetter(), stipendLetterFileName(null));
    } catch (err) {
      setFailed(messageOf(err, 'Your stipend letter could not be downloaded.'));
    }
  }
  const paid = decision.payout ? `Paid on ${decision.payout.paidOn} (bank reference ${decision.payout.utr})` : 'Not paid yet';
  return (
    <>
      <FactList
        facts={[
          ['Your stipend', decision.amountMinor > 0 ? formatRupees(decision.amountMinor) : 'No stipend'],
          ['Why', decision.changeReason ?? decision.proposalReason],
          ...(decision.amountMinor > 0 ? ([['Payment', paid]] as [string, string][]) : []),
        ]}
      />
      {decision.letter && <Button onClick={() => void download()}>Download your signed stipend letter</Button>}
      {failed && <Alert type="error" showIcon message={failed} style={{ marginTop: 8 }} />}
    </>
  );
}

export function StipendPanel() {
  const stipend = useQuery(stipendQuery);
  if (!stipend.data) return null;
  const { note, ended, decision } = stipend.data;
  return (
    <RegionPanel id="internship-stipend" title="Your stipend">
      <PageText>{note}</PageText>
      {decision ? (
        <Decision decision={decision} />
      ) : (
        ended && <PageText secondary>Your internship has ended: your stipend is being decided under these criteria.</PageText>
      )}
    </RegionPanel>
  );
}
