/** The specialization views: declared once as TypeBox schemas (the API's contract), with their types for every screen (`import type` only). */
import { Type, type Static } from 'typebox';
import { START_DATE_CODES } from '../constants.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const selectionViewFields = {
  specialization: NullableString(),
  startDateCode: Type.Union([Type.Enum([...START_DATE_CODES]), Type.Null()]),
  startDate: NullableString({ description: "the code as its date, 'YYYY-12-DD'" }),
  durationWeeks: Type.Union([Type.Integer(), Type.Null()]),
  finalized: Type.Boolean(),
  finalizedAt: NullableDateTime(),
};

/** GET /student/specialization: the finalized selection, or nulls with finalized false. */
export const SelectionViewSchema = Type.Object(selectionViewFields, { additionalProperties: false });
export type SelectionView = Static<typeof SelectionViewSchema>;
