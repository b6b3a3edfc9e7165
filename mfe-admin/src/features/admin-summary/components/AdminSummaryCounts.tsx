/**
 * The counts at the top of /admin: IDs pending review, fees to verify and letters
 * waiting for the authorized signature, each leading to where the admin acts on it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useEffect, type ReactNode } from 'react';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { summaryQuery } from '../api/summary';

function Count({ value, label, action }: { value: number | undefined; label: string; action: ReactNode }) {
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
      <Count value={summary?.idsPending} label="IDs pending review" action={<JumpLink headingId="id-queue-title">Review IDs</JumpLink>} />
      <Count
        value={summary?.feesToVerify}
        label="Fees to verify"
        action={<Link to="/admin/students?link=added&fee=unverified">Verify fees</Link>}
      />
      <Count
        value={summary?.lettersAwaitingSignature}
        label="Letters waiting for the authorized signature"
        action={<JumpLink headingId="signature-title">Authorized signature</JumpLink>}
      />
    </ul>
  );
}
