/**
 * Import a session's meeting report: the participants CSV that Zoom or Google Meet exports, sent
 * as text/csv. The answer says what it did: rows, students matched, marks written, the e-mails
 * that match no student of the batch, those with several rows (rejoins, summed) and the guests.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useId, useRef, useState } from 'react';
import type { AttendanceGrid, AttendanceImportResult } from '@portal/domain/views/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { formatDate } from '@portal/shared-ui/lib/format';
import { importMeetingReport } from '../api/training';

export const IMPORT_TEXT = {
  chooseSession: 'Choose the session the report is of.',
  chooseFile: 'Choose the report’s CSV file.',
  failed: 'Could not import the report.',
  format: { ZOOM: 'Zoom', GOOGLE_MEET: 'Google Meet' },
} as const;

function ImportSummary({ result }: { result: AttendanceImportResult }) {
  return (
    <Alert
      type={result.unmatchedEmails.length ? 'warning' : 'success'}
      showIcon
      role="status"
      title={`${IMPORT_TEXT.format[result.format]} report imported: ${result.matched} students matched of ${result.rows} rows; ${result.marked} marks written.`}
      description={
        <ul style={{ margin: 0, paddingLeft: 16 }} aria-label="Import details">
          <li>E-mails matching no student of the batch: {result.unmatchedEmails.length ? result.unmatchedEmails.join(', ') : 'none'}</li>
          <li>Several rows (rejoins, summed): {result.duplicateEmails.length ? result.duplicateEmails.join(', ') : 'none'}</li>
          <li>Guests: {result.guests}</li>
        </ul>
      }
    />
  );
}

export function ImportReport({ sessions, onImported }: { sessions: AttendanceGrid['sessions']; onImported(): Promise<unknown> }) {
  const sessionFieldId = useId();
  const fileFieldId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [sessionId, setSessionId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ id, report }: { id: string; report: File }) => importMeetingReport(id, report),
    onSuccess: onImported,
  });

  function submit() {
    const report = file.current?.files?.[0];
    setProblem(!sessionId ? IMPORT_TEXT.chooseSession : !report ? IMPORT_TEXT.chooseFile : null);
    if (sessionId && report) upload.mutate({ id: sessionId, report });
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Flex vertical gap={8}>
        <Flex gap={16} wrap align="end">
          <Flex vertical gap={4} style={{ flex: '1 1 220px', maxWidth: 320 }}>
            <label htmlFor={sessionFieldId}>Session</label>
            <NativeSelect
              id={sessionFieldId}
              value={sessionId}
              onChange={(value) => setSessionId(value ?? '')}
              placeholder="Choose a session"
              options={sessions
                .filter((s) => s.status !== 'CANCELLED')
                .map((s) => ({ value: s.id, label: `Session ${s.number}, ${formatDate(s.startsAt)}` }))}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={fileFieldId}>Meeting report (Zoom or Google Meet CSV)</label>
            <input id={fileFieldId} ref={file} type="file" accept=".csv,text/csv" />
          </Flex>
          <Button htmlType="submit" loading={upload.isPending}>
            Import meeting report
          </Button>
        </Flex>
        <div aria-live="polite">
          {problem ? (
            <Text tone="danger">{problem}</Text>
          ) : upload.isError ? (
            <Alert type="error" showIcon title={messageOf(upload.error, IMPORT_TEXT.failed)} />
          ) : upload.data ? (
            <ImportSummary result={upload.data} />
          ) : null}
        </div>
      </Flex>
    </form>
  );
}
