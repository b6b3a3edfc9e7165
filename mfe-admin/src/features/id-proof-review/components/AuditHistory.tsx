/** A proof's history from the audit trail: who did what, when, from where, and the status before and after. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { adminKeys } from '../../../lib/query-keys';
import type { AuditEntry } from '@portal/domain/views/audit';
import { getAuditHistory } from '../api/id-proofs-api';

const ACTIONS: Record<string, string> = {
  'id-proof.upload': 'Uploaded',
  'id-proof.approve': 'Approved',
  'id-proof.reject': 'Rejected',
  'id-proof.unverify': 'Moved to PENDING',
  'id-proof.view-file': 'Viewed the file',
};

const statusOf = (state: AuditEntry['before']) => (typeof state?.status === 'string' ? state.status : null);

function describe(entry: AuditEntry): string {
  const from = statusOf(entry.before);
  const to = statusOf(entry.after);
  const change = from && to && from !== to ? ` (${from} → ${to})` : '';
  const note =
    typeof entry.after?.reviewNote === 'string' && entry.action === 'id-proof.reject' ? ` — note: ${entry.after.reviewNote}` : '';
  return `${ACTIONS[entry.action] ?? entry.action}${change}${note}`;
}

export function AuditHistory({ targetId }: { targetId: string }) {
  const history = useQuery({ queryKey: adminKeys.audit(targetId), queryFn: ({ signal }) => getAuditHistory(targetId, signal) });
  if (history.isError && !history.isFetching) {
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.documentsLoadFailed}
        description={messageOf(history.error, '') || undefined}
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!history.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <section aria-label="History">
      <Text strong>History</Text>
      {history.data.length === 0 ? (
        <PageText secondary>No history yet.</PageText>
      ) : (
        <ol style={{ margin: '4px 0 0', paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
          {history.data.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.at)} · {entry.actorEmail ?? 'unknown'} ({entry.actorRole ?? '—'}) · {describe(entry)}
              {entry.ip ? ` · IP ${entry.ip}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
