/** The internship's dates (before the start: when it starts), the batch's project and the mentor with their contact. */
import { Alert } from 'antd';
import type { StudentInternshipView } from '@portal/domain/views/internship';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { FactList } from '../../../components/FactList';
import { dateRangeWords, dayLabel } from '@portal/domain/calendar';
import { RegionPanel } from '../../../components/RegionPanel';

function Project({ project }: { project: NonNullable<StudentInternshipView['project']> }) {
  return (
    <FactList
      facts={[
        ['Project', project.title],
        ['Description', project.description],
        ['Deliverables', project.deliverables || 'To be announced by your mentor'],
        ['Repository', project.repositoryExpectations || 'To be announced by your mentor'],
      ]}
    />
  );
}

export function InternshipPlan({ view }: { view: StudentInternshipView }) {
  const period = `${dateRangeWords(view.startDate, view.endDate)} (${view.durationWeeks} weeks)`;
  return (
    <RegionPanel id="internship-plan" title="Your internship">
      {!view.started && <Alert type="info" showIcon title={`Your internship starts on ${dayLabel(view.startDate)}.`} />}
      {view.ended && <Alert type="success" showIcon title="Your internship has ended." />}
      <FactList
        facts={[
          ['Specialization', view.specialization],
          ['Period', period],
          ['Mentor', view.mentor ? `${view.mentor.name}, ${view.mentor.title}` : 'Your mentor will be assigned before the start'],
        ]}
      />
      {view.mentor && (
        <PageText>
          Contact your mentor at <a href={`mailto:${view.mentor.email}`}>{view.mentor.email}</a>.
        </PageText>
      )}
      {view.project ? <Project project={view.project} /> : <PageText>Your project will be published here before the start.</PageText>}
    </RegionPanel>
  );
}
