/**
 * /admin/training/attendance: a batch's attendance grid, paged by student on the server, with a
 * filter for the students below the certificate line; marks set from the keyboard (an excuse,
 * and any change to a session whose day has ended, ask for a reason, kept in the audit trail);
 * a session's meeting report imported; the grid exported as CSV.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AttendanceMark } from '@portal/domain/training';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { Pager } from '../../../components/Pager';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { ATTENDANCE_PAGE_SIZE, attendanceCsv, attendanceGridQuery, markAttendance, type Batch } from '../api/training';
import { batchSearch } from '../hooks/use-batch';
import { AttendanceGridTable, MARK_LABELS, cellLabel, type CellTarget } from './AttendanceGridTable';
import { BatchPage } from './BatchPage';
import { ImportReport } from './ImportReport';
import { TRAINING_REASON_MAX } from '../lib/reason';

import { INLINE_LINK } from '../../../lib/inline-link';

const ReasonDialog = lazy(() => import('../../../components/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));

export const ATTENDANCE_TEXT = {
  title: 'Attendance',
  intro:
    'Each student of a batch by session, with the marks from the portal’s joins, the meeting reports and the admins. Only an admin’s correction, with a reason, changes a session whose day has ended.',
  chooseBatch: 'Choose a cohort and a specialization to see its attendance.',
  loadFailed: 'Failed to load the attendance.',
  below: 'Only students below the certificate line',
  noStudent: 'No student in this batch yet.',
  noneBelow: 'Every student of the batch meets the certificate line.',
  noSession: 'No session yet: generate them on the sessions page.',
  markFailed: 'Could not save the mark.',
  exportFailed: 'Could not export the attendance.',
  cancelled: (n: number) => `Session ${n} was cancelled: it takes no mark.`,
} as const;

const slug = (text: string) => text.replace(/\W+/g, '-').toLowerCase();

interface PendingMark {
  target: CellTarget;
  mark: AttendanceMark;
}

function BatchAttendance({ batch }: { batch: Batch }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [below, setBelow] = useState(false);
  const [page, setPage] = useState(0);
  const [asking, setAsking] = useState<PendingMark | null>(null);
  const [said, setSaid] = useState('');
  const [exporting, setExporting] = useState(false);
  const grid = useQuery({ ...attendanceGridQuery(batch, below, page), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.training });

  async function save({ target, mark }: PendingMark, reason: string | null) {
    await markAttendance(target.session.id, target.row.userId, mark, reason);
    setSaid(`${target.row.name ?? target.row.email}, session ${target.session.number}: ${MARK_LABELS[mark].label}.`);
    await refresh();
  }

  function onMark(target: CellTarget, mark: AttendanceMark) {
    if (target.session.status === 'CANCELLED') {
      setSaid(ATTENDANCE_TEXT.cancelled(target.session.number));
      return;
    }
    if (mark === 'EXCUSED' || target.session.final) {
      setAsking({ target, mark });
      return;
    }
    save({ target, mark }, null).catch((err: unknown) => void message.error(messageOf(err, ATTENDANCE_TEXT.markFailed)));
  }

  async function exportCsv(cohortName: string) {
    setExporting(true);
    try {
      downloadBlob(await attendanceCsv(batch), `attendance-${slug(cohortName)}-${slug(batch.specialization)}.csv`);
    } catch (err) {
      void message.error(messageOf(err, ATTENDANCE_TEXT.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  if (grid.isError && !grid.data) {
    return <LoadError message={ATTENDANCE_TEXT.loadFailed} error={grid.error} onRetry={() => void grid.refetch()} />;
  }
  if (!grid.data) return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading the attendance" />;
  const { data } = grid;
  const askingIndex = asking ? data.sessions.findIndex((s) => s.id === asking.target.session.id) : -1;

  return (
    <>
      <SectionPanel
        heading={`${data.specialization} · ${data.settings.cohortName}`}
        action={
          <Button loading={exporting} onClick={() => void exportCsv(data.settings.cohortName)}>
            Export CSV
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <PageText secondary style={{ margin: 0 }}>
            Certificate line: {data.settings.attendanceMinPercent}% of held sessions. {data.totalItems} students.{' '}
            <Link to={`/admin/training${batchSearch(batch)}`} style={INLINE_LINK}>
              Open the sessions
            </Link>
          </PageText>
          <Checkbox
            checked={below}
            onChange={(e) => {
              setBelow(e.target.checked);
              setPage(0);
            }}
          >
            {ATTENDANCE_TEXT.below}
          </Checkbox>
          <div aria-live="polite" className="portal-visually-hidden">
            {said}
          </div>
          {data.sessions.length === 0 ? (
            <PageText>{ATTENDANCE_TEXT.noSession}</PageText>
          ) : data.rows.length === 0 ? (
            <PageText>{below ? ATTENDANCE_TEXT.noneBelow : ATTENDANCE_TEXT.noStudent}</PageText>
          ) : (
            <AttendanceGridTable grid={data} onMark={onMark} />
          )}
          <Pager page={page} totalItems={data.totalItems} size={ATTENDANCE_PAGE_SIZE} onPage={setPage} />
        </Flex>
      </SectionPanel>
      <SectionPanel heading="Import a meeting report">
        <ImportReport sessions={data.sessions} onImported={refresh} />
      </SectionPanel>
      {asking && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={`${MARK_LABELS[asking.mark].label}: ${cellLabel(asking.target.row, asking.target.session, askingIndex)}`}
            description={
              asking.target.session.final
                ? 'This session’s day has ended: the change is a correction, kept with its reason in the audit trail.'
                : 'The reason for the excuse is kept with the mark.'
            }
            okText={`Mark ${MARK_LABELS[asking.mark].label.toLowerCase()}`}
            maxLength={TRAINING_REASON_MAX}
            onCancel={() => setAsking(null)}
            onSubmit={(reason) => save(asking, reason)}
          />
        </Suspense>
      )}
    </>
  );
}

export function AttendancePage() {
  return (
    <BatchPage title={ATTENDANCE_TEXT.title} intro={ATTENDANCE_TEXT.intro} chooseBatch={ATTENDANCE_TEXT.chooseBatch}>
      {(batch) => <BatchAttendance batch={batch} />}
    </BatchPage>
  );
}
