/**
 * The counts at the top of /admin: IDs pending review, fees to verify, letters waiting for the
 * authorized signature, erasure requests (with the day the oldest must be answered by) and payments
 * needing attention, each with how long its oldest item has waited and leading to where the admin
 * acts on it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useEffect, type ReactNode } from 'react';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { formatDate } from '@portal/shared-ui/lib/format';
import { waitedFor } from '@portal/domain/waiting-work';
import { summaryQuery } from '../api/summary';

interface CountProps {
  value: number | undefined;
  label: string;
  action: ReactNode;
  /** When the oldest item began to wait (null when none waits). */
  since?: string | null;
  /** What else to say about the queue (a due date). */
  note?: string | null;
}

function Count({ value, label, action, since, note }: CountProps) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        flex: '1 1 200px',
        listStyle: 'none',
        padding: '12px 16px',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Flex vertical gap={2}>
        <span style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }} aria-hidden={value === undefined}>
          {value ?? '…'}
        </span>
        <Text>{label}</Text>
        {value !== undefined && value > 0 && since && <Text tone="secondary">Oldest waiting {waitedFor(since, new Date())}</Text>}
        {note && <Text tone="secondary">{note}</Text>}
        {action}
      </Flex>
    </li>
  );
}

/** A link to an area of /admin: scrolls there and moves focus to its heading. */
function JumpLink({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <a
      href={`#${headingId}`}
      onClick={(e) => {
        e.preventDefault();
        const heading = document.getElementById(headingId);
        heading?.scrollIntoView({ block: 'start' });
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
      }}
    >
      {children}
    </a>
  );
}

export function AdminSummaryCounts() {
  const summary = useQuery(summaryQuery).data;
  const queryClient = useQueryClient();
  // Whatever the admin just did (an ID reviewed, the signature saved), or was refused because
  // another admin did it first, shows in the counts at once, not at the next minute's refresh.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
          void queryClient.invalidateQueries({ queryKey: summaryQuery.queryKey });
      }),
    [queryClient],
  );
  return (
    <ul aria-label="Waiting for you" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0 }}>
      <Count
        value={summary?.idsPending}
        since={summary?.idsPendingSince}
        label="IDs pending review"
        action={<JumpLink headingId="id-queue-title">Review IDs</JumpLink>}
      />
      <Count
        value={summary?.feesToVerify}
        label="Fees to verify"
        action={<Link to="/admin/students?link=added&fee=unverified">Verify fees</Link>}
      />
      <Count
        value={summary?.lettersAwaitingSignature}
        since={summary?.lettersAwaitingSignatureSince}
        label="Letters waiting for the authorized signature"
        action={<JumpLink headingId="signature-title">Authorized signature</JumpLink>}
      />
      <Count
        value={summary?.erasuresPending}
        since={summary?.erasuresPendingSince}
        note={summary?.erasuresDueAt ? `Answer the oldest by ${formatDate(summary.erasuresDueAt)}` : null}
        label="Erasure requests"
        action={<JumpLink headingId="erasure-requests-title">Erasure requests</JumpLink>}
      />
      <Count
        value={summary?.paymentsNeedingAttention}
        since={summary?.paymentsNeedingAttentionSince}
        label="Payments needing attention"
        action={<Link to="/admin/students">Resolve payments</Link>}
      />
    </ul>
  );
}
