/** SPEC §2: a description cut to 32 characters in the list, the whole text on hover or keyboard focus. */
import { Tooltip } from 'antd';
import { truncateDescription } from '@portal/domain/invoice-queries';

export function DescriptionCell({ text }: { text: string | null }) {
  const full = (text ?? '').trim();
  const short = truncateDescription(full);
  if (short === full) return <>{full}</>;
  return (
    <Tooltip title={full}>
      {/* Focusable so keyboard users can reveal the tooltip; screen readers read the whole text. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so a keyboard can reveal the tooltip (WCAG 1.4.13) */}
      <span className="ca-description" tabIndex={0} aria-label={full}>
        {short}
      </span>
    </Tooltip>
  );
}
