/** The specialization views: declared once as TypeBox schemas (the API's contract), with their types for every screen (`import type` only). */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const selectionViewFields = {
  specialization: NullableString(),
  startDateCode: NullableString({ description: "the cohort's code of the start date, e.g. 'DEC10'" }),
  startDate: NullableString({ description: "the start date, 'YYYY-MM-DD'" }),
  durationWeeks: Type.Union([Type.Integer(), Type.Null()]),
  finalized: Type.Boolean(),
  finalizedAt: NullableDateTime(),
};

/** GET /student/specialization: the finalized selection, or nulls with finalized false. */
export const SelectionViewSchema = Type.Object(selectionViewFields, { additionalProperties: false });
export type SelectionView = Static<typeof SelectionViewSchema>;
