/**
 * The program views: a cohort's public facts (GET /public/program, GET /student/program)
 * and the admin's cohort rows (GET /admin/api/cohorts). Declared once as TypeBox schemas, the API's
 * contract; screens `import type` them.
 */
import { Type, type Static } from 'typebox';
import { Minor, NullableString } from './schema-helpers.ts';
import { StipendTierSchema } from './stipend.ts';

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD in India time' });

const cohortFactFields = {
  id: Type.String(),
  name: Type.String(),
  trainingStart: Day(),
  trainingEnd: Day(),
  schedule: Type.Object({ days: Type.String(), time: Type.String() }, { additionalProperties: false }),
  internshipStartDates: Type.Array(Day()),
  durationsWeeks: Type.Array(Type.Integer()),
  feeMinor: Minor(),
  stipendNote: Type.String(),
  eventDate: Day(),
  eventTime: NullableString({ description: 'null: to be announced' }),
  eventVenue: NullableString({ description: 'null: to be announced' }),
};

/** A cohort as visitors and its students read it; `enrolmentOpen` until its training starts. */
export const CohortFactsSchema = Type.Object(
  {
    ...cohortFactFields,
    enrolmentOpen: Type.Boolean(),
    stipendTiers: Type.Optional(
      Type.Union([Type.Array(StipendTierSchema), Type.Null()], { description: "the stipend's tiers once published; null before" }),
    ),
    /** The Confluence registration is open (the admin's event settings). */
    eventRegistrationOpen: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CohortFacts = Static<typeof CohortFactsSchema>;

/** The cohort's facts as sentences (domain/program.ts programLabels), so the landing page carries no date formatting. */
export const ProgramLabelsSchema = Type.Object(
  {
    cohortName: Type.String(),
    trainingDates: Type.String({ description: "e.g. '1–30 Nov 2025'" }),
    trainingDays: Type.String(),
    trainingHours: Type.String(),
    internshipStartDays: Type.String({ description: "e.g. '1, 10, 15, 20 or 25 Dec 2025'" }),
    internshipDurations: Type.String({ description: "e.g. '4, 6 or 8 weeks'" }),
    stipendNote: Type.String(),
    eventDate: Type.String({ description: "e.g. '16 Jan 2026'" }),
    eventDetails: Type.String({ description: "e.g. 'Time and venue are to be announced.'" }),
    eventYear: Type.String(),
  },
  { additionalProperties: false },
);

/** GET /public/program: the active cohort, its labels, and the next one when the active one's training has started. */
export const ProgramViewSchema = Type.Object(
  {
    calendarToday: Type.Optional(
      Type.Union([Day(), Type.Null()], {
        description: 'The day the program calendar takes as today when it is not the real date (a test calendar); null: the real date',
      }),
    ),
    cohort: CohortFactsSchema,
    labels: ProgramLabelsSchema,
    nextCohort: Type.Union([
      Type.Object({ id: Type.String(), name: Type.String(), trainingStart: Day() }, { additionalProperties: false }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type ProgramView = Static<typeof ProgramViewSchema>;

/** GET /admin/api/cohorts: every cohort with its seats, counts and whether it may still be edited. */
export const CohortAdminViewSchema = Type.Object(
  {
    ...cohortFactFields,
    enrolmentOpen: Type.Boolean(),
    seats: Type.Record(Type.String(), Type.Integer()),
    stipendCriteria: Type.Optional(
      Type.Union(
        [Type.Object({ publishOn: Type.String(), tiers: Type.Array(StipendTierSchema), published: Type.Boolean() }), Type.Null()],
        {
          description: "the stipend's criteria (PUT /admin/api/stipends/criteria/{id}); null: none set",
        },
      ),
    ),
    excellenceMinScore: Type.Optional(
      Type.Number({ description: 'the final evaluation score a certificate of excellent performance needs (always sent)' }),
    ),
    active: Type.Boolean(),
    /** False once a student's fee was verified into it. */
    editable: Type.Boolean(),
    students: Type.Integer({ description: 'students whose fee was verified into this cohort' }),
    filled: Type.Record(Type.String(), Type.Integer(), { description: 'seats filled per specialization (baseline included)' }),
    filledBeforePortal: Type.Integer({
      description: 'of the seats filled, those taken before the portal (the baseline; students counts none of them)',
    }),
  },
  { additionalProperties: false },
);
export type CohortAdminView = Static<typeof CohortAdminViewSchema>;
