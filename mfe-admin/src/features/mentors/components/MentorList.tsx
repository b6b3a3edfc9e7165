/** The MENTOR accounts with their profile (name, title, e-mail, specializations) and interns against the cap; Edit opens the profile. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { MentorProfileInput } from '@portal/domain/mentor';
import { MENTOR_MESSAGES } from '@portal/domain/mentor';
import type { MentorView } from '@portal/domain/views/mentors';
import { DataTable } from '@portal/shared-ui/components/DataTable';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { useFocusReturn } from '@portal/shared-ui/hooks/use-focus-return';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { mentorListQuery, saveMentorProfile } from '../api/mentors';

// The dialog loads when opened.
const MentorProfileForm = lazy(() => import('./MentorProfileForm').then((m) => ({ default: m.MentorProfileForm })));

export function MentorList() {
  const mentors = useQuery(mentorListQuery());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<MentorView | null>(null);
  const rememberOpener = useFocusReturn(editing !== null);
  const save = useMutation({
    mutationFn: ({ id, profile }: { id: string; profile: MentorProfileInput }) => saveMentorProfile(id, profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mentors }),
  });

  const columns = [
    { title: 'Name', key: 'name', render: (_: unknown, m: MentorView) => m.name ?? 'Profile not set' },
    { title: 'Title', key: 'title', render: (_: unknown, m: MentorView) => m.title ?? '—' },
    { title: 'E-mail', dataIndex: 'email', key: 'email' },
    { title: 'Specializations', key: 'specializations', render: (_: unknown, m: MentorView) => m.specializations.join(', ') || '—' },
    { title: 'Interns', key: 'interns', render: (_: unknown, m: MentorView) => `${m.internCount} of ${m.cap}` },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, m: MentorView) => (
        <Button
          size="small"
          onClick={() => {
            rememberOpener();
            setEditing(m);
          }}
          aria-label={`Edit the profile of ${m.name ?? m.email}`}
        >
          Edit profile
        </Button>
      ),
    },
  ];

  return (
    <SectionPanel heading="Mentors">
      <PageText secondary>
        Give an address the MENTOR role with <code>npm run user:role -- EMAIL MENTOR</code>; it appears here. Each mentor supervises at most{' '}
        {mentors.data?.cap ?? '…'} interns, of the specializations of their profile.
      </PageText>
      {mentors.isError ? (
        <LoadError message={MENTOR_MESSAGES.mentorsLoadFailed} error={mentors.error} onRetry={() => void mentors.refetch()} />
      ) : (
        <DataTable<MentorView>
          label="Mentors"
          columns={columns}
          dataSource={mentors.data?.items ?? []}
          rowKey="id"
          loading={mentors.isPending}
          locale={{ emptyText: 'No mentor yet.' }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <MentorProfileForm
            mentor={editing}
            onSave={(profile) => save.mutateAsync({ id: editing.id, profile })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </SectionPanel>
  );
}
