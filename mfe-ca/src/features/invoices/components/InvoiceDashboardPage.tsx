import { Card, Typography } from 'antd';

/** /ca: the invoice dashboard frame (statistics and the invoice list arrive with invoicing). */
export function InvoiceDashboardPage() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1}>Invoice dashboard</Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">
          GST invoices appear here once fees are verified: summary statistics, a filterable list and PDF downloads.
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
