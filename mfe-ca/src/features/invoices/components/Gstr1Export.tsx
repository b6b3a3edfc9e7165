/**
 * The GSTR-1 downloads of the return period: the return's tables as the GSTN offline tool's JSON,
 * the same tables as CSV, or one section with the headers of the offline tool's sheet (b2cs,
 * hsn(b2c), docs) to paste into it.
 */
import { Button, Flex } from 'antd';
import { GSTR1_CSV_SECTIONS, type Gstr1CsvSection } from '@portal/domain/invoice-queries';
import type { useInvoiceFiles } from '../hooks/use-invoice-files';

/** The offline tool's sheet each section CSV is for. */
const SHEET_NAMES: Record<Gstr1CsvSection, string> = { b2cs: 'b2cs', hsn_b2c: 'hsn(b2c)', docs: 'docs' };

export function Gstr1Export({ month, disabled, files }: { month: string; disabled: boolean; files: ReturnType<typeof useInvoiceFiles> }) {
  const busy = (format: 'json' | 'csv' | Gstr1CsvSection) => files.busy?.action === 'gstr1' && files.busy.format === format;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap role="group" aria-label="GSTR-1 export">
        <Button type="primary" onClick={() => void files.exportGstr1(month, 'json')} loading={busy('json')} disabled={disabled}>
          Export GSTR-1
        </Button>
        <Button
          onClick={() => void files.exportGstr1(month, 'csv')}
          loading={busy('csv')}
          disabled={disabled}
          aria-label="Export GSTR-1 as CSV"
        >
          GSTR-1 CSV
        </Button>
      </Flex>
      <Flex gap={4} align="center" wrap role="group" aria-label="Offline tool sheets">
        <span>Offline tool sheets:</span>
        {GSTR1_CSV_SECTIONS.map((section) => (
          <Button
            key={section}
            size="small"
            onClick={() => void files.exportGstr1Section(month, section)}
            loading={busy(section)}
            disabled={disabled}
            aria-label={`Download the ${SHEET_NAMES[section]} sheet as CSV`}
          >
            {SHEET_NAMES[section]}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
