/** Job/PPO interview slots: the student's and the admin's views, declared once as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { JOB_SLOT_MODES } from '../job-slot.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const slotFields = {
  id: Type.String(),
  company: Type.String(),
  role: Type.String(),
  specialization: NullableString({ description: 'null: open to every specialization' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  durationMinutes: Type.Integer(),
  mode: Type.Enum([...JOB_SLOT_MODES]),
  location: Type.String({ description: 'the meeting link (ONLINE) or the address (ONSITE)' }),
  capacity: Type.Integer(),
  seatsLeft: Type.Integer(),
};

/** A slot as a student reads it (GET /student/job-slots). */
export const JobSlotViewSchema = Type.Object(slotFields, { additionalProperties: false });
export type JobSlotView = Static<typeof JobSlotViewSchema>;

/** The student's booking (GET /student/job-slots/booking). */
export const JobBookingViewSchema = Type.Object(
  { id: Type.String(), bookedAt: Type.String({ format: 'date-time' }), slot: JobSlotViewSchema },
  { additionalProperties: false },
);
export type JobBookingView = Static<typeof JobBookingViewSchema>;

export const SlotBookingRowSchema = Type.Object(
  {
    userId: Type.String(),
    studentId: NullableString(),
    name: NullableString(),
    email: Type.String(),
    bookedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/** A slot as an admin reads it (GET /admin/api/job-slots): its bookings and whether it was cancelled. */
export const JobSlotAdminViewSchema = Type.Object(
  {
    ...slotFields,
    createdAt: Type.String({ format: 'date-time' }),
    cancelledAt: NullableDateTime(),
    cancelReason: NullableString(),
    state: Type.Enum(['OPEN', 'FULL', 'STARTED', 'CANCELLED'], { description: "on the program's clock" }),
    bookings: Type.Array(SlotBookingRowSchema),
  },
  { additionalProperties: false },
);
export type JobSlotAdminView = Static<typeof JobSlotAdminViewSchema>;

export const JobSlotAdminPageSchema = Type.Object(
  { items: Type.Array(JobSlotAdminViewSchema), totalItems: Type.Integer() },
  { additionalProperties: false },
);
export type JobSlotAdminPage = Static<typeof JobSlotAdminPageSchema>;
