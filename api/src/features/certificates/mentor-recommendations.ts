/**
 * The letter of recommendation an intern's mentor writes (the existing text rules), which an admin
 * then issues as written. A mentor reaches only their own interns (anyone else's: not found); the
 * letter can be changed until it is issued; each writing is audited.
 */
import type { Types } from 'mongoose';
import { recommendationTextOf } from '@portal/domain/certificate';
import type { MentorRecommendationView } from '@portal/domain/views/certificate';
import type { MentorRecommendationDoc } from '../../models/certificate.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { CertificateRepository } from './certificate-repository.ts';

export type WriteRecommendationResult =
  { ok: true; view: MentorRecommendationView } | { ok: false; reason: 'not-found' | 'invalid' | 'issued' };

export interface MentorRecommendations {
  /** The letter the mentor wrote for their intern; null for anyone else's intern. */
  mentorRecommendation(mentorId: Types.ObjectId, internId: string): Promise<MentorRecommendationView | null>;
  /** Writes or rewrites the letter for the mentor's own intern until it is issued (recorded). */
  writeRecommendation(actor: AuditActor, mentorId: Types.ObjectId, internId: string, raw: string): Promise<WriteRecommendationResult>;
}

function toView(internId: Types.ObjectId, doc: MentorRecommendationDoc | null, issued: boolean): MentorRecommendationView {
  return { internId: String(internId), text: doc?.text ?? null, updatedAt: doc ? doc.updatedAt.toISOString() : null, issued };
}

export function createMentorRecommendations(deps: {
  repository: Pick<CertificateRepository, 'ownIntern' | 'recommendation' | 'saveRecommendation' | 'holds'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}): MentorRecommendations {
  const { repository } = deps;
  return {
    async mentorRecommendation(mentorId, internId) {
      const assignment = await repository.ownIntern(mentorId, internId);
      if (!assignment) return null;
      const [doc, issued] = await Promise.all([
        repository.recommendation(assignment._id),
        repository.holds(assignment._id, 'RECOMMENDATION'),
      ]);
      return toView(assignment._id, doc, issued);
    },
    async writeRecommendation(actor, mentorId, internId, raw) {
      const assignment = await repository.ownIntern(mentorId, internId);
      if (!assignment) return { ok: false, reason: 'not-found' };
      const text = recommendationTextOf(raw);
      if (!text) return { ok: false, reason: 'invalid' };
      if (await repository.holds(assignment._id, 'RECOMMENDATION')) return { ok: false, reason: 'issued' };
      const before = await repository.recommendation(assignment._id);
      const saved = await repository.saveRecommendation(assignment._id, mentorId, text, deps.now());
      await deps.audit.record(actor, {
        action: 'certificate.recommendation.write',
        targetType: 'user',
        targetId: String(assignment._id),
        before: before ? { text: before.text } : null,
        after: { text },
      });
      return { ok: true, view: toView(assignment._id, saved, false) };
    },
  };
}
