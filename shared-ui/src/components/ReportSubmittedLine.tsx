import type { ReportView } from '@portal/domain/views/internship';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';

/** When the report arrived (late or not) and when it was last edited. */
export function ReportSubmittedLine({ report }: { report: ReportView }) {
  return (
    <Text>
      Submitted {formatDateTime(report.submittedAt)}
      {report.late ? ', after its due date' : ''}
      {report.updatedAt !== report.submittedAt ? `; last edited ${formatDateTime(report.updatedAt)}` : ''}.
    </Text>
  );
}
