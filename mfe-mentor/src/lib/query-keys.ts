/** Every query key of the mentor remote, in one place: invalidate by a prefix (e.g. all of `mentorKeys.all`). */
export const mentorKeys = {
  all: ['mentor'] as const,
  /** The signed-in mentor's profile. */
  me: () => [...mentorKeys.all, 'me'] as const,
  /** One page of the mentor's interns. */
  interns: (page: number, size: number) => [...mentorKeys.all, 'interns', { page, size }] as const,
};
