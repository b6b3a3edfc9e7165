/** Interview slots and bookings as the student and the admin see them (domain/views/job-slot). */
import { jobSlotEndsAt } from '@portal/domain/job-slot';
import type { JobBookingView, JobSlotAdminView, JobSlotView } from '@portal/domain/views/job-slot';
import type { UserDoc } from '../../lib/models.ts';
import { studentRows } from '../../lib/student-row.ts';
import type { JobBookingDoc, JobSlotDoc } from '../../models/job-slot.ts';

export function toJobSlotView(s: JobSlotDoc): JobSlotView {
  return {
    id: String(s._id),
    company: s.company,
    role: s.role,
    specialization: s.specialization ?? null,
    startsAt: s.startsAt.toISOString(),
    endsAt: jobSlotEndsAt({ startsAt: s.startsAt.toISOString(), durationMinutes: s.durationMinutes }).toISOString(),
    durationMinutes: s.durationMinutes,
    mode: s.mode as JobSlotView['mode'],
    location: s.location,
    capacity: s.capacity,
    seatsLeft: Math.max(0, s.seatsLeft),
  };
}

export function toJobBookingView(b: JobBookingDoc, slot: JobSlotDoc): JobBookingView {
  return { id: String(b._id), bookedAt: b.bookedAt.toISOString(), slot: toJobSlotView(slot) };
}

/** The slot with its state at `now` and its bookings, each with the student's account (`users` may miss some). */
export function toJobSlotAdminView(s: JobSlotDoc, bookings: JobBookingDoc[], users: UserDoc[], now: Date): JobSlotAdminView {
  const student = studentRows(users);
  return {
    ...toJobSlotView(s),
    createdAt: s.createdAt.toISOString(),
    cancelledAt: s.cancelledAt ? s.cancelledAt.toISOString() : null,
    cancelReason: s.cancelReason ?? null,
    state: s.cancelledAt ? 'CANCELLED' : s.startsAt <= now ? 'STARTED' : s.seatsLeft <= 0 ? 'FULL' : 'OPEN',
    bookings: bookings.map((b) => ({ ...student(b.userId), bookedAt: b.bookedAt.toISOString() })),
  };
}
