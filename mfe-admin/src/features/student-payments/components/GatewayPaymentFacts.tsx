/**
 * On a student's page: the payment Razorpay confirmed (id, method, amount, time, bank reference),
 * the links made for the student and every event as Razorpay sent it, with what the portal made of it.
 */
import { useQuery } from '@tanstack/react-query';
import { Collapse, Flex } from 'antd';
import { formatMoneyGrouped } from '@portal/domain/money';
import { paymentMethodLabel } from '@portal/domain/payment-gateway';
import type { GatewayEvent } from '@portal/domain/views/payment-gateway';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { FactList } from '../../../components/FactList';
import { adminKeys } from '../../../lib/query-keys';
import { fetchStudentGateway } from '../api/student-gateway';
import { formatDateTime } from '../lib/format';

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function outcomeTag(e: GatewayEvent) {
  if (e.outcome === 'attention')
    return <StatusTag tone={e.resolvedAt ? 'neutral' : 'danger'}>{e.resolvedAt ? 'Resolved' : 'Needs attention'}</StatusTag>;
  if (e.outcome === 'recorded') return <StatusTag tone="success">Recorded</StatusTag>;
  if (e.outcome === 'link-status') return <StatusTag tone="info">Link status</StatusTag>;
  if (e.outcome === 'ignored') return <StatusTag tone="neutral">Ignored</StatusTag>;
  return <StatusTag tone="warning">Waiting</StatusTag>;
}

export function GatewayPaymentFacts({ studentId }: { studentId: string }) {
  const { data } = useQuery({
    queryKey: adminKeys.studentGateway(studentId),
    queryFn: ({ signal }) => fetchStudentGateway(studentId, signal),
    retry: false,
  });
  if (!data || (!data.payment && data.links.length === 0 && data.events.length === 0)) return null;
  const { payment } = data;
  return (
    <Flex vertical gap={8}>
      <Text strong>Razorpay</Text>
      {payment && (
        <FactList
          facts={[
            ['Payment', payment.paymentId],
            ['Method', paymentMethodLabel(payment.method)],
            ['Amount', formatMoneyGrouped(payment.amountMinor, payment.currency)],
            ['Paid', formatDateTime(payment.paidAt)],
            ['Bank reference', payment.bankReference ?? '—'],
          ]}
        />
      )}
      {data.links.length > 0 && (
        <FactList
          facts={data.links.map((l) => [
            `Link ${l.referenceId}`,
            <span key={l.id}>
              {l.id} · {l.status} · {formatDateTime(l.createdAt)}
            </span>,
          ])}
        />
      )}
      {data.events.length > 0 && (
        <Collapse
          size="small"
          items={data.events.map((e) => ({
            key: e.id,
            label: (
              <Flex gap={8} wrap align="center">
                <span>{e.event}</span>
                {outcomeTag(e)}
                <Text tone="secondary">{formatDateTime(e.receivedAt)}</Text>
              </Flex>
            ),
            children: (
              <Flex vertical gap={6}>
                {e.attention && <Text>{e.attention}</Text>}
                <Text tone="secondary">
                  Event {e.eventId} ({e.source})
                </Text>
                <pre style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, margin: 0 }}>{pretty(e.body)}</pre>
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
