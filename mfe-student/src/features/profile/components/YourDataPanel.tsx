/**
 * /profile "Your data": download a copy of everything held about you (at once when small, else
 * mailed as a link valid 24 hours, whose token the link brings back here in the address's
 * fragment), and ask to erase your account, saying first what is erased and what the law keeps.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex } from 'antd';
import { DATA_RIGHTS_MESSAGES, ERASURE_ERASED, ERASURE_KEPT } from '@portal/domain/data-rights';
import type { DataExportView } from '@portal/domain/views/data-rights';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { formatDate, formatDateTime, formatFileSize } from '@portal/shared-ui/lib/format';
import { studentKeys } from '../../../lib/query-keys';
import { dataRightsQuery, fetchExport, requestErasure, requestExport, tokenFromHash } from '../api/data-rights-api';

export const DOWNLOAD_FAILED = 'Failed to download your data.';
export const EXPORT_FAILED = 'Failed to prepare your data.';
export const ERASURE_FAILED = 'Failed to send your request.';
const FALLBACK_FILE_NAME = 'data-export.zip';

const headingStyle = { fontSize: 18, margin: '0 0 4px' } as const;
const textStyle = { margin: 0 } as const;

function useDownload() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function download(token: string, fileName: string | null) {
    setBusy(true);
    try {
      downloadBlob(await fetchExport(token), fileName ?? FALLBACK_FILE_NAME);
    } catch (err) {
      void message.error(messageOf(err, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return { download, busy };
}

function ExportStatus({ latest, onDownload, busy }: { latest: DataExportView; onDownload: () => void; busy: boolean }) {
  if (latest.status === 'PREPARING') return <Alert type="info" showIcon title={DATA_RIGHTS_MESSAGES.exportPreparing} />;
  if (latest.status !== 'READY' || !latest.downloadToken || !latest.expiresAt) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={`Your data of ${formatDateTime(latest.readyAt ?? latest.requestedAt)} is ready${
        latest.sizeBytes ? ` (${formatFileSize(latest.sizeBytes)})` : ''
      }. You can download it until ${formatDateTime(latest.expiresAt)}.`}
      action={
        <Button size="small" loading={busy} onClick={onDownload}>
          Download
        </Button>
      }
    />
  );
}

export function YourDataPanel() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const rights = useQuery(dataRightsQuery);
  const { download, busy } = useDownload();
  const [linkToken] = useState(() => tokenFromHash(window.location.hash));
  const refresh = () => queryClient.invalidateQueries({ queryKey: studentKeys.dataRights });

  const exportData = useMutation({ mutationFn: requestExport, onSettled: refresh });
  const erase = useMutation({ mutationFn: requestErasure, onSettled: refresh });

  async function onExport() {
    try {
      const view = await exportData.mutateAsync();
      if (view.status === 'READY' && view.downloadToken) await download(view.downloadToken, view.fileName);
      else void message.info(DATA_RIGHTS_MESSAGES.exportPreparing);
    } catch (err) {
      void message.error(messageOf(err, EXPORT_FAILED));
    }
  }

  async function onErase() {
    const confirmed = await confirm({
      danger: true,
      title: 'Ask to erase your account?',
      content: (
        <>
          <p style={textStyle}>An admin answers within 30 days. If approved, we erase:</p>
          <ul>
            {ERASURE_ERASED.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p style={textStyle}>What the law makes us keep:</p>
          <ul>
            {ERASURE_KEPT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p style={textStyle}>Download your data first if you want a copy.</p>
        </>
      ),
      okText: 'Yes, ask to erase',
    });
    if (!confirmed) return;
    try {
      await erase.mutateAsync();
      void message.success(DATA_RIGHTS_MESSAGES.erasureRequested);
    } catch (err) {
      void message.error(messageOf(err, ERASURE_FAILED));
    }
  }

  const data = rights.data;
  const erasure = data?.erasure ?? null;
  const open = erasure && (erasure.status === 'PENDING' || erasure.status === 'APPROVED');

  return (
    <section aria-labelledby="your-data-heading" style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 16 }}>
      <h2 id="your-data-heading" style={{ fontSize: 20, margin: '0 0 12px' }}>
        Your data
      </h2>
      <Flex vertical gap={16}>
        {linkToken && (
          <Alert
            type="info"
            showIcon
            title={DATA_RIGHTS_MESSAGES.exportReady}
            action={
              <Button type="primary" size="small" loading={busy} onClick={() => void download(linkToken, null)}>
                Download your data
              </Button>
            }
          />
        )}
        <Flex vertical gap={8} align="start">
          <h3 style={headingStyle}>Download my data</h3>
          <p style={textStyle}>
            A ZIP file with everything we hold about you (your profile, journey, payments, invoices, letters, certificates, who opened your
            files) and your files. Once an hour.
          </p>
          {data?.latestExport && (
            <ExportStatus
              latest={data.latestExport}
              busy={busy}
              onDownload={() => {
                const latest = data.latestExport;
                if (latest?.downloadToken) void download(latest.downloadToken, latest.fileName);
              }}
            />
          )}
          <Button loading={exportData.isPending} disabled={!!data?.nextExportAt} onClick={() => void onExport()}>
            Download my data
          </Button>
          {data?.nextExportAt && <p style={textStyle}>You can ask again after {formatDateTime(data.nextExportAt)}.</p>}
        </Flex>
        <Flex vertical gap={8} align="start">
          <h3 style={headingStyle}>Erase my account</h3>
          {erasure?.status === 'PENDING' && (
            <Alert
              type="info"
              showIcon
              title={`You asked to erase your account on ${formatDate(erasure.requestedAt)}. An admin answers by ${formatDate(erasure.dueAt)}.`}
            />
          )}
          {erasure?.status === 'APPROVED' && <Alert type="warning" showIcon title="Your account is being erased." />}
          {erasure?.status === 'REFUSED' && (
            <Alert
              type="warning"
              showIcon
              title="Your last request to erase your account was not approved."
              description={`Reason: ${erasure.reason ?? ''}`}
            />
          )}
          {!open && (
            <Button danger loading={erase.isPending} disabled={!data} onClick={() => void onErase()}>
              Ask to erase my account
            </Button>
          )}
        </Flex>
      </Flex>
    </section>
  );
}
