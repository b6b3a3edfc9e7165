/**
 * Program on /admin: the cohorts with their dates, students and seats filled; create a
 * cohort, edit one until its first student is verified, and make one the cohort open for
 * enrolment (a confirm dialog). The landing page and newly verified students follow the active one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CohortFields } from '@portal/domain/cohort';
import { dateRangeLabel, dayListLabel } from '@portal/domain/calendar';
import type { CohortAdminView } from '@portal/domain/views/program';
import { formatRupees } from '@portal/domain/money';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useConfirm } from '@portal/shared-ui/components/ConfirmDialog';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { SectionPanel } from '../../../components/SectionPanel';
import { cohortsQuery } from '../../../lib/cohorts-query';
import { adminKeys } from '../../../lib/query-keys';
import { activateCohort, createCohort, updateCohort } from '../api/cohorts';
import { INLINE_LINK } from '../../../lib/inline-link';

// The form (antd Form, Checkbox) loads when it is opened, not with /admin.
const CohortForm = lazy(() => import('./CohortForm').then((m) => ({ default: m.CohortForm })));

export const PROGRAM_TEXT = {
  heading: 'Program',
  intro: 'Each cohort has its own dates, fee and seats. New students join the active cohort when their fee is verified.',
  loadFailed: 'Failed to load the cohorts.',
  created: 'Cohort created.',
  saved: 'Cohort saved.',
  activated: (name: string) => `${name} is now open for enrolment.`,
  activateFailed: 'Could not make the cohort active.',
} as const;

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

export function ProgramSection() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const cohorts = useQuery(cohortsQuery);
  // undefined: closed; null: a new cohort; else the cohort being edited.
  const [editing, setEditing] = useState<CohortAdminView | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });

  const activate = useMutation({
    mutationFn: (cohort: CohortAdminView) => activateCohort(cohort.id),
    onSuccess: (cohort) => void message.success(PROGRAM_TEXT.activated(cohort.name)),
    onError: (err) => void message.error(messageOf(err, PROGRAM_TEXT.activateFailed)),
    onSettled: refresh,
  });

  async function save(fields: CohortFields) {
    if (editing) await updateCohort(editing.id, fields);
    else await createCohort(fields);
    void message.success(editing ? PROGRAM_TEXT.saved : PROGRAM_TEXT.created);
    await refresh();
  }

  function confirmActivate(cohort: CohortAdminView) {
    void confirm({
      title: `Open ${cohort.name} for enrolment?`,
      content: `The landing page will show its dates, and students whose fee is verified from now on join it. Students already verified keep their cohort.`,
      okText: 'Yes, make it active',
      onConfirm: () => activate.mutateAsync(cohort),
    });
  }

  const columns: TableColumnsType<CohortAdminView> = [
    {
      title: 'Cohort',
      key: 'name',
      render: (_, c) => (
        <Flex gap={8} align="center" wrap>
          <span>{c.name}</span>
          {c.active && <StatusTag tone="success">Active</StatusTag>}
        </Flex>
      ),
    },
    { title: 'Training', key: 'training', render: (_, c) => dateRangeLabel(c.trainingStart, c.trainingEnd) },
    { title: 'Internship starts', key: 'starts', render: (_, c) => dayListLabel(c.internshipStartDates) },
    { title: 'Fee', key: 'fee', render: (_, c) => formatRupees(c.feeMinor) },
    { title: 'Students', dataIndex: 'students', key: 'students', align: 'right' },
    {
      title: 'Seats filled',
      key: 'seats',
      render: (_, c) => (
        <details>
          <summary>
            {sum(c.filled)} of {sum(c.seats)}
            {/* The Students column counts the portal's students only: say where the others came from. */}
            {c.filledBeforePortal > 0 && <Text tone="secondary"> ({c.filledBeforePortal} filled before the portal)</Text>}
          </summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 16 }} aria-label={`Seats of ${c.name} per specialization`}>
            {Object.keys(c.seats).map((name) => (
              <li key={name}>
                {name}: {c.filled[name] ?? 0} of {c.seats[name]}
              </li>
            ))}
          </ul>
        </details>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, c) => (
        <Flex gap={4} wrap>
          {c.editable ? (
            <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
              Edit
            </Button>
          ) : (
            <Text tone="secondary">Students verified: dates fixed</Text>
          )}
          {!c.active && !c.enrolmentOpen && <Text tone="secondary">Training started</Text>}
          {!c.active && c.enrolmentOpen && (
            <Button
              size="small"
              onClick={() => confirmActivate(c)}
              loading={activate.isPending && activate.variables.id === c.id}
              aria-label={`Make ${c.name} active`}
            >
              Make active
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <SectionPanel
      heading={PROGRAM_TEXT.heading}
      action={
        <Button type="primary" onClick={() => setEditing(null)}>
          New cohort
        </Button>
      }
    >
      <PageText secondary style={{ marginTop: 0 }}>
        {PROGRAM_TEXT.intro} Each cohort’s stipend criteria are published on{' '}
        <Link to="/admin/stipends" style={INLINE_LINK}>
          the Stipends page
        </Link>
        .
      </PageText>
      {cohorts.isError && !cohorts.data ? (
        <LoadError message={PROGRAM_TEXT.loadFailed} error={cohorts.error} onRetry={() => void cohorts.refetch()} />
      ) : !cohorts.data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the cohorts" />
      ) : (
        <DataTable<CohortAdminView>
          label="Cohorts"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={cohorts.data}
          scroll={{ x: 900 }}
        />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <CohortForm cohort={editing} onSave={save} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </SectionPanel>
  );
}
