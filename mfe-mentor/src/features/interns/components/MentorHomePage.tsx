/**
 * /mentor: the mentor's profile line, what needs them first (reports to review, overdue weeks, each
 * intern's week states), and their interns with each internship's dates, one page at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MENTOR_MESSAGES } from '@portal/domain/mentor';
import type { MentorIntern, MentorView } from '@portal/domain/views/mentors';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageHeading, PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { internPageQuery } from '../api/get-interns';
import { mentorMeQuery } from '../../../lib/mentor-me-query';
import { MentorMain } from '../../../components/MentorMain';
import { useServerPaging } from '../../../hooks/use-server-paging';
import { dayLabel } from '@portal/domain/calendar';
import { ReviewsOverview } from './ReviewsOverview';

function ProfileLine({ me }: { me: MentorView }) {
  if (!me.name)
    return <PageText secondary>Your mentor profile is not set up yet: an admin gives your name, title and specializations.</PageText>;
  return (
    <PageText secondary>
      {me.name}, {me.title} · {me.specializations.join(', ')} · {me.internCount} of {me.cap} interns
    </PageText>
  );
}

const COLUMNS = [
  {
    title: 'Name',
    key: 'name',
    render: (_: unknown, row: MentorIntern) => <Link to={`/mentor/interns/${encodeURIComponent(row.id)}`}>{row.name ?? '—'}</Link>,
  },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Specialization', dataIndex: 'specialization', key: 'specialization' },
  { title: 'Cohort', dataIndex: 'cohort', key: 'cohort' },
  {
    title: 'Internship',
    key: 'internship',
    render: (_: unknown, row: MentorIntern) => `${dayLabel(row.startDate)} – ${dayLabel(row.endDate)}`,
  },
  { title: 'Weeks', dataIndex: 'durationWeeks', key: 'weeks', align: 'right' as const },
];

export function MentorHomePage() {
  usePageTitle('My interns');
  const paging = useServerPaging();
  const me = useQuery(mentorMeQuery());
  const interns = useQuery(internPageQuery(paging.page, paging.size));

  return (
    <MentorMain>
      <PageHeading style={{ margin: 0, fontSize: 28 }}>My interns</PageHeading>
      {me.isError ? (
        <LoadError message={MENTOR_MESSAGES.mentorsLoadFailed} error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        me.data && <ProfileLine me={me.data} />
      )}
      <Link to="/mentor/projects">Projects of your specializations</Link>
      <ReviewsOverview />
      <section aria-labelledby="mentor-interns" style={{ marginTop: 16 }}>
        <SectionHeading id="mentor-interns" fontSize={20}>
          Interns
        </SectionHeading>
        {interns.isError ? (
          <LoadError message={MENTOR_MESSAGES.internsLoadFailed} error={interns.error} onRetry={() => void interns.refetch()} />
        ) : (
          <PagedDataTable<MentorIntern>
            label="Interns"
            columns={COLUMNS}
            dataSource={interns.data?.items ?? []}
            rowKey="id"
            loading={interns.isPending}
            locale={{ emptyText: 'No interns are assigned to you yet.' }}
            pagination={paging.pagination(interns.data?.totalItems)}
          />
        )}
      </section>
    </MentorMain>
  );
}
