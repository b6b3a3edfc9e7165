/**
 * A status word in a tag whose text keeps WCAG AA contrast (antd's preset tag colours use the
 * light brand colours for text, which fall below 4.5:1 on their own backgrounds).
 */
import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'info' | 'success' | 'danger' | 'warning';

// Tailwind-like 800 text on 100 backgrounds: each pair is above 7:1.
const TONES: Record<StatusTone, { color: string; background: string; border: string }> = {
  neutral: { color: '#1f2937', background: '#f3f4f6', border: '#d1d5db' },
  info: { color: '#1e40af', background: '#dbeafe', border: '#93c5fd' },
  success: { color: '#166534', background: '#dcfce7', border: '#86efac' },
  danger: { color: '#991b1b', background: '#fee2e2', border: '#fca5a5' },
  warning: { color: '#92400e', background: '#fef3c7', border: '#fcd34d' },
};

export function StatusTag({ tone, icon, children }: { tone: StatusTone; icon?: ReactNode; children: ReactNode }) {
  const t = TONES[tone];
  return (
    <Tag icon={icon} style={{ color: t.color, background: t.background, borderColor: t.border, fontWeight: 600, marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
