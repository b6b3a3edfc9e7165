/**
 * Above the /admin/students list: Razorpay events an admin has to look at (an amount that differs
 * from the fee, a link no longer the student's, an unknown link, a refund), never verified
 * automatically; each can be marked resolved once dealt with.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { adminKeys } from '../../../lib/query-keys';
import { fetchAttention, resolveAttention } from '../api/payment-attention';
import { formatDateTime } from '../lib/format';

export function PaymentAttention() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...adminKeys.gateway, 'attention'], queryFn: ({ signal }) => fetchAttention(signal), retry: false });
  const resolve = useMutation({
    mutationFn: resolveAttention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
    onError: (err) => void message.error(err instanceof Error ? err.message : String(err)),
  });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`${items.length} Razorpay payment event${items.length === 1 ? '' : 's'} need${items.length === 1 ? 's' : ''} attention`}
      description={
        <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Flex gap={8} wrap align="baseline">
                {item.studentId ? (
                  <Link to={`/admin/students/${item.studentId}`}>{item.studentEmail ?? item.studentId}</Link>
                ) : (
                  <Text strong>No student</Text>
                )}
                <Text>{item.attention}</Text>
                <Text tone="secondary">
                  {item.event}
                  {item.paymentId ? ` ${item.paymentId}` : ''}, {formatDateTime(item.receivedAt)}
                </Text>
                <Button
                  size="small"
                  loading={resolve.isPending && resolve.variables === item.id}
                  onClick={() => resolve.mutate(item.id)}
                  aria-label={`Mark resolved: ${item.event} ${item.paymentId ?? ''}`.trim()}
                >
                  Mark resolved
                </Button>
              </Flex>
            </li>
          ))}
        </Flex>
      }
    />
  );
}
