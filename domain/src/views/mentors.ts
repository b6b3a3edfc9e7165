/** Mentors and their interns: the admin's and the mentor's views, declared once as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { NullableString } from './schema-helpers.ts';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `YYYY-MM-DD: ${description}` });

/** A MENTOR account with its profile (GET /admin/api/mentors, GET /mentor/api/me). */
export const MentorViewSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: NullableString({ description: 'printed on letters; null until an admin sets the profile' }),
    title: NullableString({ description: 'printed on letters under the name; null until an admin sets the profile' }),
    specializations: Type.Array(Type.String(), { description: 'the specializations whose interns this mentor supervises' }),
    internCount: Type.Integer(),
    cap: Type.Integer({ description: 'the most interns one mentor may have (MENTOR_MAX_INTERNS)' }),
  },
  { additionalProperties: false },
);
export type MentorView = Static<typeof MentorViewSchema>;

export const MentorListSchema = Type.Object(
  { items: Type.Array(MentorViewSchema), cap: Type.Integer({ description: 'MENTOR_MAX_INTERNS' }) },
  { additionalProperties: false },
);
export type MentorList = Static<typeof MentorListSchema>;

const internFields = {
  id: Type.String({ description: "the intern's user id" }),
  studentId: NullableString(),
  name: NullableString(),
  email: Type.String(),
  cohort: Type.String({ description: "the cohort's name" }),
  specialization: Type.String(),
  startDate: Day('the internship’s first day'),
  endDate: Day('the internship’s last day'),
  durationWeeks: Type.Integer(),
};

/** A student with a finalized specialization, as the admin assigns them (GET /admin/api/mentors/interns). */
export const AssignableInternSchema = Type.Object(
  {
    ...internFields,
    mentor: Type.Union([
      Type.Object({ id: Type.String(), name: NullableString(), email: Type.String() }, { additionalProperties: false }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type AssignableIntern = Static<typeof AssignableInternSchema>;

const page = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object(
    { items: Type.Array(item), page: Type.Integer(), size: Type.Integer(), totalItems: Type.Integer(), totalPages: Type.Integer() },
    { additionalProperties: false },
  );

export const AssignableInternPageSchema = page(AssignableInternSchema);
export type AssignableInternPage = Static<typeof AssignableInternPageSchema>;

/** One of the mentor's own interns (GET /mentor/api/interns); the cohort's id names the batch's project. */
export const MentorInternSchema = Type.Object({ ...internFields, cohortId: Type.String() }, { additionalProperties: false });
export type MentorIntern = Static<typeof MentorInternSchema>;

export const MentorInternPageSchema = page(MentorInternSchema);
export type MentorInternPage = Static<typeof MentorInternPageSchema>;

/** What one assignment request did: the interns given to the mentor, and each one refused with its sentence. */
export const AssignmentResultSchema = Type.Object(
  {
    mentor: MentorViewSchema,
    assigned: Type.Array(Type.Object({ id: Type.String(), name: NullableString() }, { additionalProperties: false })),
    refused: Type.Array(Type.Object({ id: Type.String(), name: NullableString(), reason: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type AssignmentResult = Static<typeof AssignmentResultSchema>;
