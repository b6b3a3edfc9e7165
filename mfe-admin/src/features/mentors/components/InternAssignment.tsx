/**
 * Assigning interns to a mentor: the students with a finalized specialization, filtered on the
 * server by specialization, internship start date and whether they have a mentor, a page at a
 * time; the admin selects several (or one), chooses a mentor and assigns them in one request. The
 * answer says who was assigned and why each other one was not (another specialization, the cap).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { MENTOR_MESSAGES } from '@portal/domain/mentor';
import type { AssignableIntern, AssignmentResult, MentorView } from '@portal/domain/views/mentors';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DateInput } from '@portal/shared-ui/components/DateInput';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { dateRangeLabel } from '@portal/domain/calendar';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { assignableInternsQuery, assignInterns, mentorListQuery, unassignIntern, type InternQuery } from '../api/mentors';

const PAGE_SIZES = [20, 50, 100] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MENTOR_FILTERS = [
  { value: 'unassigned', label: 'Without a mentor' },
  { value: 'assigned', label: 'With a mentor' },
  { value: 'all', label: 'All interns' },
] as const;

const mentorLabel = (m: MentorView) =>
  `${m.name ?? m.email} — ${m.internCount} of ${m.cap} (${m.specializations.join(', ') || 'no specialization'})`;

function AssignmentOutcome({ result, onClose }: { result: AssignmentResult; onClose(): void }) {
  const mentor = result.mentor.name ?? result.mentor.email;
  const assigned = `${result.assigned.length} assigned to ${mentor} (now ${result.mentor.internCount} of ${result.mentor.cap}).`;
  return (
    <Alert
      role="status"
      type={result.refused.length ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': 'Close' }}
      title={result.refused.length ? `${assigned} ${result.refused.length} not assigned:` : assigned}
      description={
        result.refused.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.refused.map((r) => (
              <li key={r.id}>
                {r.name ?? r.id}: {r.reason}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

export function InternAssignment() {
  const formId = useId();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<InternQuery>({ specialization: '', startDate: '', mentor: 'unassigned', page: 0, size: 20 });
  const [draft, setDraft] = useState({ specialization: '', startDate: '', mentor: query.mentor as InternQuery['mentor'] });
  const [dateError, setDateError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mentorId, setMentorId] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<AssignmentResult | null>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  // Assigning empties the selection, which disables the button that had the keyboard: it goes on at the outcome.
  useEffect(() => {
    if (outcome) outcomeBox.current?.focus();
  }, [outcome]);
  const interns = useQuery(assignableInternsQuery(query));
  const mentors = useQuery(mentorListQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.mentors });

  const assign = useMutation({
    mutationFn: () => assignInterns(mentorId!, [...selected]),
    onSuccess: (result) => {
      setOutcome(result);
      setSelected(new Set());
    },
    onSettled: refresh,
  });
  const unassign = useMutation({ mutationFn: unassignIntern, onSettled: refresh });

  function applyFilter() {
    if (draft.startDate && !DAY.test(draft.startDate)) {
      setDateError('Please enter the start date as DD/MM/YYYY, or leave it empty for any.');
      return;
    }
    setDateError(null);
    setSelected(new Set());
    setQuery({ ...query, ...draft, page: 0 });
  }

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  const supervising = (mentors.data?.items ?? []).filter((m) => m.specializations.length > 0);
  const columns = [
    {
      title: 'Select',
      key: 'select',
      render: (_: unknown, row: AssignableIntern) => (
        <Checkbox
          checked={selected.has(row.id)}
          onChange={(e) => toggle(row.id, e.target.checked)}
          aria-label={row.name ? `Select ${row.name} (${row.email})` : `Select ${row.email}`}
        />
      ),
    },
    { title: 'Name', key: 'name', render: (_: unknown, row: AssignableIntern) => row.name ?? '—' },
    { title: 'E-mail', dataIndex: 'email', key: 'email' },
    { title: 'Cohort', dataIndex: 'cohort', key: 'cohort' },
    { title: 'Specialization', dataIndex: 'specialization', key: 'specialization' },
    {
      title: 'Internship',
      key: 'internship',
      render: (_: unknown, row: AssignableIntern) => `${dateRangeLabel(row.startDate, row.endDate)} (${row.durationWeeks} weeks)`,
    },
    {
      title: 'Mentor',
      key: 'mentor',
      render: (_: unknown, row: AssignableIntern) =>
        row.mentor ? (
          <Flex gap={8} align="center" wrap>
            {row.mentor.name ?? row.mentor.email}
            <Button
              size="small"
              onClick={() => unassign.mutate(row.id)}
              loading={unassign.isPending && unassign.variables === row.id}
              aria-label={`Unassign ${row.name ?? row.email}`}
            >
              Unassign
            </Button>
          </Flex>
        ) : (
          'None yet'
        ),
    },
  ];

  return (
    <SectionPanel heading="Assign interns">
      <Form layout="inline" onFinish={applyFilter} style={{ rowGap: 8, marginBottom: 12 }} id={formId}>
        <Form.Item label="Specialization" htmlFor={`${formId}-spec`}>
          <NativeSelect
            id={`${formId}-spec`}
            placeholder="Every specialization"
            value={draft.specialization}
            onChange={(specialization) => setDraft({ ...draft, specialization: specialization ?? '' })}
            options={SPECIALIZATIONS.map((s) => ({ value: s.name, label: s.name }))}
          />
        </Form.Item>
        <Form.Item label="Internship starts" htmlFor={`${formId}-start`} validateStatus={dateError ? 'error' : undefined} help={dateError}>
          <DateInput
            id={`${formId}-start`}
            value={draft.startDate}
            onChange={(startDate) => setDraft({ ...draft, startDate })}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item label="Show" htmlFor={`${formId}-mentor`}>
          <NativeSelect
            id={`${formId}-mentor`}
            placeholder="All interns"
            value={draft.mentor}
            onChange={(mentor) => setDraft({ ...draft, mentor: (mentor as InternQuery['mentor'] | undefined) ?? 'all' })}
            options={MENTOR_FILTERS}
          />
        </Form.Item>
        <Button htmlType="submit">Apply</Button>
      </Form>

      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <NativeSelect
          aria-label="Mentor to assign to"
          placeholder="Choose a mentor"
          value={mentorId}
          onChange={setMentorId}
          options={supervising.map((m) => ({ value: m.id, label: mentorLabel(m) }))}
          style={{ maxWidth: '100%' }}
        />
        <Button type="primary" disabled={!mentorId || selected.size === 0} loading={assign.isPending} onClick={() => assign.mutate()}>
          Assign selected ({selected.size})
        </Button>
      </Flex>
      {assign.isError && (
        <Alert type="error" showIcon title={messageOf(assign.error, 'Could not assign the interns.')} style={{ marginBottom: 12 }} />
      )}
      {unassign.isError && (
        <Alert type="error" showIcon title={messageOf(unassign.error, 'Could not unassign the intern.')} style={{ marginBottom: 12 }} />
      )}
      {outcome && (
        <div ref={outcomeBox} tabIndex={-1} style={{ marginBottom: 12 }}>
          <AssignmentOutcome result={outcome} onClose={() => setOutcome(null)} />
        </div>
      )}

      {interns.isError ? (
        <LoadError message={MENTOR_MESSAGES.internsLoadFailed} error={interns.error} onRetry={() => void interns.refetch()} />
      ) : (
        <PagedDataTable<AssignableIntern>
          label="Interns to assign"
          columns={columns}
          dataSource={interns.data?.items ?? []}
          rowKey="id"
          loading={interns.isPending}
          locale={{ emptyText: 'No intern matches these filters.' }}
          pagination={{
            current: query.page + 1,
            pageSize: query.size,
            total: interns.data?.totalItems ?? 0,
            pageSizeOptions: PAGE_SIZES,
            onChange: (page, size) => setQuery({ ...query, page: size === query.size ? page - 1 : 0, size }),
          }}
        />
      )}
    </SectionPanel>
  );
}
