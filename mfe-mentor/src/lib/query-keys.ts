/** Every query key of the mentor remote, in one place: invalidate by a prefix (e.g. all of `mentorKeys.all`). */
export const mentorKeys = {
  all: ['mentor'] as const,
  /** The signed-in mentor's profile. */
  me: () => [...mentorKeys.all, 'me'] as const,
  /** One page of the mentor's interns. */
  interns: (page: number, size: number) => [...mentorKeys.all, 'interns', { page, size }] as const,
  /** Every page of the review queue, overdue weeks and week states (a review or waiver changes them). */
  reviewsAll: () => [...mentorKeys.all, 'reviews'] as const,
  reviews: (page: number, size: number) => [...mentorKeys.reviewsAll(), { page, size }] as const,
  /** One intern's internship: plan, weeks, reports and evaluation. */
  internship: (internId: string) => [...mentorKeys.all, 'internship', internId] as const,
  /** The program's active cohort (GET /public/program). */
  program: () => [...mentorKeys.all, 'program'] as const,
  /** The project of a cohort's specialization. */
  project: (cohortId: string, specialization: string) => [...mentorKeys.all, 'project', cohortId, specialization] as const,
};
