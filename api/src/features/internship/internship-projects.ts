/**
 * The project of each batch (cohort × specialization): read and written by an admin, or by a
 * mentor for the specializations they supervise (another batch is "not found" to them). Each
 * change is audited.
 */
import { Types } from 'mongoose';
import { INTERNSHIP_MESSAGES, validateProject, type ProjectFields } from '@portal/domain/internship';
import { findSpecialization } from '@portal/domain/specialization';
import type { ProjectView } from '@portal/domain/views/internship';
import type { AuditActor } from '../../types.ts';
import type { InternshipDeps } from './internship-plans.ts';
import { toProjectView } from './internship-views.ts';

/** Who asks: an admin (any batch) or a mentor (their specializations). */
export type ProjectEditor = { role: 'ADMIN' } | { role: 'MENTOR'; mentorId: Types.ObjectId };

export type ProjectResult<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'invalid'; message: string };

export interface InternshipProjects {
  project(editor: ProjectEditor, cohortId: string, specialization: string): Promise<ProjectResult<ProjectView | null>>;
  saveProject(
    actor: AuditActor,
    editor: ProjectEditor,
    cohortId: string,
    specialization: string,
    fields: ProjectFields,
  ): Promise<ProjectResult<ProjectView>>;
}

export function createInternshipProjects(deps: InternshipDeps): InternshipProjects {
  const { repository } = deps;

  /** The batch when it exists and the editor may reach it. */
  async function batchOf(
    editor: ProjectEditor,
    cohortId: string,
    specialization: string,
  ): Promise<{ ok: true; cohortId: Types.ObjectId } | { ok: false; reason: 'not-found'; message: string }> {
    const cohort = Types.ObjectId.isValid(cohortId) ? await deps.cohorts.byId(cohortId) : null;
    if (!cohort || !findSpecialization(specialization))
      return { ok: false, reason: 'not-found', message: INTERNSHIP_MESSAGES.batchNotFound };
    if (editor.role === 'MENTOR') {
      const profile = await repository.mentorProfile(editor.mentorId);
      if (!profile?.specializations.includes(specialization))
        return { ok: false, reason: 'not-found', message: INTERNSHIP_MESSAGES.notYourSpecialization };
    }
    return { ok: true, cohortId: cohort._id };
  }

  return {
    async project(editor, cohortId, specialization) {
      const batch = await batchOf(editor, cohortId, specialization);
      if (!batch.ok) return batch;
      const found = await repository.project(batch.cohortId, specialization);
      return { ok: true, value: found ? toProjectView(found) : null };
    },
    async saveProject(actor, editor, cohortId, specialization, fields) {
      const batch = await batchOf(editor, cohortId, specialization);
      if (!batch.ok) return batch;
      const valid = validateProject(fields);
      if (!valid) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.projectInvalid };
      const before = await repository.project(batch.cohortId, specialization);
      const saved = await repository.saveProject(batch.cohortId, specialization, valid, new Types.ObjectId(actor.id ?? undefined));
      await deps.audit.record(actor, {
        action: 'internship.project.save',
        targetType: 'internship-project',
        targetId: String(saved._id),
        before: before ? { title: before.title } : null,
        after: { cohortId, specialization, title: valid.title },
      });
      return { ok: true, value: toProjectView(saved) };
    },
  };
}
