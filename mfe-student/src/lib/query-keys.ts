/**
 * Every query key of the student remote, in one place (the user is `meQuery` of shared-ui).
 * After a step is done, `studentKeys.journey` is invalidated so the dashboard opens the next one.
 */
export const studentKeys = {
  all: ['student'] as const,
  journey: ['student', 'journey'] as const,
  idProof: ['student', 'id-proof'] as const,
  idProofFile: ['student', 'id-proof', 'file'] as const,
  invoices: ['student', 'invoices'] as const,
  selection: ['student', 'specialization'] as const,
  program: ['student', 'program'] as const,
  background: ['student', 'background'] as const,
  offerLetter: ['student', 'offer-letter'] as const,
  letterFile: (kind: 'draft' | 'final') => ['student', 'offer-letter', kind, 'file'] as const,
  jobSlots: ['student', 'job-slots'] as const,
  jobBooking: ['student', 'job-slots', 'booking'] as const,
  event: ['student', 'event'] as const,
  certificates: ['student', 'certificates'] as const,
  /** The batch's sessions, the student's attendance, calendar link and reminder choice (GET /student/training). */
  training: ['student', 'training'] as const,
  /** The intern's plan: project, mentor, weeks with reports and reviews, evaluation (GET /student/internship). */
  internship: ['student', 'internship'] as const,
  /** The intern's stipend: the criteria, the decision and its payout (GET /student/stipend). */
  stipend: ['student', 'internship', 'stipend'] as const,
  /** The status of the Razorpay link and the payment it confirmed (GET /student/payment). */
  payment: ['student', 'payment'] as const,
  /** The student's own report that they paid through a pasted link (GET /student/payment/report). */
  paymentReport: ['student', 'payment', 'report'] as const,
  /** The student's latest data export and erasure request (GET /student/data-rights). */
  dataRights: ['student', 'data-rights'] as const,
  /** The privacy notice's version and the student's consent (GET /student/privacy). */
  privacy: ['student', 'privacy'] as const,
};
