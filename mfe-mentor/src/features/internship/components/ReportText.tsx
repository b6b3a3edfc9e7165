/** A weekly report as the mentor reads it; its links open in a new tab without handing it this page (rel=noopener). */
import type { ReportView } from '@portal/domain/views/internship';

export function ReportText({ report }: { report: ReportView }) {
  const facts: [string, string][] = [
    ['What was done', report.done],
    ['What comes next', report.next],
    ['Blockers', report.blockers || 'None'],
    ['Hours', String(report.hours)],
  ];
  return (
    <dl style={{ margin: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ marginBottom: 8 }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
      <div>
        <dt style={{ fontWeight: 600 }}>Links</dt>
        {report.links.length === 0 && <dd style={{ margin: 0 }}>None</dd>}
        {report.links.map((link) => (
          <dd key={link} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          </dd>
        ))}
      </div>
    </dl>
  );
}
