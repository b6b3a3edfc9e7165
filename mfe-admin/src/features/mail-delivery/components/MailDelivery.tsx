/**
 * Mail delivery on /admin: the mails the outbox could not deliver after every attempt (the SMTP
 * server away for minutes, an address the server refuses), each with what it was, to whom, the
 * last error and Send again. Every other mail is retried on its own; this list is what needs a person.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { mailTemplateLabel } from '@portal/domain/mail-templates';
import type { FailedMail } from '@portal/domain/views/mail';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { adminKeys } from '../../../lib/query-keys';
import { FAILED_MAILS_PAGE_SIZE, failedMailsQuery, retryFailedMail } from '../api/failed-mails';

export const MAIL_DELIVERY_TEXT = {
  heading: 'Mail delivery',
  allDelivered: 'Every mail has been delivered or is still being tried.',
  loadFailed: 'Failed to load undelivered mails.',
  retried: 'The mail will be sent again.',
  retryFailed: 'Could not send the mail again.',
} as const;

export function MailDelivery() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const failed = useQuery({ ...failedMailsQuery(page), placeholderData: keepPreviousData });
  const retry = useMutation({
    mutationFn: (mail: FailedMail) => retryFailedMail(mail.id),
    onSuccess: () => void message.success(MAIL_DELIVERY_TEXT.retried),
    onError: (err) => void message.error(messageOf(err, MAIL_DELIVERY_TEXT.retryFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mail }),
  });

  const columns: TableColumnsType<FailedMail> = [
    { title: 'Mail', key: 'kind', render: (_, mail) => mailTemplateLabel(mail.template) },
    { title: 'To', dataIndex: 'to', key: 'to' },
    { title: 'Failed', key: 'failedAt', render: (_, mail) => formatDateTime(mail.failedAt) },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
    { title: 'Last error', key: 'lastError', render: (_, mail) => <Text tone="secondary">{mail.lastError ?? '—'}</Text> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, mail) => (
        <Button
          size="small"
          onClick={() => retry.mutate(mail)}
          loading={retry.isPending && retry.variables.id === mail.id}
          aria-label={`Send the ${mailTemplateLabel(mail.template)} mail to ${mail.to} again`}
        >
          Send again
        </Button>
      ),
    },
  ];

  const data = failed.data;
  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      title={
        <SectionHeading id={headingId} style={{ margin: 0, fontSize: 18 }}>
          {MAIL_DELIVERY_TEXT.heading}
        </SectionHeading>
      }
    >
      {failed.isError && !data ? (
        <LoadError message={MAIL_DELIVERY_TEXT.loadFailed} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading undelivered mails" />
      ) : data.totalItems === 0 ? (
        <Flex gap={8} align="center" role="status">
          <StatusTag tone="success">All sent</StatusTag>
          <PageText style={{ margin: 0 }}>{MAIL_DELIVERY_TEXT.allDelivered}</PageText>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <div role="status">
            <PageText style={{ margin: 0 }}>
              {data.totalItems === 1 ? '1 mail was' : `${data.totalItems} mails were`} not delivered after every attempt. Check the address
              and the mail server, then send again.
            </PageText>
          </div>
          <PagedDataTable<FailedMail>
            label="Undelivered mails"
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.items}
            loading={failed.isFetching}
            pagination={{
              current: page + 1,
              pageSize: FAILED_MAILS_PAGE_SIZE,
              total: data.totalItems,
              hideOnSinglePage: true,
              onChange: (next) => setPage(next - 1),
            }}
          />
        </Flex>
      )}
    </Panel>
  );
}
