/**
 * The interns whose internship has ended, a page at a time, of one cohort or all, by where the
 * stipend stands and by name or e-mail (filtered on the server): the evaluation score, whether every report was on time,
 * the stipend the published criteria propose and why; an admin approves it or changes it with a
 * reason (once), then records the payout with its day and bank reference (UTR).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal } from 'antd';
import { useCallback, useState } from 'react';
import { formatRupees } from '@portal/domain/money';
import { STIPEND_MESSAGES, type StipendListStatus } from '@portal/domain/stipend';
import type { StipendRow } from '@portal/domain/views/stipend';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { useFocusReturn } from '@portal/shared-ui/hooks/use-focus-return';
import { Pager } from '../../../components/Pager';
import { SectionPanel } from '../../../components/SectionPanel';
import { cohortsQuery } from '../../../lib/cohorts-query';
import { adminKeys } from '../../../lib/query-keys';
import { STIPEND_PAGE_SIZE, decideStipend, recordPayout, stipendListQuery, type StipendListFilter } from '../api/stipends';

type Dialog = { kind: 'change' | 'payout'; row: StipendRow } | null;

const STATUS_FILTERS: readonly { value: StipendListStatus; label: string }[] = [
  { value: 'all', label: 'Every ended internship' },
  { value: 'undecided', label: 'Stipend to decide' },
  { value: 'unpaid', label: 'Decided, payout to record' },
  { value: 'paid', label: 'Paid' },
];

const internName = (r: StipendRow) => r.name ?? r.email;

function decisionText(r: StipendRow): string {
  const d = r.decision;
  if (!d) return 'Not decided';
  const amount = d.amountMinor > 0 ? formatRupees(d.amountMinor) : 'No stipend';
  const paid = d.payout ? `; paid ${d.payout.paidOn}, UTR ${d.payout.utr}` : d.amountMinor > 0 ? '; not paid yet' : '';
  return `${amount}${d.changeReason ? ` (changed: ${d.changeReason})` : ''}${paid}`;
}

export function StipendDecisions() {
  const [filter, setFilter] = useState<StipendListFilter>({ cohortId: null, status: 'all', intern: '', page: 0 });
  const [internText, setInternText] = useState('');
  const list = useQuery(stipendListQuery(filter));
  // A decision or payout can take the last row of the last page out of a filtered list: show the page before.
  if (list.data && filter.page > 0 && filter.page >= list.data.totalPages) {
    setFilter({ ...filter, page: Math.max(0, list.data.totalPages - 1) });
  }
  const cohorts = useQuery(cohortsQuery);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const rememberOpener = useFocusReturn(dialog !== null);
  const [amount, setAmount] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const done = () => {
    setDialog(null);
    return queryClient.invalidateQueries({ queryKey: adminKeys.stipends });
  };
  // A decision takes Approve and Change out of the row: the keyboard goes on at the row's Record
  // payout once it shows, unless the admin has moved on meanwhile.
  const [payoutNext, setPayoutNext] = useState<string | null>(null);
  const focusPayout = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) button.focus();
    setPayoutNext(null);
  }, []);
  const decide = useMutation({
    mutationFn: ({ row, change }: { row: StipendRow; change: { amountMinor: number; reason: string } | null }) =>
      decideStipend(row.internId, change),
    onSuccess: (_, { row }) => {
      setPayoutNext(row.internId);
      return done();
    },
  });
  const pay = useMutation({
    mutationFn: ({ row, paidOn, utr }: { row: StipendRow; paidOn: string; utr: string }) => recordPayout(row.internId, { paidOn, utr }),
    onSuccess: done,
  });
  const open = (kind: 'change' | 'payout', row: StipendRow) => {
    decide.reset();
    pay.reset();
    setAmount(kind === 'change' ? (row.proposal?.amountMinor ?? 0) / 100 : null);
    setText('');
    setPaidOn('');
    rememberOpener();
    setDialog({ kind, row });
  };

  const columns = [
    { title: 'Intern', key: 'intern', render: (_: unknown, r: StipendRow) => `${internName(r)}${r.studentId ? ` (${r.studentId})` : ''}` },
    {
      title: 'Internship',
      key: 'internship',
      render: (_: unknown, r: StipendRow) => `${r.cohortName}, ${r.specialization}; ended ${r.endDate}`,
    },
    { title: 'Score', key: 'score', render: (_: unknown, r: StipendRow) => (r.score === null ? 'Not evaluated' : r.score.toFixed(1)) },
    { title: 'Reports on time', key: 'onTime', render: (_: unknown, r: StipendRow) => (r.allOnTime ? 'All' : 'Not all') },
    {
      title: 'Proposal',
      key: 'proposal',
      render: (_: unknown, r: StipendRow) =>
        r.proposal
          ? `${r.proposal.amountMinor > 0 ? formatRupees(r.proposal.amountMinor) : 'No stipend'}. ${r.proposal.reason}`
          : STIPEND_MESSAGES.notPublished,
    },
    { title: 'Decision', key: 'decision', render: (_: unknown, r: StipendRow) => decisionText(r) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, r: StipendRow) => (
        <Flex gap={8} wrap>
          {r.proposal && !r.decision && (
            <>
              <Button
                size="small"
                type="primary"
                loading={decide.isPending && decide.variables?.row.internId === r.internId}
                onClick={() => decide.mutate({ row: r, change: null })}
                aria-label={`Approve the proposal for ${internName(r)}`}
              >
                Approve
              </Button>
              <Button size="small" onClick={() => open('change', r)} aria-label={`Change the stipend of ${internName(r)}`}>
                Change
              </Button>
            </>
          )}
          {r.decision && r.decision.amountMinor > 0 && !r.decision.payout && (
            <Button
              size="small"
              ref={payoutNext === r.internId ? focusPayout : undefined}
              onClick={() => open('payout', r)}
              aria-label={`Record the payout to ${internName(r)}`}
            >
              Record payout
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const failed = dialog?.kind === 'payout' ? pay.error : decide.error;
  return (
    <SectionPanel heading="Ended internships">
      {decide.isError && !dialog && <Alert type="error" showIcon message={messageOf(decide.error, 'Could not decide the stipend.')} />}
      <Flex gap={12} wrap align="end">
        <form
          role="search"
          aria-label="Find an intern"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...filter, intern: internText.trim(), page: 0 });
          }}
        >
          <Form.Item label="Find an intern by name or e-mail" htmlFor="stipend-list-intern">
            <Flex gap={8}>
              <Input id="stipend-list-intern" value={internText} maxLength={100} onChange={(e) => setInternText(e.target.value)} />
              <Button htmlType="submit">Find</Button>
            </Flex>
          </Form.Item>
        </form>
        <Form.Item label="Interns of the cohort" htmlFor="stipend-list-cohort">
          <NativeSelect
            id="stipend-list-cohort"
            placeholder="Every cohort"
            value={filter.cohortId}
            onChange={(cohortId) => setFilter({ ...filter, cohortId: cohortId ?? null, page: 0 })}
            options={(cohorts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label="Stipend status" htmlFor="stipend-list-status">
          <NativeSelect
            id="stipend-list-status"
            placeholder="Every ended internship"
            value={filter.status}
            onChange={(status) => setFilter({ ...filter, status: (status as StipendListStatus | undefined) ?? 'all', page: 0 })}
            options={STATUS_FILTERS}
          />
        </Form.Item>
      </Flex>
      {list.isError ? (
        <LoadError message="Could not load the ended internships." error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable<StipendRow>
            label="Ended internships"
            columns={columns}
            dataSource={list.data?.items ?? []}
            rowKey="internId"
            loading={list.isPending}
            locale={{
              emptyText:
                filter.cohortId || filter.status !== 'all' || filter.intern
                  ? 'No ended internship matches these filters.'
                  : 'No internship has ended yet.',
            }}
          />
          <Pager
            page={filter.page}
            totalItems={list.data?.totalItems ?? 0}
            size={STIPEND_PAGE_SIZE}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {dialog && (
        <Modal
          open
          title={dialog.kind === 'change' ? `Change the stipend of ${internName(dialog.row)}` : `Payout to ${internName(dialog.row)}`}
          okText={dialog.kind === 'change' ? 'Save the decision' : 'Record the payout'}
          confirmLoading={decide.isPending || pay.isPending}
          onCancel={() => setDialog(null)}
          onOk={() =>
            dialog.kind === 'change'
              ? decide.mutate({ row: dialog.row, change: { amountMinor: Math.round((amount ?? 0) * 100), reason: text } })
              : pay.mutate({ row: dialog.row, paidOn, utr: text })
          }
        >
          <Form layout="vertical">
            {dialog.kind === 'change' ? (
              <>
                <Form.Item label="Amount (₹, whole rupees)" htmlFor="stipend-amount">
                  <InputNumber
                    id="stipend-amount"
                    min={0}
                    step={500}
                    value={amount}
                    onChange={(v) => setAmount(v === null ? null : Number(v))}
                  />
                </Form.Item>
                <Form.Item label="Reason for the change" htmlFor="stipend-reason">
                  <Input.TextArea id="stipend-reason" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
                </Form.Item>
              </>
            ) : (
              <>
                <Form.Item label="Paid on (YYYY-MM-DD)" htmlFor="stipend-paid-on">
                  <Input id="stipend-paid-on" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
                </Form.Item>
                <Form.Item label="Bank reference (UTR)" htmlFor="stipend-utr">
                  <Input id="stipend-utr" value={text} onChange={(e) => setText(e.target.value)} />
                </Form.Item>
              </>
            )}
          </Form>
          {failed && <Alert type="error" showIcon message={messageOf(failed, 'Could not save.')} />}
        </Modal>
      )}
    </SectionPanel>
  );
}
