/**
 * A weekly report as read once written, on the intern's page and the mentor's: the answers under
 * each screen's own labels, and its links opening in a new tab without handing it the page (rel=noopener).
 */
import type { ReportView } from '@portal/domain/views/internship';
import { TextFacts } from '@portal/shared-ui/components/TextFacts';

export interface ReportLabels {
  done: string;
  next: string;
  hours: string;
}

export function WeeklyReportText({ report, labels }: { report: ReportView; labels: ReportLabels }) {
  const facts: [string, string][] = [
    [labels.done, report.done],
    [labels.next, report.next],
    ['Blockers', report.blockers || 'None'],
    [labels.hours, String(report.hours)],
  ];
  return (
    <TextFacts facts={facts}>
      {report.links.length > 0 && (
        <div>
          <dt style={{ fontWeight: 600 }}>Links</dt>
          {report.links.map((link) => (
            <dd key={link} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </a>
            </dd>
          ))}
        </div>
      )}
    </TextFacts>
  );
}
