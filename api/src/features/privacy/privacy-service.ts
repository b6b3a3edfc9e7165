/**
 * fastify.privacy: the student's consent to the privacy notice (domain/privacy-notice.ts) and the
 * retention sweep of ID documents. A consent is recorded with the notice's version, the time, the
 * IP address and the browser; the journey refuses every step until the current version is
 * consented to (domain/journey.ts), and a new version asks again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { hasCurrentConsent, PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import { isoOrNull } from '../../lib/dates.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { ConsentDoc } from '../../models/privacy.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { PrivacyRepository } from './privacy-repository.ts';
import type { SweepResult } from './retention-sweep.ts';

export interface PrivacyService {
  status(user: UserDoc): Promise<PrivacyStatus>;
  /** Records consent to `noticeVersion`; 'changed' when that is not the current notice. */
  consent(
    actor: AuditActor,
    user: UserDoc,
    noticeVersion: string,
    userAgent: string | null,
  ): Promise<{ ok: true; status: PrivacyStatus } | { ok: false; reason: 'changed' }>;
  /** Every consent the student gave, newest first (their data export lists them). */
  consentsOf(userId: string): Promise<ConsentDoc[]>;
  /** Runs the retention sweep now (under its lease): what `npm run privacy:sweep` and the hourly run do. */
  sweep(): Promise<SweepResult>;
  /** The hourly sweep in this process. */
  loop: BackgroundLoop;
}

export interface PrivacyDeps {
  repository: PrivacyRepository;
  audit: Pick<AuditService, 'record'>;
  sweep: () => Promise<SweepResult>;
  settings: Pick<PrivacyStatus, 'grievanceOfficer' | 'idDocumentRetentionDays'>;
  log: FastifyBaseLogger;
  sweepPollMs?: number;
}

export function createPrivacyService(deps: PrivacyDeps): PrivacyService {
  const { repository } = deps;

  async function status(user: UserDoc): Promise<PrivacyStatus> {
    const consentedVersion = user.privacyNoticeVersion ?? null;
    const record = consentedVersion ? await repository.latestConsent(user._id, consentedVersion) : null;
    return {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentedVersion,
      consentedAt: isoOrNull(record?.givenAt),
      consentNeeded: !hasCurrentConsent(consentedVersion),
      ...deps.settings,
    };
  }

  return {
    status,
    async consent(actor, user, noticeVersion, userAgent) {
      if (noticeVersion !== PRIVACY_NOTICE_VERSION) return { ok: false, reason: 'changed' };
      const record = await repository.recordConsent({
        userId: user._id,
        noticeVersion,
        givenAt: new Date(),
        ip: actor.ip,
        userAgent: userAgent?.slice(0, 500) ?? null,
      });
      await deps.audit.record(
        actor,
        {
          action: 'privacy.consent',
          targetType: 'user',
          targetId: String(user._id),
          before: { noticeVersion: user.privacyNoticeVersion ?? null },
          after: { noticeVersion },
        },
        `privacy.consent:${String(record._id)}`,
      );
      return { ok: true, status: await status({ ...user, privacyNoticeVersion: noticeVersion }) };
    },
    consentsOf: (userId) => repository.consentsOf(userId),
    sweep: deps.sweep,
    loop: backgroundLoop(deps.sweep, { pollMs: deps.sweepPollMs ?? 60 * 60_000, name: 'retention sweep', log: deps.log }),
  };
}
