/**
 * A light SVG bar chart of the invoices per month (height: amount; label: count), with a tooltip
 * on hover. Screen readers get the same figures from MonthlyInvoiceTable instead.
 */
import { useState } from 'react';
import { formatRupees } from '@portal/domain/money';
import { compactRupees, niceCeiling } from '../lib/chart-scale';
import { monthLabel } from '@portal/domain/calendar';
import { useElementWidth } from '../hooks/use-element-width';
import type { MonthFigures } from '@portal/domain/views/invoice';

const HEIGHT = 240;
const PAD = { left: 60, right: 12, top: 22, bottom: 34 };
const TICKS = 4;
const MIN_SLOT = 30;
const LABEL_WIDTH = 64;

export function MonthlyInvoiceChart({ months }: { months: readonly MonthFigures[] }) {
  const [active, setActive] = useState<number | null>(null);
  const { ref, width: available } = useElementWidth<HTMLDivElement>(720);
  // Drawn at the container's width (text stays 12 px); many months scroll sideways rather than squeeze.
  const width = Math.max(available, PAD.left + PAD.right + months.length * MIN_SLOT);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = niceCeiling(Math.max(0, ...months.map((m) => m.amountMinor))) || 1;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(36, slot * 0.62);
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const y = (amount: number) => PAD.top + plotHeight - (amount / top) * plotHeight;
  const centre = (i: number) => PAD.left + slot * i + slot / 2;
  const shown = active === null ? null : months[active];

  return (
    <div className="ca-chart" ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label="Bar chart of the invoice amount per month, with each month's invoice count above its bar. The same figures follow as a table."
        onMouseLeave={() => setActive(null)}
      >
        {Array.from({ length: TICKS + 1 }, (_, t) => {
          const amount = (top / TICKS) * t;
          return (
            <g key={t} className="ca-chart-grid">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(amount)} y2={y(amount)} />
              <text x={PAD.left - 8} y={y(amount)} dy="0.32em" textAnchor="end">
                {compactRupees(amount)}
              </text>
            </g>
          );
        })}
        {months.map((m, i) => (
          <g key={m.month} className={`ca-chart-month${active === i ? ' is-active' : ''}`} onMouseEnter={() => setActive(i)}>
            <rect className="ca-chart-hit" x={PAD.left + slot * i} y={PAD.top} width={slot} height={plotHeight} />
            <rect
              className="ca-chart-bar"
              x={centre(i) - barWidth / 2}
              y={y(m.amountMinor)}
              width={barWidth}
              height={Math.max(0, PAD.top + plotHeight - y(m.amountMinor))}
              rx={3}
            />
            {m.count > 0 && (
              <text className="ca-chart-count" x={centre(i)} y={y(m.amountMinor) - 6} textAnchor="middle">
                {m.count}
              </text>
            )}
            {i % labelEvery === 0 && (
              <text className="ca-chart-axis" x={centre(i)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle">
                {monthLabel(m.month, 'short')}
              </text>
            )}
          </g>
        ))}
      </svg>
      {shown && active !== null && (
        // Mouse-only detail; the table below carries the same figures for everyone else.
        <div className="ca-chart-tooltip" aria-hidden="true" style={{ left: Math.min(Math.max(centre(active), 90), width - 90) }}>
          <strong>{monthLabel(shown.month)}</strong>
          <span>
            {shown.count} {shown.count === 1 ? 'invoice' : 'invoices'}
          </span>
          <span>Amount {formatRupees(shown.amountMinor)}</span>
          <span>Tax {formatRupees(shown.taxMinor)}</span>
        </div>
      )}
    </div>
  );
}
