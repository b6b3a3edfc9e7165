/** Every query key of the admin remote, in one place: a change invalidates its area by prefix (e.g. all of `adminKeys.students`). */
export const adminKeys = {
  idProofs: ['admin', 'id-proofs'] as const,
  /** One page of the ID queue for its filters (status, e-mail, page, size). */
  idProofList: (query: object) => ['admin', 'id-proofs', 'list', query] as const,
  idProofCounts: (email: string) => ['admin', 'id-proofs', 'counts', email] as const,
  /** A proof's history changes with every review, so it lives under the queue's prefix. */
  audit: (targetId: string) => ['admin', 'id-proofs', 'audit', targetId] as const,
  students: ['admin', 'students'] as const,
  /** Whether Razorpay links can be made, and how many gateway events need an admin (under students: a payment change reloads it). */
  gateway: ['admin', 'students', 'gateway'] as const,
  /** A student's Razorpay payment, links and events. */
  studentGateway: (id: string) => ['admin', 'students', 'gateway', id] as const,
  /** One page of /admin/students for its search, filters and paging. */
  studentPage: (query: object) => ['admin', 'students', 'page', query] as const,
  studentSearch: (text: string) => ['admin', 'students', 'search', text] as const,
  /** One student's page: under the students' prefix, so every payment or fee change loads it again. */
  studentDetail: (id: string) => ['admin', 'students', 'detail', id] as const,
  signature: ['admin', 'signature'] as const,
  signatureFile: (version: string) => ['admin', 'signature', 'file', version] as const,
  mail: ['admin', 'mail'] as const,
  cohorts: ['admin', 'cohorts'] as const,
  summary: ['admin', 'summary'] as const,
  jobSlots: ['admin', 'job-slots'] as const,
  jobSlotPage: (page: number) => ['admin', 'job-slots', page] as const,
  event: ['admin', 'event'] as const,
  eventPage: (page: number) => ['admin', 'event', page] as const,
  /** The mentors and the interns to assign: an assignment changes both, so they share a prefix. */
  mentors: ['admin', 'mentors'] as const,
  mentorList: ['admin', 'mentors', 'list'] as const,
  /** One page of the interns to assign for its filters (specialization, start date, mentor) and paging. */
  mentorInterns: (query: object) => ['admin', 'mentors', 'interns', query] as const,
  /** The interns whose internship has ended, with their stipend proposals and decisions. */
  stipends: ['admin', 'stipends'] as const,
  certificates: ['admin', 'certificates'] as const,
  /** The students found by the Certificates area's search. */
  certificateStudentSearch: (text: string | null) => ['admin', 'certificates', 'find', text] as const,
  studentCertificates: (userId: string) => ['admin', 'certificates', 'student', userId] as const,
  eligible: (type: string, page: number) => ['admin', 'certificates', 'eligible', type, page] as const,
  /** The live training: a batch's sessions, and one page of its attendance grid (under the batch, so a session change reloads the grid). */
  training: ['admin', 'training'] as const,
  trainingSessions: (cohortId: string, specialization: string) => ['admin', 'training', cohortId, specialization, 'sessions'] as const,
  attendance: (cohortId: string, specialization: string, query: object) =>
    ['admin', 'training', cohortId, specialization, 'attendance', query] as const,
  /** One page of the mails the outbox could not deliver. */
  failedMails: (page: number) => ['admin', 'mail', 'failed', page] as const,
  /** Students' data rights: the erasure requests waiting, a student's data panel and who opened their files. */
  dataRights: ['admin', 'data-rights'] as const,
  erasures: (page: number) => ['admin', 'data-rights', 'erasures', page] as const,
  studentDataRights: (userId: string) => ['admin', 'data-rights', 'student', userId] as const,
  fileViews: (userId: string, page: number) => ['admin', 'data-rights', 'student', userId, 'file-views', page] as const,
};
