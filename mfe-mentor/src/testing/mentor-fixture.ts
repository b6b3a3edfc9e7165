import type { MentorView } from '@portal/domain/views/mentors';

/** The signed-in mentor as GET /mentor/api/me answers, with what a test changes. */
export const mentorView = (overrides: Partial<MentorView> = {}): MentorView => ({
  id: 'm1',
  email: 'meera@mentors.in',
  name: 'Meera Iyer',
  title: 'Principal Data Scientist',
  specializations: ['Data Science'],
  internCount: 1,
  cap: 15,
  ...overrides,
});
