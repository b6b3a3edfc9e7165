/** /ca: the accountant's invoice dashboard (SPEC §2 /ca, §3, §7 CA): the GST returns, then the filter's summary, monthly chart, the paged list with its PDFs and CSV. */
import { Button, Flex } from 'antd';
import { PageHeading, PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@portal/domain/messages';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { dateRangeWords } from '@portal/domain/calendar';
import { invoicePageQuery } from '../api/get-invoice-page';
import { invoiceStatsQuery } from '../api/get-invoice-stats';
import { useDashboardQuery } from '../hooks/use-dashboard-query';
import { useInvoiceFiles } from '../hooks/use-invoice-files';
import { monthSeries } from '../lib/month-series';
import '../styles/invoices.css';
import { GstReturns } from './GstReturns';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTable } from './InvoiceTable';
import { MonthlyInvoiceChart } from './MonthlyInvoiceChart';
import { MonthlyInvoiceTable } from './MonthlyInvoiceTable';

export function InvoiceDashboardPage() {
  usePageTitle('Invoice dashboard');
  const { query, applyFilter, reset, changePage } = useDashboardQuery();
  const { from, to, q, page, size } = query;
  const filter = { from, to, q };
  const stats = useQuery(invoiceStatsQuery(filter));
  const list = useQuery(invoicePageQuery(query));
  const files = useInvoiceFiles();

  // A bookmarked page past the end (the list shrank meanwhile): show the last page instead.
  const pageData = list.isSuccess && !list.isPlaceholderData ? list.data : null;
  useEffect(() => {
    if (pageData && pageData.items.length === 0 && pageData.totalPages > 0 && page >= pageData.totalPages) {
      changePage(pageData.totalPages - 1, size, { replace: true });
    }
  }, [pageData, page, size, changePage]);

  const months = stats.data ? monthSeries(stats.data.byMonth, filter) : [];

  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 4vw, 24px)', boxSizing: 'border-box' }}>
      <PageHeading style={{ margin: 0, fontSize: 28 }}>Invoice dashboard</PageHeading>
      <Link to="/ca/stipends">Stipend payouts (not GST supplies)</Link>

      <section aria-labelledby="ca-returns" style={{ margin: '16px 0 24px' }}>
        <SectionHeading id="ca-returns" fontSize={20}>
          GST returns
        </SectionHeading>
        <GstReturns files={files} />
      </section>

      <PageText secondary style={{ marginTop: 4 }}>
        GST invoices and credit notes issued from {dateRangeWords(from, to)} (days in India time, both included)
        {q.trim() ? `, matching “${q.trim()}”` : ''}.
      </PageText>

      <Panel style={{ marginBottom: 16 }}>
        <InvoiceFilters key={`${from}|${to}|${q}`} value={filter} onApply={applyFilter} onReset={reset} />
      </Panel>

      <Flex vertical gap={24}>
        <section aria-labelledby="ca-summary">
          <SectionHeading id="ca-summary" fontSize={20}>
            Summary
          </SectionHeading>
          {stats.isError ? (
            <LoadError message={MESSAGES.invoicesLoadFailed} error={stats.error} onRetry={() => void stats.refetch()} />
          ) : (
            <InvoiceSummary stats={stats.data ?? null} />
          )}
        </section>

        <section aria-labelledby="ca-by-month">
          <SectionHeading id="ca-by-month" fontSize={20}>
            Invoices by month
          </SectionHeading>
          {stats.data && stats.data.totalCount > 0 ? (
            <Panel>
              <MonthlyInvoiceChart months={months} />
              <MonthlyInvoiceTable months={months} />
            </Panel>
          ) : (
            <PageText secondary>
              {stats.isSuccess ? 'No issued invoices in this range, so there is nothing to chart.' : 'Loading the monthly figures…'}
            </PageText>
          )}
        </section>

        <section aria-labelledby="ca-list">
          <Flex justify="space-between" align="baseline" wrap gap={12}>
            <SectionHeading id="ca-list" fontSize={20}>
              Invoices
            </SectionHeading>
            <Button onClick={() => void files.exportCsv(filter)} loading={files.busy?.action === 'export'}>
              Export invoice list as CSV
            </Button>
          </Flex>
          {list.isError ? (
            <LoadError message={MESSAGES.invoicesLoadFailed} error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <InvoiceTable page={list.data ?? null} loading={list.isFetching} query={query} files={files} onChangePage={changePage} />
          )}
        </section>
      </Flex>
    </main>
  );
}
