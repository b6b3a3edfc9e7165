/** What the training's parts are built from, and the lookups both the admin's schedule and the student's side use. */
import { Types } from 'mongoose';
import type { TrainingSettings } from '@portal/domain/views/training';
import type { CohortDoc } from '../../models/cohort.ts';
import type { TrainingSessionDoc } from '../../models/training.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import type { Batch, TrainingRepository } from './training-repository.ts';
import { toTrainingSettings } from './training-views.ts';

export interface TrainingDeps {
  repository: TrainingRepository;
  cohorts: Pick<CohortService, 'byId' | 'now'>;
  specializations: Pick<SpecializationService, 'find'>;
  users: Pick<UserService, 'listSummaries'>;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  webUrl: string;
}

export interface TrainingBatches {
  /** The program's clock (the cohorts' today). */
  now(): Date;
  settingsOf(cohort: CohortDoc): Promise<TrainingSettings>;
  /** The session of the id; null for an unknown or malformed id. */
  sessionOf(id: string): Promise<TrainingSessionDoc | null>;
}

export const batchOfSession = (s: TrainingSessionDoc): Batch => ({ cohortId: s.cohortId, specialization: s.specialization });

export function trainingBatches({ repository, cohorts }: TrainingDeps): TrainingBatches {
  return {
    now: () => cohorts.now(),
    async settingsOf(cohort) {
      return toTrainingSettings(cohort, await repository.settingsOf(cohort._id));
    },
    sessionOf(id) {
      return Types.ObjectId.isValid(id) ? repository.sessionById(id) : Promise.resolve(null);
    },
  };
}
