/**
 * A change of a cohort's training dates, session time, length or holidays followed by its batches'
 * generated sessions (the rule is domain/training.ts followCalendar): the sessions to come that no
 * admin cancelled or moved take the new times, one on a new holiday or a day the dates no longer
 * include is cancelled, a weekday the calendar gains gets a session; each changed session's
 * sequence rises so the calendar feeds follow, and each batch's students are mailed once about the
 * changes.
 */
import { Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import { followCalendar, type SessionFollowUp, type SessionSlot, type SessionStatus } from '@portal/domain/training';
import type { TrainingSettings } from '@portal/domain/views/training';
import type { CohortDoc } from '../../models/cohort.ts';
import type { AuditActor } from '../../types.ts';
import type { TrainingDeps } from './training-batches.ts';
import type { SessionFollowUpWrite } from './training-repository.ts';

const minutesOf = (s: { startsAt: Date; endsAt: Date }) => Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);
const startMoved = (f: SessionFollowUp) => f.startsAt.getTime() !== f.was.startsAt.getTime();

function writeOf(f: SessionFollowUp): SessionFollowUpWrite {
  const statusChanged = f.status !== f.was.status;
  return {
    id: new Types.ObjectId(f.id),
    was: { startsAt: f.was.startsAt, status: f.was.status },
    set: {
      number: f.number,
      startsAt: f.startsAt,
      endsAt: f.endsAt,
      status: f.status,
      holidayCancelled: f.holidayCancelled,
      // An admin's reason stays on a session only renumbered; one the calendar cancels or brings back gets the calendar's.
      ...(statusChanged ? { statusReason: f.cancelReason ?? null } : {}),
      // A reminder is owed again for the new time.
      ...(startMoved(f) || statusChanged ? { remindedAt: null } : {}),
    },
  };
}

/** The mail's sentence for a session whose day or times changed; null for one only renumbered. */
function lineOf(f: SessionFollowUp): string | null {
  if (f.status === 'CANCELLED' && f.was.status !== 'CANCELLED')
    return `Session ${f.number} on ${istDateTimeLabel(f.was.startsAt)} is cancelled: ${f.cancelReason}.`;
  if (f.was.status === 'CANCELLED' && f.status !== 'CANCELLED')
    return `Session ${f.number} is back on ${istDateTimeLabel(f.startsAt)} (${minutesOf(f)} minutes).`;
  if (startMoved(f) || f.endsAt.getTime() !== f.was.endsAt.getTime())
    return `Session ${f.number} now starts ${istDateTimeLabel(f.startsAt)} and lasts ${minutesOf(f)} minutes.`;
  return null;
}

/** The mail's sentences in calendar order. */
function changeLines(changed: readonly SessionFollowUp[], added: readonly SessionSlot[]): string[] {
  const lines = [
    ...changed.map((f) => ({ number: f.number, text: lineOf(f) })),
    ...added.map((slot) => ({
      number: slot.number,
      text: `Session ${slot.number} is added on ${istDateTimeLabel(slot.startsAt)} (${minutesOf(slot)} minutes).`,
    })),
  ];
  return lines
    .filter((l): l is { number: number; text: string } => l.text !== null)
    .sort((a, b) => a.number - b.number)
    .map((l) => l.text);
}

/** Follows the cohort's dates and settings in every batch of it with sessions (recorded; each batch mailed once). */
export function createCalendarFollowing({ repository, users, outbox, audit }: TrainingDeps, now: () => Date) {
  return async function followCohortCalendar(actor: AuditActor, cohort: CohortDoc, settings: TrainingSettings): Promise<void> {
    const at = now();
    for (const specialization of await repository.specializationsWithSessions(cohort._id)) {
      const batch = { cohortId: cohort._id, specialization };
      const stored = (await repository.sessionsOf(batch)).map((s) => ({
        id: String(s._id),
        slotDay: s.slotDay,
        number: s.number,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        status: s.status as SessionStatus,
        holidayCancelled: !!s.holidayCancelled,
      }));
      const { changed, added } = followCalendar(cohort, settings, stored, at);
      if (!changed.length && !added.length) continue;
      await repository.followUp(changed.map(writeOf));
      await repository.insertSlots(batch, added);
      await audit.record(actor, {
        action: 'training-session.follow-calendar',
        targetType: 'cohort',
        targetId: String(cohort._id),
        after: { specialization, changed: changed.length, added: added.length },
      });
      const changes = changeLines(changed, added);
      if (!changes.length) continue;
      const change = String(new Types.ObjectId());
      for (const student of await users.listSummaries(await repository.studentIdsOf(batch))) {
        await outbox.enqueue({
          key: `training-schedule-changed:${change}:${String(student._id)}`,
          template: 'training-schedule-changed',
          to: student.email,
          data: { name: student.name ?? null, changes },
        });
      }
    }
  };
}
