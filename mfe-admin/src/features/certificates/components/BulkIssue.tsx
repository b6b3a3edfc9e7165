/**
 * Issue one type of certificate to many students: the students eligible for it, a page
 * at a time (those who must wait say why: the training or internship has not ended, the
 * attendance is below the line, a week's report is not accepted, the evaluation is below the line,
 * no recommendation is written), the admin ticks those to receive it, and each is issued in turn
 * with a progress bar and its result (issued, or the server's reason).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { CERTIFICATE_TYPE_INFO, formatCertificateCode, type CertificateType } from '@portal/domain/certificate';
import type { EligibleStudentRow } from '@portal/domain/views/certificate';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { Pager } from '../../../components/Pager';
import { adminKeys } from '../../../lib/query-keys';
import { ELIGIBLE_PAGE_SIZE, eligibleQuery, issueCertificate } from '../api/certificates';
import { RECOMMENDATION_NOTE } from './recommendation-note';

interface Result {
  userId: string;
  name: string;
  ok: boolean;
  text: string;
}

export function BulkIssue({ type }: { type: CertificateType }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [done, setDone] = useState(0);
  const [queueSize, setQueueSize] = useState(0);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Result[]>([]);
  const eligible = useQuery(eligibleQuery(type, page));
  const title = CERTIFICATE_TYPE_INFO[type].title;

  function toggle(row: EligibleStudentRow, on: boolean) {
    const next = new Map(selected);
    if (on) next.set(row.userId, row.name ?? row.email);
    else next.delete(row.userId);
    setSelected(next);
  }

  async function run() {
    const queue = [...selected.entries()];
    setRunning(true);
    setQueueSize(queue.length);
    setDone(0);
    setResults([]);
    for (const [userId, name] of queue) {
      let result: Result;
      try {
        const c = await issueCertificate(userId, type);
        result = { userId, name, ok: true, text: `Issued ${formatCertificateCode(c.code)}` };
      } catch (err) {
        result = { userId, name, ok: false, text: messageOf(err, 'Could not issue the certificate.') };
      }
      setResults((r) => [...r, result]);
      setDone((n) => n + 1);
    }
    setRunning(false);
    setSelected(new Map());
    await queryClient.invalidateQueries({ queryKey: adminKeys.certificates });
  }

  const columns: TableColumnsType<EligibleStudentRow> = [
    {
      title: 'Select',
      key: 'select',
      width: 70,
      render: (_, r) =>
        r.certificateId ? (
          <StatusTag tone="success">Issued</StatusTag>
        ) : r.notYet ? (
          <StatusTag tone="warning">Not yet</StatusTag>
        ) : (
          <input
            type="checkbox"
            checked={selected.has(r.userId)}
            onChange={(e) => toggle(r, e.target.checked)}
            disabled={running}
            aria-label={`Select ${r.name ?? r.email}`}
            style={{ width: 18, height: 18 }}
          />
        ),
    },
    { title: 'Student', key: 'name', render: (_, r) => r.name ?? r.email },
    { title: 'Student ID', key: 'studentId', render: (_, r) => r.studentId ?? '—' },
    { title: 'Specialization', key: 'spec', render: (_, r) => r.specialization ?? '—' },
    { title: 'Why not yet', key: 'notYet', render: (_, r) => (r.certificateId ? '—' : (r.notYet ?? '—')) },
  ];

  return (
    <Flex vertical gap={8}>
      {type === 'RECOMMENDATION' && <Text tone="secondary">{RECOMMENDATION_NOTE}</Text>}
      {eligible.isError && !eligible.data ? (
        <LoadError message="Failed to load the eligible students." error={eligible.error} onRetry={() => void eligible.refetch()} />
      ) : !eligible.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : eligible.data.items.length === 0 ? (
        <Text>No student can receive the {title} yet.</Text>
      ) : (
        <>
          <DataTable<EligibleStudentRow>
            label={`Students eligible for the ${title}`}
            rowKey="userId"
            size="small"
            columns={columns}
            dataSource={eligible.data.items}
          />
          <Pager page={page} totalItems={eligible.data.totalItems} size={ELIGIBLE_PAGE_SIZE} onPage={setPage} />
        </>
      )}
      <Flex gap={8} align="center" wrap>
        <Button type="primary" disabled={!selected.size || running} loading={running} onClick={() => void run()}>
          Issue to {selected.size} selected
        </Button>
        {(running || results.length > 0) && (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span>
              {done} of {queueSize} done
            </span>
            <progress value={done} max={queueSize || 1} aria-label={`Issuing the ${title}`} />
          </label>
        )}
      </Flex>
      {results.length > 0 && (
        <ul aria-label="Results" style={{ margin: 0, paddingLeft: 18 }}>
          {results.map((r) => (
            <li key={r.userId}>
              {r.name}: <Text tone={r.ok ? undefined : 'danger'}>{r.text}</Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
