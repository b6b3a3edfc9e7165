/**
 * The admin's schedule of a batch (a cohort × a specialization): the cohort's session time and
 * holidays, the batch's sessions generated (idempotent) and edited, one meeting link for the batch,
 * and a session that has not started cancelled or moved (recorded; the batch is mailed).
 */
import { Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { findSpecialization } from '@portal/domain/specialization';
import { generateSessionSlots } from '@portal/domain/training';
import type { UserDoc } from '../../lib/models.ts';
import type { CohortDoc } from '../../models/cohort.ts';
import type { TrainingSessionDoc } from '../../models/training.ts';
import type { AuditActor } from '../../types.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import { batchOfSession, type TrainingBatches, type TrainingDeps } from './training-batches.ts';
import { showsDifferently } from './training-calendar.ts';
import { createCalendarFollowing } from './training-reschedule.ts';
import type { Batch } from './training-repository.ts';
import type { CohortBatchRefusal, TrainingSchedule } from './training-service.ts';
import { toAdminSessionView } from './training-views.ts';

export function createTrainingSchedule(deps: TrainingDeps, { now, settingsOf, sessionOf, batchData }: TrainingBatches): TrainingSchedule {
  const { repository } = deps;
  const followCohortCalendar = createCalendarFollowing(deps, now);

  async function cohortOf(cohortId: string): Promise<CohortDoc | null> {
    return Types.ObjectId.isValid(cohortId) ? deps.cohorts.byId(cohortId) : null;
  }

  async function batchOf(cohortId: string, specialization: string): Promise<{ cohort: CohortDoc; batch: Batch } | CohortBatchRefusal> {
    const spec = findSpecialization(specialization);
    if (!spec) return 'unknown-specialization';
    const cohort = await cohortOf(cohortId);
    if (!cohort) return 'cohort-not-found';
    return { cohort, batch: { cohortId: cohort._id, specialization: spec.name } };
  }

  async function generateFor(cohort: CohortDoc, batch: Batch): Promise<{ created: number; total: number }> {
    const slots = generateSessionSlots(cohort, await settingsOf(cohort));
    const created = await repository.insertSlots(batch, slots);
    return { created, total: (await repository.sessionsOf(batch)).length };
  }

  /** Mails every student of the session's batch through the outbox, once per change (the key). */
  async function mailBatch(session: TrainingSessionDoc, mail: (student: UserDoc) => Parameters<Outbox['enqueue']>[0]): Promise<void> {
    const students = await deps.users.listSummaries(await repository.studentIdsOf(batchOfSession(session)));
    for (const student of students) await deps.outbox.enqueue(mail(student));
  }

  async function change(
    actor: AuditActor,
    id: string,
    action: 'cancel' | 'move',
    set: Partial<TrainingSessionDoc>,
  ): Promise<{ before: TrainingSessionDoc; after: TrainingSessionDoc } | 'not-found' | 'started' | 'cancelled'> {
    const before = await sessionOf(id);
    if (!before) return 'not-found';
    if (before.status === 'CANCELLED') return 'cancelled';
    const after = await repository.changeIfNotStarted(before._id, now(), set);
    if (!after) return 'started';
    await deps.audit.record(actor, {
      action: `training-session.${action}`,
      targetType: 'training-session',
      targetId: id,
      before: { startsAt: before.startsAt, status: before.status },
      after: { startsAt: after.startsAt, status: after.status, reason: after.statusReason },
    });
    return { before, after };
  }

  return {
    async saveSettings(actor, cohortId, fields) {
      const cohort = await cohortOf(cohortId);
      if (!cohort) return null;
      const before = await settingsOf(cohort);
      await repository.saveSettings(cohort._id, fields);
      const after = await settingsOf(cohort);
      await deps.audit.record(actor, { action: 'training.settings', targetType: 'cohort', targetId: cohortId, before, after });
      await followCohortCalendar(actor, cohort, after);
      return after;
    },
    async followCohortDates(actor, cohortId) {
      const cohort = await cohortOf(cohortId);
      if (cohort) await followCohortCalendar(actor, cohort, await settingsOf(cohort));
    },
    async batch(cohortId, specialization) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const at = now();
      const [settings, sessions, students] = await Promise.all([
        settingsOf(found.cohort),
        repository.sessionsOf(found.batch),
        repository.studentIdsOf(found.batch),
      ]);
      return {
        settings,
        specialization: found.batch.specialization,
        students: students.length,
        items: sessions.map((s) => toAdminSessionView(s, at)),
      };
    },
    async timetable(cohortId, specialization) {
      const spec = findSpecialization(specialization);
      if (!spec) return 'unknown-specialization';
      const data =
        Types.ObjectId.isValid(cohortId) && (await batchData({ cohortId: new Types.ObjectId(cohortId), specialization: spec.name }));
      return data ? { settings: data.settings, specialization: spec.name, sessions: data.sessions } : 'cohort-not-found';
    },
    async generate(actor, cohortId, specialization) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const result = await generateFor(found.cohort, found.batch);
      if (actor && result.created)
        await deps.audit.record(actor, {
          action: 'training-session.generate',
          targetType: 'cohort',
          targetId: cohortId,
          after: { specialization: found.batch.specialization, ...result },
        });
      return result;
    },
    async edit(actor, id, set) {
      const before = await sessionOf(id);
      if (!before) return null;
      const after = await repository.editSession(before._id, set, showsDifferently(before, { ...before, ...set }));
      if (!after) return null;
      await deps.audit.record(actor, { action: 'training-session.edit', targetType: 'training-session', targetId: id, after: set });
      return toAdminSessionView(after, now());
    },
    async setMeetingLink(actor, cohortId, specialization, meetingUrl) {
      const found = await batchOf(cohortId, specialization);
      if (typeof found === 'string') return found;
      const updated = await repository.setMeetingUrl(found.batch, meetingUrl, now());
      await deps.audit.record(actor, {
        action: 'training-session.meeting-link',
        targetType: 'cohort',
        targetId: cohortId,
        after: { specialization: found.batch.specialization, meetingUrl, updated },
      });
      return { updated };
    },
    async cancel(actor, id, reason) {
      const changed = await change(actor, id, 'cancel', { status: 'CANCELLED', statusReason: reason });
      if (typeof changed === 'string') return { ok: false, reason: changed };
      const { after } = changed;
      await mailBatch(after, (student) => ({
        key: `training-session-cancelled:${String(after._id)}:${String(student._id)}`,
        template: 'training-session-cancelled',
        to: student.email,
        data: { name: student.name ?? null, number: after.number, startsLabel: istDateTimeLabel(after.startsAt), reason },
      }));
      return { ok: true, view: toAdminSessionView(after, now()) };
    },
    async move(actor, id, startsAt, reason) {
      if (startsAt <= now()) return { ok: false, reason: 'move-passed' };
      const before = await sessionOf(id);
      if (!before) return { ok: false, reason: 'not-found' };
      const endsAt = new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime()));
      const changed = await change(actor, id, 'move', {
        status: 'MOVED',
        statusReason: reason,
        startsAt,
        endsAt,
        movedFrom: before.movedFrom ?? before.startsAt,
        // A reminder is owed again for the new time.
        remindedAt: null,
      });
      if (typeof changed === 'string') return { ok: false, reason: changed };
      const { after } = changed;
      await mailBatch(after, (student) => ({
        key: `training-session-moved:${String(after._id)}:${after.sequence}:${String(student._id)}`,
        template: 'training-session-moved',
        to: student.email,
        data: {
          name: student.name ?? null,
          number: after.number,
          fromLabel: istDateTimeLabel(changed.before.startsAt),
          toLabel: istDateTimeLabel(after.startsAt),
          reason,
        },
      }));
      return { ok: true, view: toAdminSessionView(after, now()) };
    },
    async generateAll(cohort) {
      for (const spec of SPECIALIZATIONS) await generateFor(cohort, { cohortId: cohort._id, specialization: spec.name });
    },
  };
}
