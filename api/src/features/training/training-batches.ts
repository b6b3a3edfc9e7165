/** What the training's parts are built from, and the lookups both the admin's schedule and the student's side use. */
import { Types } from 'mongoose';
import type { TrainingSettings } from '@portal/domain/views/training';
import type { CohortDoc } from '../../models/cohort.ts';
import type { TrainingSessionDoc } from '../../models/training.ts';
import type { RevisionCache } from '../../plugins/cache-revisions.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { Batch, TrainingRepository } from './training-repository.ts';
import { toTrainingSettings } from './training-views.ts';

export interface TrainingDeps {
  repository: TrainingRepository;
  cohorts: Pick<CohortService, 'byId' | 'now'>;
  users: Pick<UserService, 'listSummaries'>;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  webUrl: string;
  /** The batches' shared data, kept under the training revision (which every write to cohorts, settings and sessions advances). */
  batchCache: RevisionCache<BatchData | null>;
}

/** What every student of a batch reads alike. */
export interface BatchData {
  cohort: CohortDoc;
  settings: TrainingSettings;
  /** In calendar order. */
  sessions: TrainingSessionDoc[];
}

export interface TrainingBatches {
  /** The program's clock (the cohorts' today). */
  now(): Date;
  settingsOf(cohort: CohortDoc): Promise<TrainingSettings>;
  /** The session of the id; null for an unknown or malformed id. */
  sessionOf(id: string): Promise<TrainingSessionDoc | null>;
  /** The batch's cohort, settings and sessions as stored after the call (cached, never changed by callers); null without the cohort. */
  batchData(batch: Batch): Promise<BatchData | null>;
}

export const batchOfSession = (s: TrainingSessionDoc): Batch => ({ cohortId: s.cohortId, specialization: s.specialization });

export function trainingBatches({ repository, cohorts, batchCache }: TrainingDeps): TrainingBatches {
  const settingsOf = async (cohort: CohortDoc) => toTrainingSettings(cohort, await repository.settingsOf(cohort._id));
  return {
    now: () => cohorts.now(),
    settingsOf,
    batchData: (batch) =>
      batchCache.get(`${String(batch.cohortId)}|${batch.specialization}`, async () => {
        const cohort = await cohorts.byId(batch.cohortId);
        if (!cohort) return null;
        const [settings, sessions] = await Promise.all([settingsOf(cohort), repository.sessionsOf(batch)]);
        return { cohort, settings, sessions };
      }),
    sessionOf(id) {
      return Types.ObjectId.isValid(id) ? repository.sessionById(id) : Promise.resolve(null);
    },
  };
}
