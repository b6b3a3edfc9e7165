/**
 * The internship: the plan (project, mentor, weeks), weekly reports and reviews, and the final
 * evaluation, as the intern and the mentor read them; declared once as TypeBox schemas (the API's
 * contract, read by the student and mentor remotes).
 */
import { Type, type Static } from 'typebox';
import { EVALUATION_CRITERIA, REPORT_LIMITS, REPORT_STATES, REVIEW_DECISIONS } from '../internship.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const Day = (description = 'YYYY-MM-DD, India time') => Type.String({ description });

export const ProjectViewSchema = Type.Object(
  {
    cohortId: Type.String(),
    specialization: Type.String(),
    title: Type.String(),
    description: Type.String(),
    deliverables: Type.String(),
    repositoryExpectations: Type.String(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ProjectView = Static<typeof ProjectViewSchema>;

/** GET of a batch's project: null until one is written. */
export const ProjectAnswerSchema = Type.Object({ project: Type.Union([ProjectViewSchema, Type.Null()]) }, { additionalProperties: false });

/** PUT of a project (admin or the mentor of its specialization). */
export const ProjectBodySchema = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: REPORT_LIMITS.textMax }),
    deliverables: Type.String({ maxLength: REPORT_LIMITS.textMax }),
    repositoryExpectations: Type.String({ maxLength: REPORT_LIMITS.textMax }),
  },
  { additionalProperties: false },
);

