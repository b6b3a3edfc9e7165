/** /admin/mentors: the mentors with their profiles, and the assignment of interns to them. */
import { AdminPageLayout } from '../../../components/AdminPageLayout';
import { InternAssignment } from './InternAssignment';
import { MentorList } from './MentorList';

export const MENTORS_TITLE = 'Mentors';

export function MentorsPage() {
  return (
    <AdminPageLayout
      title={MENTORS_TITLE}
      intro="Mentors supervise the interns of their specializations. Set each mentor's profile, then assign interns by specialization and internship start date, one or several at a time."
    >
      <MentorList />
      <InternAssignment />
    </AdminPageLayout>
  );
}
