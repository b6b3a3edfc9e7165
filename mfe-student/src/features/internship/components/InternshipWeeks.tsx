/** The internship's weeks, each with its report. */
import type { WeekView } from '@portal/domain/views/internship';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { RegionPanel } from '../../../components/RegionPanel';
import { WeekItem } from './WeekItem';

export function InternshipWeeks({ weeks }: { weeks: WeekView[] }) {
  return (
    <RegionPanel id="internship-weeks" title="Weekly reports">
      <PageText>
        Each week, tell your mentor what you did, what comes next and what blocks you. A report is due on the Sunday of its week at 23:59
        India time and can be edited until your mentor accepts it.
      </PageText>
      <ol style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
        {weeks.map((week) => (
          <WeekItem key={week.number} week={week} />
        ))}
      </ol>
    </RegionPanel>
  );
}
