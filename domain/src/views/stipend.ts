/** The stipend's views: a cohort's criteria, the admin's proposals and decisions, the intern's decision, the CA's payouts. */
import { Type, type Static } from 'typebox';
import { Minor, NullableString } from './schema-helpers.ts';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `YYYY-MM-DD: ${description}` });

export const StipendTierSchema = Type.Object(
  {
    minScore: Type.Number({ minimum: 1, maximum: 5, description: 'the evaluation score at least (one decimal)' }),
    allOnTime: Type.Boolean({ description: 'every weekly report on time (waived weeks excused)' }),
    amountMinor: Minor({ description: 'whole rupees' }),
  },
  { additionalProperties: false },
);

/** A cohort's stipend criteria as its admin sets them (GET/PUT /admin/api/stipends/criteria/{cohortId}). */
export const StipendCriteriaViewSchema = Type.Object(
  {
    cohortId: Type.String(),
    publishOn: Day('the tiers are public from this day on (India time)'),
    tiers: Type.Array(StipendTierSchema),
    published: Type.Boolean({ description: 'the day has come: the criteria can no longer be changed' }),
  },
  { additionalProperties: false },
);
export type StipendCriteriaView = Static<typeof StipendCriteriaViewSchema>;

const payoutFields = {
  paidOn: Day('the day the bank paid'),
  utr: Type.String({ description: "the bank's reference (UTR)" }),
  recordedAt: Type.String({ format: 'date-time' }),
};

export const StipendDecisionViewSchema = Type.Object(
  {
    amountMinor: Minor({ description: 'the stipend decided; 0: none' }),
    proposedMinor: Minor({ description: 'what the criteria proposed' }),
    proposalReason: Type.String(),
    changeReason: NullableString({ description: "the admin's reason when the amount differs from the proposal" }),
    decidedAt: Type.String({ format: 'date-time' }),
    letter: Type.Boolean({ description: 'a signed stipend letter was issued (amounts above zero)' }),
    payout: Type.Union([Type.Object(payoutFields, { additionalProperties: false }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type StipendDecisionView = Static<typeof StipendDecisionViewSchema>;

/** An intern whose internship has ended, with the proposal and the decision once made (GET /admin/api/stipends). */
export const StipendRowSchema = Type.Object(
  {
    internId: Type.String(),
    name: NullableString(),
    email: Type.String(),
    studentId: NullableString(),
    cohortName: Type.String(),
    specialization: Type.String(),
    endDate: Day('the internship’s last day'),
    score: Type.Union([Type.Number(), Type.Null()], { description: 'the final evaluation score; null: none given' }),
    allOnTime: Type.Boolean(),
    proposal: Type.Union([Type.Object({ amountMinor: Minor(), reason: Type.String() }, { additionalProperties: false }), Type.Null()], {
      description: "null: the cohort's criteria are not published",
    }),
    decision: Type.Union([StipendDecisionViewSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StipendRow = Static<typeof StipendRowSchema>;

/** One page of the ended internships (GET /admin/api/stipends); `page` is zero-based. */
export const StipendListSchema = Type.Object(
  {
    items: Type.Array(StipendRowSchema),
    page: Type.Integer({ description: 'zero-based' }),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type StipendList = Static<typeof StipendListSchema>;

/** GET /student/stipend: the criteria as published (or when they will be) and the decision once made. */
export const StudentStipendViewSchema = Type.Object(
  {
    note: Type.String({ description: 'the criteria, or when they will be announced' }),
    ended: Type.Boolean({ description: 'the internship has ended' }),
    decision: Type.Union([StipendDecisionViewSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StudentStipendView = Static<typeof StudentStipendViewSchema>;

export const StipendPayoutRowSchema = Type.Object(
  {
    internId: Type.String(),
    name: NullableString(),
    studentId: NullableString(),
    cohortName: Type.String(),
    amountMinor: Minor(),
    ...payoutFields,
  },
  { additionalProperties: false },
);
export type StipendPayoutRow = Static<typeof StipendPayoutRowSchema>;

/** GET /ca/stipends?month=: one page of the month's payouts, and the count and total of the whole month (not GST supplies: in no return). */
export const StipendPayoutMonthSchema = Type.Object(
  {
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
    items: Type.Array(StipendPayoutRowSchema),
    count: Type.Integer({ description: "the month's payouts, every page" }),
    totalMinor: Minor({ description: "the month's total, every page" }),
    page: Type.Integer({ description: 'zero-based' }),
    size: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type StipendPayoutMonth = Static<typeof StipendPayoutMonthSchema>;