/** One review of a report: the decision, the comment, who reviewed (their name then) and when. */
export const ReviewViewSchema = Type.Object(
  {
    decision: Type.Enum([...REVIEW_DECISIONS]),
    comment: NullableString(),
    by: Type.String({ description: "the reviewer's name as it read when they reviewed" }),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ReviewView = Static<typeof ReviewViewSchema>;

export const ReportViewSchema = Type.Object(
  {
    id: Type.String(),
    week: Type.Integer(),
    done: Type.String(),
    next: Type.String(),
    blockers: Type.String(),
    hours: Type.Integer(),
    links: Type.Array(Type.String()),
    submittedAt: Type.String({ format: 'date-time', description: 'first submitted' }),
    updatedAt: Type.String({ format: 'date-time', description: 'last edited' }),
    late: Type.Boolean({ description: 'first submitted after the due Sunday 23:59 India time' }),
    decision: Type.Union([Type.Enum([...REVIEW_DECISIONS]), Type.Null()]),
    reviewComment: NullableString({ description: "the latest review's comment" }),
    reviewedAt: NullableDateTime({ description: 'the latest review' }),
    reviews: Type.Array(ReviewViewSchema, { description: 'every review of the report, oldest first' }),
  },
  { additionalProperties: false },
);
export type ReportView = Static<typeof ReportViewSchema>;

/** PUT /student/internship/reports/{week}. */
export const ReportBodySchema = Type.Object(
  {
    done: Type.String({ maxLength: REPORT_LIMITS.textMax + 100 }),
    next: Type.String({ maxLength: REPORT_LIMITS.textMax + 100 }),
    blockers: Type.String({ maxLength: REPORT_LIMITS.textMax + 100 }),
    hours: Type.Number({ description: 'a whole number from 0 to 60 (other numbers get the field message)' }),
    links: Type.Array(Type.String({ maxLength: REPORT_LIMITS.linkMax + 100 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBodySchema>;

export const WeekViewSchema = Type.Object(
  {
    number: Type.Integer(),
    firstDay: Day(),
    lastDay: Day(),
    dueDay: Day('the Sunday the report is due, YYYY-MM-DD'),
    dueAt: Type.String({ format: 'date-time', description: 'that Sunday 23:59 India time' }),
    state: Type.Enum([...REPORT_STATES]),
    overdue: Type.Boolean(),
    waiverReason: NullableString(),
    report: Type.Union([ReportViewSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type WeekView = Static<typeof WeekViewSchema>;

const scoreProperties = Object.fromEntries(EVALUATION_CRITERIA.map(({ key }) => [key, Type.Integer({ minimum: 1, maximum: 5 })]));
const ScoresSchema = Type.Object(scoreProperties as Record<(typeof EVALUATION_CRITERIA)[number]['key'], ReturnType<typeof Type.Integer>>, {
  additionalProperties: false,
});

export const EvaluationViewSchema = Type.Object(
  {
    scores: ScoresSchema,
    comment: Type.String(),
    score: Type.Number({ description: 'the mean of the levels to one decimal' }),
    submittedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type EvaluationView = Static<typeof EvaluationViewSchema>;

/** PUT /mentor/api/interns/{internId}/evaluation. */
export const EvaluationBodySchema = Type.Object(
  { scores: ScoresSchema, comment: Type.String({ maxLength: REPORT_LIMITS.commentMax + 100 }) },
  { additionalProperties: false },
);

const MentorContactSchema = Type.Object(
  { name: Type.String(), title: Type.String(), email: Type.String() },
  { additionalProperties: false },
);

const planFields = {
  specialization: Type.String(),
  cohortId: Type.String(),
  startDate: Day(),
  endDate: Day('the last day, YYYY-MM-DD, India time'),
  durationWeeks: Type.Integer(),
  started: Type.Boolean(),
  ended: Type.Boolean(),
  weeks: Type.Array(WeekViewSchema),
  evaluation: Type.Union([EvaluationViewSchema, Type.Null()]),
};

/** GET /student/internship. */
export const StudentInternshipViewSchema = Type.Object(
  {
    ...planFields,
    project: Type.Union([ProjectViewSchema, Type.Null()]),
    mentor: Type.Union([MentorContactSchema, Type.Null()], { description: 'null until an admin assigns one' }),
    certificateNeeds: Type.Array(Type.Object({ type: Type.String(), needs: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type StudentInternshipView = Static<typeof StudentInternshipViewSchema>;

/** GET /mentor/api/interns/{internId}/internship. */
export const MentorInternshipViewSchema = Type.Object(
  {
    ...planFields,
    internId: Type.String(),
    name: NullableString(),
    email: Type.String(),
    evaluationOpen: Type.Boolean({ description: 'the internship has ended and no certificate rests on the evaluation yet' }),
  },
  { additionalProperties: false },
);
export type MentorInternshipView = Static<typeof MentorInternshipViewSchema>;

const QueueItemSchema = Type.Object(
  {
    reportId: Type.String(),
    internId: Type.String(),
    internName: NullableString(),
    week: Type.Integer(),
    submittedAt: Type.String({ format: 'date-time' }),
    late: Type.Boolean(),
  },
  { additionalProperties: false },
);

const OverdueItemSchema = Type.Object(
  { internId: Type.String(), internName: NullableString(), week: Type.Integer(), dueAt: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);

const InternRowSchema = Type.Object(
  {
    internId: Type.String(),
    name: NullableString(),
    email: Type.String(),
    specialization: Type.String(),
    startDate: Day(),
    durationWeeks: Type.Integer(),
    states: Type.Array(Type.Enum([...REPORT_STATES]), { description: "each week's state, week 1 first" }),
    evaluated: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** GET /mentor/api/reviews: the unreviewed reports (oldest first), the overdue weeks, and one page of the interns. */
export const MentorReviewsViewSchema = Type.Object(
  {
    queue: Type.Array(QueueItemSchema),
    overdue: Type.Array(OverdueItemSchema),
    interns: Type.Array(InternRowSchema),
    page: Type.Integer(),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type MentorReviewsView = Static<typeof MentorReviewsViewSchema>;

export const ReviewBodySchema = Type.Object(
  {
    decision: Type.Enum(['accept', 'changes']),
    comment: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.commentMax + 100, description: 'needed to ask for changes' })),
  },
  { additionalProperties: false },
);

export const WaiveBodySchema = Type.Object(
  { reason: Type.String({ maxLength: REPORT_LIMITS.reasonMax + 100 }) },
  { additionalProperties: false },
);
