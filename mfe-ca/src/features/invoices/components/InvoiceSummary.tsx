/**
 * The summary cards (SPEC §2 /ca): counts of the issued invoices and credit notes of the filter,
 * amounts and each tax net of the credit notes.
 */
import { Col, Row, Statistic } from 'antd';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { formatRupees, totalTaxMinor } from '@portal/domain/money';
import type { InvoiceStats } from '@portal/domain/views/invoice';

const FIGURES: ReadonlyArray<{ label: string; show(stats: InvoiceStats): string }> = [
  { label: 'Invoices', show: (s) => String(s.totalCount) },
  { label: 'Credit notes', show: (s) => String(s.creditNoteCount) },
  { label: 'Total amount', show: (s) => formatRupees(s.totalAmountMinor) },
  { label: 'Taxable value', show: (s) => formatRupees(s.totalBaseMinor) },
  { label: 'CGST', show: (s) => formatRupees(s.totalCgstMinor) },
  { label: 'SGST', show: (s) => formatRupees(s.totalSgstMinor) },
  { label: 'IGST', show: (s) => formatRupees(s.totalIgstMinor) },
  // SPEC §2: total tax is CGST plus SGST plus IGST.
  {
    label: 'Total tax',
    show: (s) => formatRupees(totalTaxMinor({ cgstMinor: s.totalCgstMinor, sgstMinor: s.totalSgstMinor, igstMinor: s.totalIgstMinor })),
  },
  { label: 'Intra-state invoices', show: (s) => String(s.intraStateCount) },
  { label: 'Inter-state invoices', show: (s) => String(s.interStateCount) },
];

/** The cards; skeletons while `stats` is null. */
export function InvoiceSummary({ stats }: { stats: InvoiceStats | null }) {
  return (
    <>
      <Row gutter={[12, 12]} role="list" aria-busy={!stats}>
        {FIGURES.map((f) => (
          <Col key={f.label} xs={12} sm={8} lg={6} xl={4} role="listitem" style={{ flexGrow: 1 }}>
            <Panel size="small" style={{ height: '100%' }}>
              <Statistic title={f.label} value={stats ? f.show(stats) : ''} loading={!stats} styles={{ content: { fontSize: 20 } }} />
            </Panel>
          </Col>
        ))}
      </Row>
      {stats && stats.creditNoteCount > 0 && (
        <PageText secondary style={{ marginTop: 8, marginBottom: 0 }}>
          Amounts and taxes are net of {stats.creditNoteCount} {stats.creditNoteCount === 1 ? 'credit note' : 'credit notes'} (
          {formatRupees(stats.creditNoteAmountMinor)}), listed below with the invoices they reverse.
        </PageText>
      )}
      {stats && stats.cancelledCount > 0 && (
        <PageText secondary style={{ marginTop: 8, marginBottom: 0 }}>
          {stats.cancelledCount} cancelled {stats.cancelledCount === 1 ? 'invoice is' : 'invoices are'} listed below but left out of these
          totals.
        </PageText>
      )}
    </>
  );
}
