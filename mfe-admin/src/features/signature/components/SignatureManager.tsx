/**
 * The authorized signature manager of /admin (SPEC §2): whether a signature exists and when it
 * was updated, its preview, and the editor to save or replace it, opened on demand (it is the
 * heaviest part of the page and rarely used).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@portal/domain/messages';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { adminKeys } from '../../../lib/query-keys';
import { getSignatureStatus } from '../api/signature-api';
import { SignaturePreview } from './SignaturePreview';

const SignatureEditor = lazy(() => import('./SignatureEditor').then((m) => ({ default: m.SignatureEditor })));

export function SignatureManager() {
  const status = useQuery({ queryKey: adminKeys.signature, queryFn: ({ signal }) => getSignatureStatus(signal) });
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const current = status.data;
  const replacing = !!current?.exists;

  // Closing the editor (saved or cancelled) gives the keyboard back to the button that opened it.
  useEffect(() => {
    if (!editing && wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Panel
      title={
        <SectionHeading id="signature-title" style={{ margin: 0, fontSize: 18 }}>
          Authorized signature
        </SectionHeading>
      }
      style={{ minWidth: 280, flex: '1 1 100%' }}
    >
      <Flex vertical gap={16}>
        <PageText style={{ margin: 0 }}>The signature printed on all internship offer letters.</PageText>
        {status.isError && !status.isFetching && !current ? (
          <Alert
            type="error"
            showIcon
            title={MESSAGES.signatureStatusFailed}
            action={
              <Button size="small" onClick={() => void status.refetch()}>
                Retry
              </Button>
            }
          />
        ) : !current ? (
          <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the signature status" />
        ) : (
          <Flex vertical gap={8} role="status">
            <div>
              {current.exists ? (
                <StatusTag tone="success">Signature saved</StatusTag>
              ) : (
                <StatusTag tone="warning">No signature yet</StatusTag>
              )}
              {current.updatedAt && <Text tone="secondary">Updated {formatDateTime(current.updatedAt)}</Text>}
            </div>
            {current.exists && current.updatedAt && <SignaturePreview version={current.updatedAt} />}
          </Flex>
        )}
        {current && editing && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} aria-label="Loading the signature editor" />}>
            <SignatureEditor replacing={replacing} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
          </Suspense>
        )}
        {current && !editing && (
          <div>
            <Button ref={opener} type={replacing ? 'default' : 'primary'} onClick={() => setEditing(true)}>
              {replacing ? 'Change the signature' : 'Add the signature'}
            </Button>
          </div>
        )}
      </Flex>
    </Panel>
  );
}
