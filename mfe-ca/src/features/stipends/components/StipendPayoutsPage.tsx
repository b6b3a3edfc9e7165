/**
 * /ca/stipends: the interns' stipend payouts of a month (day paid, intern, cohort, amount, bank
 * reference), a page at a time, with the month's count and total (the server's, over every page)
 * and a CSV of them all. Stipends are not GST supplies: they appear in no return.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { istDay } from '@portal/domain/calendar';
import { formatRupees } from '@portal/domain/money';
import type { StipendPayoutRow } from '@portal/domain/views/stipend';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { downloadBlob } from '@portal/shared-ui/lib/blob-files';
import { STIPEND_PAGE_SIZE, exportStipendsCsv, stipendMonthQuery } from '../api/stipends';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const columns = [
  { title: 'Paid on', dataIndex: 'paidOn', key: 'paidOn' },
  {
    title: 'Intern',
    key: 'intern',
    render: (_: unknown, p: StipendPayoutRow) => `${p.name ?? '—'}${p.studentId ? ` (${p.studentId})` : ''}`,
  },
  { title: 'Cohort', dataIndex: 'cohortName', key: 'cohort' },
  { title: 'Amount', key: 'amount', render: (_: unknown, p: StipendPayoutRow) => formatRupees(p.amountMinor) },
  { title: 'UTR', dataIndex: 'utr', key: 'utr' },
];

export function StipendPayoutsPage() {
  usePageTitle('Stipend payouts');
  const [typed, setTyped] = useState(istDay(new Date()).slice(0, 7));
  const [page, setPage] = useState(0);
  const month = MONTH.test(typed) ? typed : null;
  const payouts = useQuery({ ...stipendMonthQuery(month ?? '', page), enabled: month !== null });
  const [exportError, setExportError] = useState<string | null>(null);

  async function download() {
    if (!month) return;
    setExportError(null);
    try {
      downloadBlob(await exportStipendsCsv(month), `stipends-${month}.csv`);
    } catch (err) {
      setExportError(messageOf(err, 'The CSV could not be made.'));
    }
  }

  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 4vw, 24px)', boxSizing: 'border-box' }}>
      <Link to="/ca">← Invoice dashboard</Link>
      <PageHeading style={{ margin: '8px 0 0', fontSize: 28 }}>Stipend payouts</PageHeading>
      <PageText secondary>
        The interns’ performance stipends paid in a month, with the bank reference (UTR) of each transfer. Stipends are not GST supplies:
        they are in neither GSTR-1 nor GSTR-3B.
      </PageText>
      <Flex gap={12} align="end" wrap>
        <Form.Item label="Month (YYYY-MM)" htmlFor="stipend-month" style={{ marginBottom: 0 }}>
          <Input
            id="stipend-month"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value.trim());
              setPage(0);
            }}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Button onClick={() => void download()} disabled={!month}>
          Download CSV
        </Button>
      </Flex>
      {!month && <Alert type="error" showIcon message="Please enter a month written YYYY-MM." style={{ marginTop: 12 }} />}
      {exportError && <Alert type="error" showIcon message={exportError} style={{ marginTop: 12 }} />}
      {payouts.isError ? (
        <LoadError message="The stipend payouts could not be loaded." error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : (
        <>
          <p role="status" style={{ margin: '16px 0 8px', fontWeight: 600 }}>
            {payouts.data
              ? `${payouts.data.count} ${payouts.data.count === 1 ? 'payout' : 'payouts'}, total ${formatRupees(payouts.data.totalMinor)}`
              : ' '}
          </p>
          <PagedDataTable<StipendPayoutRow>
            label="Stipend payouts"
            columns={columns}
            dataSource={payouts.data?.items ?? []}
            rowKey="internId"
            loading={month !== null && payouts.isPending}
            locale={{ emptyText: 'No stipend was paid in this month.' }}
            pagination={{
              current: page + 1,
              pageSize: STIPEND_PAGE_SIZE,
              total: payouts.data?.count ?? 0,
              hideOnSinglePage: true,
              onChange: (current) => setPage(current - 1),
            }}
          />
        </>
      )}
    </main>
  );
}
